import {
  canMessageSchool,
  MESSAGE_PAGE_SIZE,
  ResultCode,
  type Actor,
  type InboxView,
  type MessageKey,
  type SentView,
  type StudentThreadView,
  type ThreadView,
  type UnreadView,
} from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import { now } from '../../core/clock.js';
import type { Db } from '../../db/database.js';
import type { SchoolStudentRecord } from '../school-students/school-students.repository.js';
import type { SchoolCaller } from '../schools/school-access.js';
import { presentMessage, presentThread, presentThreadSummary } from './messages.presenter.js';
import { pushMessage, pushMessagesRead, type ThreadSides } from './messages.pushes.js';
import {
  countBothUnread,
  countUnread,
  findByClientId,
  findMessage,
  findStudentLink,
  insertMessage,
  listThreads,
  markRead,
  threadPage,
} from './messages.repository.js';

/*
 * Messaging between a school and each student it accepted (SPEC §1, §4, §7). The school writes
 * only to its own students (the school step loads them: another school's, or a request still
 * waiting, is "not found"), a student only to the school that accepted them; a message is
 * stored once per client id, then pushed to every tab and device of both sides with each
 * side's unread count.
 */

/** One side's view of a thread: whose it is, who writes, to whom, and the other side's name. */
export interface Thread {
  side: 'school' | 'student';
  ctx: AppContext;
  /** The account writing or reading. */
  userId: number;
  schoolId: number;
  studentId: number;
  recipientId: number;
  withName: string;
}

/** The school's thread with a student it accepted. */
export function schoolThread(caller: SchoolCaller, student: SchoolStudentRecord): Thread {
  return {
    side: 'school',
    ctx: caller.ctx,
    userId: caller.userId,
    schoolId: caller.school.id,
    studentId: student.id,
    recipientId: student.id,
    withName: `${student.firstName} ${student.lastName}`.trim(),
  };
}

/** The student's own thread with the school that accepted them; null without one. */
async function studentThreadOf(ctx: AppContext, actor: Actor, userId: number) {
  const link = await findStudentLink(ctx.db, userId);
  if (!link || link.schoolId === null) return null;
  const { schoolId, schoolStatus } = link;
  if (!canMessageSchool(actor, { userId, schoolId, schoolStatus })) return null;
  return {
    side: 'student',
    ctx,
    userId,
    schoolId,
    studentId: userId,
    // The account that registered the school receives the student's messages.
    recipientId: link.schoolOwnerId ?? userId,
    withName: link.schoolName,
  } satisfies Thread;
}

/** The student's thread, or the refusal of a student no school has accepted. */
export async function studentThread(ctx: AppContext, actor: Actor, userId: number) {
  const thread = await studentThreadOf(ctx, actor, userId);
  if (!thread) throw new AppError(ResultCode.general, 'messages.notLinked');
  return thread;
}

/** Unexpected failures (not refusals) told in the words of SPEC §8. */
async function orFail<T>(key: MessageKey, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(ResultCode.general, key);
  }
}

async function sidesOf(db: Db, thread: Thread): Promise<ThreadSides> {
  const unread = await countBothUnread(db, thread.schoolId, thread.studentId);
  return {
    schoolId: thread.schoolId,
    studentId: thread.studentId,
    schoolUnread: unread.school,
    studentUnread: unread.student,
  };
}

const unreadOf = (thread: Thread, sides: ThreadSides) =>
  thread.side === 'school' ? sides.schoolUnread : sides.studentUnread;

/** The school's inbox: threads with unread ones first, then newest first. */
export async function readInbox(db: Db, schoolId: number): Promise<InboxView> {
  const threads = (await listThreads(db, schoolId)).map(presentThreadSummary);
  return { threads, unread: threads.reduce((sum, t) => sum + t.unread, 0) };
}

/** A page of the thread, oldest first. */
export async function readThread(
  thread: Thread,
  page: { before?: number; limit?: number },
): Promise<ThreadView> {
  const limit = page.limit ?? MESSAGE_PAGE_SIZE;
  const { db } = thread.ctx;
  const { schoolId, studentId } = thread;
  const rows = await threadPage(db, schoolId, studentId, page.before, limit);
  const unread = await countUnread(db, thread.side, schoolId, studentId);
  return presentThread(studentId, thread.withName, rows, limit, unread);
}

/** The student's thread, or an empty one saying they have no school to write to. */
export async function readStudentThread(
  ctx: AppContext,
  actor: Actor,
  userId: number,
  page: { before?: number; limit?: number },
): Promise<StudentThreadView> {
  const thread = await studentThreadOf(ctx, actor, userId);
  if (!thread) {
    return { studentId: userId, withName: '', messages: [], hasMore: false, unread: 0, linked: false }; // prettier-ignore
  }
  return { ...(await readThread(thread, page)), linked: true };
}

/**
 * Sends a message once per client id: a resend of one already stored answers with the stored
 * message and pushes nothing again.
 */
export async function sendMessage(
  thread: Thread,
  input: { clientId: string; text: string },
): Promise<SentView> {
  const { db } = thread.ctx;
  return orFail('messages.sendFailed', async () => {
    const id = await insertMessage(db, {
      schoolId: thread.schoolId,
      studentId: thread.studentId,
      senderId: thread.userId,
      recipientId: thread.recipientId,
      clientId: input.clientId,
      text: input.text,
      at: now(),
    });
    // Stored before (a resend): the stored message, with nothing pushed again.
    const [stored, sides] = await Promise.all([
      id === null ? findByClientId(db, thread.userId, input.clientId) : findMessage(db, id),
      sidesOf(db, thread),
    ]);
    if (!stored) throw new Error('message not stored');
    const message = presentMessage(stored);
    if (id !== null) pushMessage(thread.ctx, sides, message);
    return { message, unread: unreadOf(thread, sides) };
  });
}

/** The other side's messages in the thread become read now; both sides hear of it. */
export async function markThreadRead(thread: Thread): Promise<UnreadView> {
  const { db } = thread.ctx;
  return orFail('messages.readFailed', async () => {
    const at = now();
    const changed = await markRead(db, thread.side, thread.schoolId, thread.studentId, at);
    const sides = await sidesOf(db, thread);
    if (changed > 0) pushMessagesRead(thread.ctx, sides, thread.side === 'school', at);
    return { unread: unreadOf(thread, sides) };
  });
}
