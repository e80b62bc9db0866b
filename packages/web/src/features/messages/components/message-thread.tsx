import type { MessageView } from '@kokpit/shared';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { notify } from '../../../lib/notify';
import { fetchOlder, schoolThreadQuery, studentThreadQuery } from '../api/messages';
import { queueMessage } from '../api/outbox';
import { useMarkReadWhileOpen, useWaitingMessages } from '../hooks/use-messages';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

interface MessageThreadProps {
  /** The school's thread with this student; null: the student's thread with their school. */
  studentId: number | null;
}

/** One thread with its composer; the other side's messages become read while it is shown. */
export function MessageThread({ studentId }: MessageThreadProps) {
  const { t } = useTranslation();
  const side = studentId === null ? 'student' : 'school';
  const ofSchool = useQuery({ ...schoolThreadQuery(studentId ?? 0), enabled: studentId !== null });
  const ofStudent = useQuery({ ...studentThreadQuery(), enabled: studentId === null });
  const query = studentId === null ? ofStudent : ofSchool;
  const waiting = useWaitingMessages(studentId);
  const [older, setOlder] = useState<{ messages: MessageView[]; hasMore: boolean } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  useMarkReadWhileOpen(studentId, query.data?.unread ?? 0, query.isSuccess);

  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={t('messages.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          {describeError(query.error)}
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('messages.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!query.data) return <Skeleton height={240} radius="md" />;

  const latest = query.data.messages;
  const latestIds = new Set(latest.map((m) => m.id));
  const earlier = (older?.messages ?? []).filter((m) => !latestIds.has(m.id));
  const sentIds = new Set(latest.map((m) => m.clientId));
  const handleOlder = () => {
    const first = earlier[0] ?? latest[0];
    if (!first) return;
    setLoadingOlder(true);
    fetchOlder(studentId, first.id)
      .then((page) => setOlder({ messages: [...page.messages, ...earlier], hasMore: page.hasMore }))
      .catch((error: unknown) => notify({ message: describeError(error), tone: 'error' }))
      .finally(() => setLoadingOlder(false));
  };
  return (
    <Stack gap="sm">
      <MessageList
        messages={[...earlier, ...latest]}
        waiting={waiting.filter((m) => !sentIds.has(m.clientId))}
        side={side}
        hasMore={older ? older.hasMore : query.data.hasMore}
        loadingOlder={loadingOlder}
        onOlder={handleOlder}
      />
      <MessageComposer
        onSend={(text) => queueMessage(side === 'school' ? '/school' : '/student', studentId, text)}
      />
    </Stack>
  );
}
