import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSession } from '../../../lib/session';
import { markRead, MESSAGES_KEY, schoolInboxQuery, studentThreadQuery } from '../api/messages';
import { outboxSnapshot, startOutbox, subscribeOutbox, type QueuedMessage } from '../api/outbox';

/** Which side the signed-in user writes from: a school account, a student, or neither. */
export function useMessagingSide(): 'school' | 'student' | null {
  const { user } = useSession();
  if (user?.roles.includes('school')) return 'school';
  if (user?.roles.includes('student')) return 'student';
  return null;
}

/** The signed-in user's unread messages (the header badge), null while unknown. */
export function useUnreadCount(): number | null {
  const side = useMessagingSide();
  const inbox = useQuery({ ...schoolInboxQuery(), enabled: side === 'school' });
  const thread = useQuery({ ...studentThreadQuery(), enabled: side === 'student' });
  useEffect(() => {
    if (side) startOutbox(side === 'school' ? '/school' : '/student');
  }, [side]);
  if (side === 'school') return inbox.data?.unread ?? null;
  if (side === 'student') return thread.data?.unread ?? null;
  return null;
}

/** The messages of this thread still waiting in the outbox (typed offline, not yet sent). */
export function useWaitingMessages(studentId: number | null): QueuedMessage[] {
  const { user } = useSession();
  const all = useSyncExternalStore(subscribeOutbox, outboxSnapshot);
  return all.filter(
    (m) =>
      m.userId === user?.id &&
      (studentId === null ? m.namespace === '/student' : m.studentId === studentId),
  );
}

/**
 * While a thread is open and the page is in view, the other side's messages in it become read:
 * at once, and again whenever a push brings a new one.
 */
export function useMarkReadWhileOpen(studentId: number | null, unread: number, open: boolean) {
  const queryClient = useQueryClient();
  const busy = useRef(false);
  useEffect(() => {
    if (!open || unread === 0 || busy.current) return;
    const run = () => {
      if (document.visibilityState !== 'visible' || busy.current) return;
      busy.current = true;
      markRead(studentId)
        .then(() => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }))
        .catch(() => undefined)
        .finally(() => {
          busy.current = false;
        });
    };
    run();
    document.addEventListener('visibilitychange', run);
    return () => document.removeEventListener('visibilitychange', run);
  }, [open, unread, studentId, queryClient]);
}
