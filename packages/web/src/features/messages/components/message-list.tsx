import type { MessageView } from '@kokpit/shared';
import { Badge, Button, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { QueuedMessage } from '../api/outbox';
import classes from './messages.module.css';

interface MessageListProps {
  messages: MessageView[];
  waiting: QueuedMessage[];
  /** Which side reads: their own messages sit on the right. */
  side: 'school' | 'student';
  hasMore: boolean;
  loadingOlder: boolean;
  onOlder: () => void;
}

/**
 * A thread's messages, oldest first, then those still waiting to be sent. Text is rendered as
 * React text (never as HTML), so whatever was typed shows as typed.
 */
export function MessageList({
  messages,
  waiting,
  side,
  hasMore,
  loadingOlder,
  onOlder,
}: MessageListProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [last, waiting.length]);

  if (messages.length === 0 && waiting.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md" ta="center">
        {t('messages.threadEmpty')}
      </Text>
    );
  }
  return (
    <div className={classes.list} role="log" aria-live="polite" aria-label={t('messages.threads')}>
      {hasMore && (
        <Button variant="subtle" size="xs" onClick={onOlder} loading={loadingOlder} mx="auto">
          {t('messages.older')}
        </Button>
      )}
      {messages.map((m) => {
        const mine = m.fromSchool === (side === 'school');
        const unreadToMe = !mine && m.readAt === null;
        return (
          <div
            key={m.id}
            className={`${classes.bubble} ${mine ? classes.mine : classes.theirs}`}
            data-testid="message"
          >
            {m.text}
            <span className={classes.meta}>
              {unreadToMe && (
                <Badge size="xs" variant="filled" mr={6}>
                  {t('messages.newMarker')}
                </Badge>
              )}
              {mine && side === 'school' ? `${m.senderName} · ` : ''}
              {formatDate(m.createdAt, lang, 'dayAndTime')}
              {mine &&
                ` · ${
                  m.readAt === null
                    ? t('messages.delivered')
                    : t('messages.read', { when: formatDate(m.readAt, lang, 'dayAndTime') })
                }`}
            </span>
          </div>
        );
      })}
      {waiting.map((m) => (
        <div
          key={m.clientId}
          className={`${classes.bubble} ${classes.mine} ${classes.waiting}`}
          data-testid="message-waiting"
        >
          {m.text}
          <span className={classes.meta}>{t('messages.waiting')}</span>
        </div>
      ))}
      <div ref={end} />
    </div>
  );
}
