import { MESSAGE_MAX_LENGTH } from '@kokpit/shared';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The box a message is typed in. It refuses an empty message and says so past the limit
 * (the server checks both again); Enter sends, Shift+Enter starts a new line (Ctrl+Enter and
 * ⌘+Enter send too). A key that composes a character (an IME) is left alone.
 */
export function MessageComposer({ onSend }: { onSend: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const length = text.trim().length;
  const tooLong = length > MESSAGE_MAX_LENGTH;
  const canSend = length > 0 && !tooLong;

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const handleKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <form onSubmit={handleSubmit}>
      <Textarea
        label={t('messages.composerLabel')}
        placeholder={t('messages.composerPlaceholder')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={handleKey}
        autosize
        minRows={2}
        maxRows={8}
        error={tooLong ? t('messages.tooLong', { max: MESSAGE_MAX_LENGTH }) : undefined}
      />
      <Group justify="space-between" mt="xs" wrap="nowrap">
        <Text size="xs" c={tooLong ? 'red' : 'dimmed'} aria-hidden>
          {t('messages.counter', { count: length, max: MESSAGE_MAX_LENGTH })}
        </Text>
        <Button type="submit" disabled={!canSend}>
          {t('messages.send')}
        </Button>
      </Group>
    </form>
  );
}
