import { ServerPushes, type AnnouncePayload } from '@kokpit/shared';
import { queryOptions } from '@tanstack/react-query';
import { invalidateOnPush, PushQueryKeys } from '../../../lib/push-invalidation';
import { fetchData } from '../../../lib/query-client';
import { request } from '../../../lib/socket';

/*
 * Messaging over /school and /student (server features/messages). Every key starts with
 * `messages`: the `message` push (lib/push-invalidation) and the read receipt refresh them all,
 * so every tab's thread and header badge follow the server.
 */
export const MESSAGES_KEY = PushQueryKeys.messages;

invalidateOnPush(ServerPushes.messagesRead, MESSAGES_KEY, ['/school', '/student']);

/** The school's inbox: threads (unread first, then newest) and the total unread. */
export const schoolInboxQuery = () =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'school', 'inbox'],
    queryFn: () => fetchData('/school', 'messages/inbox'),
  });

/** The school's thread with one student, the newest page. */
export const schoolThreadQuery = (studentId: number) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'school', 'thread', studentId],
    queryFn: () => fetchData('/school', 'messages/thread', { studentId }),
  });

/** The student's thread with their school, the newest page. */
export const studentThreadQuery = () =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'student', 'thread'],
    queryFn: () => fetchData('/student', 'messages/thread'),
  });

/** An older page of a thread (before the oldest message shown). */
export function fetchOlder(studentId: number | null, before: number) {
  return studentId === null
    ? fetchData('/student', 'messages/thread', { before })
    : fetchData('/school', 'messages/thread', { studentId, before });
}

/** Marks the other side's messages in the thread read. */
export function markRead(studentId: number | null) {
  return studentId === null
    ? request('/student', 'messages/read')
    : request('/school', 'messages/read', { studentId });
}

/** The school's announcements with who read them (under the messages key: read receipts refresh it). */
export const announcementsQuery = () =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'school', 'announcements'],
    queryFn: () => fetchData('/school', 'messages/announcements'),
  });

/** One message to the school's active students of a section (or all). */
export const sendAnnouncement = (payload: AnnouncePayload) =>
  request('/school', 'messages/announce', payload);
