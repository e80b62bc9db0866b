import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { studentThreadQuery } from '../api/messages';
import { MessageThread } from './message-thread';

/**
 * The student's messages panel on the dashboard: the thread with their school, closed until
 * opened (the header badge opens it), so new messages stay unread until the student looks.
 */
export function StudentMessagesPanel() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const thread = useQuery(studentThreadQuery());
  const [open, setOpen] = useState(hash === '#messages');
  // The header badge links here with #messages: each arrival opens the thread (state adjusted
  // while rendering, as React advises, rather than in an effect).
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    setSeenHash(hash);
    if (hash === '#messages') setOpen(true);
  }
  useEffect(() => {
    if (open && hash === '#messages') {
      document.getElementById('messages')?.scrollIntoView({ block: 'start' });
    }
  }, [open, hash]);
  const data = thread.data;
  if (data && !data.linked) {
    return (
      <Card withBorder radius="lg" id="messages">
        <Title order={2} size="h4">
          {t('messages.panelTitle')}
        </Title>
        <Text c="dimmed" size="sm" mt="xs">
          {t('messages.panelNoSchool')}
        </Text>
      </Card>
    );
  }
  const unread = data?.unread ?? 0;
  return (
    <Card withBorder radius="lg" id="messages" data-testid="student-messages">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Title order={2} size="h4">
              {t('messages.panelTitle')}
            </Title>
            {data && (
              <Text size="sm" c="dimmed">
                {t('messages.panelWith', { name: data.withName })}
              </Text>
            )}
          </div>
          {unread > 0 && (
            // Beside a long title on a phone the badge keeps its whole text.
            <Badge color="red" style={{ flexShrink: 0 }}>
              {t('messages.unreadCount', { count: unread })}
            </Badge>
          )}
        </Group>
        {!open && unread === 0 && (
          <Text size="sm" c="dimmed">
            {t('messages.panelQuiet')}
          </Text>
        )}
        <Button
          variant={open ? 'default' : 'light'}
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
        >
          {open ? t('messages.panelClose') : t('messages.panelOpen')}
        </Button>
        {open && <MessageThread studentId={null} />}
      </Stack>
    </Card>
  );
}
