import type { ThreadSummaryView } from '@kokpit/shared';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { describeError } from '../../../lib/describe-error';
import { formatDate } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { SchoolFrame } from '../../school';
import { schoolInboxQuery, schoolThreadQuery } from '../api/messages';
import { AnnouncementsCard } from './announcements-card';
import { MessageThread } from './message-thread';
import classes from './messages.module.css';

/** /{lang}/school/messages: the inbox (unread first, then newest) and the open thread. */
export function SchoolMessagesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const phone = useMediaQuery('(max-width: 48em)');
  const inbox = useQuery(schoolInboxQuery());
  const selected = Number(params.get('student')) || null;
  const select = (id: number | null) =>
    setParams(id === null ? {} : { student: String(id) }, { replace: id === null });

  const list = (
    // min-width 0: the grid column may shrink, and the previews are cut, not the page widened.
    <Stack gap="md" miw={0}>
      <AnnouncementsCard />
      <Card withBorder radius="lg" padding="xs">
        <Title order={2} size="h4" px="xs" py={6}>
          {t('messages.threads')}
        </Title>
        {inbox.isError && (
          <Alert color="red" variant="light" title={t('messages.loadFailed')}>
            {describeError(inbox.error)}
          </Alert>
        )}
        {!inbox.data && !inbox.isError && <Skeleton height={200} radius="md" />}
        {inbox.data?.threads.length === 0 && (
          <Text c="dimmed" size="sm" p="xs">
            {t('messages.inboxEmpty')}
          </Text>
        )}
        <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {inbox.data?.threads.map((thread) => (
            <li key={thread.studentId}>
              <ThreadButton
                thread={thread}
                current={thread.studentId === selected}
                onPick={() => select(thread.studentId)}
              />
            </li>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
  const showList = !phone || selected === null;
  const showThread = selected !== null;
  return (
    <SchoolFrame title={t('messages.inboxTitle')} subtitle={t('messages.inboxSubtitle')}>
      <div className={classes.inbox}>
        {showList && list}
        {showThread ? (
          <ThreadCard studentId={selected} onBack={phone ? () => select(null) : undefined} />
        ) : (
          !phone && (
            <Text c="dimmed" py="xl" ta="center">
              {t('messages.pickThread')}
            </Text>
          )
        )}
      </div>
    </SchoolFrame>
  );
}

function ThreadButton({
  thread,
  current,
  onPick,
}: {
  thread: ThreadSummaryView;
  current: boolean;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <UnstyledButton
      className={classes.threadButton}
      aria-current={current}
      onClick={onPick}
      data-testid="thread"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={thread.unread > 0 ? 800 : 600} truncate>
          {thread.studentName}
        </Text>
        {thread.unread > 0 ? (
          <Badge color="red" size="sm">
            {t('messages.unreadCount', { count: thread.unread })}
          </Badge>
        ) : (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {thread.lastMessageAt ? formatDate(thread.lastMessageAt, lang, 'dayMonth') : ''}
          </Text>
        )}
      </Group>
      <Text size="sm" c="dimmed" className={classes.preview}>
        {thread.lastFromSchool ? `${t('messages.you')}: ` : ''}
        {thread.lastText}
      </Text>
    </UnstyledButton>
  );
}

function ThreadCard({ studentId, onBack }: { studentId: number; onBack?: () => void }) {
  const { t } = useTranslation();
  const thread = useQuery(schoolThreadQuery(studentId));
  return (
    <Card withBorder radius="lg">
      <Stack gap="sm">
        {onBack && (
          <Button variant="subtle" size="xs" onClick={onBack} style={{ alignSelf: 'flex-start' }}>
            ← {t('messages.back')}
          </Button>
        )}
        <Title order={2} size="h4">
          {thread.data?.withName ?? '…'}
        </Title>
        <MessageThread key={studentId} studentId={studentId} />
      </Stack>
    </Card>
  );
}
