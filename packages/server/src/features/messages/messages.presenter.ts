import type { MessageView, ThreadSummaryView, ThreadView } from '@kokpit/shared';
import type { MessageRecord, ThreadSummaryRecord } from './messages.repository.js';

/** A message as both sides see it; `fromSchool` unless the student wrote it. */
export function presentMessage(m: MessageRecord): MessageView {
  return {
    id: m.id,
    clientId: m.clientId,
    studentId: m.studentId,
    fromSchool: m.senderId !== m.studentId,
    senderName: m.senderName,
    text: m.text,
    createdAt: m.createdAt,
    readAt: m.readAt,
  };
}

export function presentThreadSummary(t: ThreadSummaryRecord): ThreadSummaryView {
  return {
    studentId: t.studentId,
    studentName: t.studentName,
    lastMessageAt: t.lastMessageAt,
    lastText: t.lastText,
    lastFromSchool: t.lastSenderId !== null && t.lastSenderId !== t.studentId,
    unread: t.unread,
  };
}

/** A page read newest first (one row more than the page) as the thread shows it, oldest first. */
export function presentThread(
  studentId: number,
  withName: string,
  rows: MessageRecord[],
  limit: number,
  unread: number,
): ThreadView {
  const page = rows.slice(0, limit).reverse();
  return {
    studentId,
    withName,
    messages: page.map(presentMessage),
    hasMore: rows.length > limit,
    unread,
  };
}
