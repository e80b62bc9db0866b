import { Badge } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWaitingAnswers } from '../../../lib/offline-queue';
import { useRealtimeStatus } from '../../../lib/session';
import { CloudIcon } from './test-icons';

/** An answer normally leaves within moments; only one waiting longer is worth a word. */
const NOTICE_AFTER_MS = 2000;

/**
 * "N answers waiting to be sent": shown while the outbox holds answers the server has not
 * acknowledged, at once when the link is down, after a moment otherwise.
 */
export function PendingAnswers({ testId }: { testId?: number }) {
  const { t } = useTranslation();
  const all = useWaitingAnswers();
  const waiting = testId === undefined ? all : all.filter((a) => a.testId === testId);
  const { realtime, online } = useRealtimeStatus();
  const down = !online || realtime !== 'connected';
  const oldest = waiting.length > 0 ? Math.min(...waiting.map((a) => a.queuedAt)) : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (oldest === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [oldest]);

  const show = oldest !== null && (down || now - oldest > NOTICE_AFTER_MS);
  return (
    <div role="status" aria-live="polite">
      {show && (
        <Badge
          size="lg"
          radius="sm"
          color="orange"
          variant="light"
          leftSection={<CloudIcon size={16} />}
          data-testid="pending-answers"
          styles={{ label: { textTransform: 'none', fontWeight: 600 } }}
        >
          {t('outbox.waiting', { n: waiting.length })}
        </Badge>
      )}
    </div>
  );
}
