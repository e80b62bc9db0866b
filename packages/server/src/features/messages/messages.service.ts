import {
  canMessageSchool,
  canMessageStudent,
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
  type StudentLink,
} from './messages.repository.js';

/*
 * Messaging between a school and each of its students (SPEC §1, §4, §7). The school writes only
 * to its own students (another school's is "not found"), a student only to the school they are
 * linked to; a message is stored once per client id, then pushed to every tab and device of
 * both sides with each side's unread count.
 */

/** Who calls: a school member acting for their school, or a student for themself. */
export type MessageCaller =
  | { side: 'school'; ctx: AppContext; actor: Actor; userId: number; schoolId: number }
  | { side: 'student'; ctx: AppContext; actor: Actor; userId: number };

export type SchoolMessageCaller = Extract<MessageCaller, { side: 'school' }>;

interface Thread {
  schoolId: number;
  link: StudentLink;
}

const subject = (link: StudentLink) => ({
  userId: link.userId,
  schoolId: link.schoolId,
  schoolStatus: link.schoolStatus,
});

/** The thread the caller may write in, or the refusal a stranger gets. */
async function threadOf(caller: MessageCaller, studentId?: number): Promise<Thread> {
  const id = caller.side === 'school' ? studentId : caller.userId;
  const link = id === undefined ? undefined : await findStudentLink(caller.ctx.db, id);
  if (caller.side === 'school') {
    if (!link || !canMessageStudent(caller.actor, subject(link))) {
      throw AppError.notFound('school.students.notFound');
    }
    return { schoolId: caller.schoolId, link };
  }
  if (!link || link.schoolId === null || !canMessageSchool(caller.actor, subject(link))) {
    throw new AppError(ResultCode.general, 'messages.notLinked');
  }
  return { schoolId: link.schoolId, link };
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
  const studentId = thread.link.userId;
  const unread = await countBothUnread(db, thread.schoolId, studentId);
  return {
    schoolId: thread.schoolId,
    studentId,
    schoolUnread: unread.school,
    studentUnread: unread.student,
  };
}

const unreadOf = (caller: MessageCaller, sides: ThreadSides) =>
  caller.side === 'school' ? sides.schoolUnread : sides.studentUnread;

/** The school's inbox: threads with unread ones first, then newest first. */
export async function readInbox(db: Db, schoolId: number): Promise<InboxView> {
  const threads = (await listThreads(db, schoolId)).map(presentThreadSummary);
  return { threads, unread: threads.reduce((sum, t) => sum + t.unread, 0) };
}

/** A page of the caller's thread, oldest first. */
export async function readThread(
  caller: MessageCaller,
  page: { studentId?: number; before?: number; limit?: number },
): Promise<ThreadView> {
  const thread = await threadOf(caller, page.studentId);
  const limit = page.limit ?? MESSAGE_PAGE_SIZE;
  const { db } = caller.ctx;
  const studentId = thread.link.userId;
  const rows = await threadPage(db, thread.schoolId, studentId, page.before, limit);
  const unread = await countUnread(db, caller.side, thread.schoolId, studentId);
  const withName = caller.side === 'school' ? thread.link.name : thread.link.schoolName;
  return presentThread(studentId, withName, rows, limit, unread);
}

/** The student's thread, or an empty one saying they have no school to write to. */
export async function readStudentThread(
  caller: MessageCaller,
  page: { before?: number; limit?: number },
): Promise<StudentThreadView> {
  const link = await findStudentLink(caller.ctx.db, caller.userId);
  if (!link || !canMessageSchool(caller.actor, subject(link))) {
    return {
      studentId: caller.userId,
      withName: '',
      messages: [],
      hasMore: false,
      unread: 0,
      linked: false,
    };
  }
  return { ...(await readThread(caller, page)), linked: true };
}

/**
 * Sends a message once per client id: a resend of one already stored answers with the stored
 * message and pushes nothing again.
 */
export async function sendMessage(
  caller: MessageCaller,
  input: { studentId?: number; clientId: string; text: string },
): Promise<SentView> {
  const thread = await threadOf(caller, input.studentId);
  const { db } = caller.ctx;
  return orFail('messages.sendFailed', async () => {
    const studentId = thread.link.userId;
    const recipientId =
      caller.side === 'school' ? studentId : (thread.link.schoolOwnerId ?? caller.userId);
    const id = await insertMessage(db, {
      schoolId: thread.schoolId,
      studentId,
      senderId: caller.userId,
      recipientId,
      clientId: input.clientId,
      text: input.text,
      at: now(),
    });
    // Stored before (a resend): the stored message, with nothing pushed again.
    const [stored, sides] = await Promise.all([
      id === null ? findByClientId(db, caller.userId, input.clientId) : findMessage(db, id),
      sidesOf(db, thread),
    ]);
    if (!stored) throw new Error('message not stored');
    const message = presentMessage(stored);
    if (id !== null) pushMessage(caller.ctx, sides, message);
    return { message, unread: unreadOf(caller, sides) };
  });
}

/** The other side's messages in the thread become read now; both sides hear of it. */
export async function markThreadRead(
  caller: MessageCaller,
  studentId?: number,
): Promise<UnreadView> {
  const thread = await threadOf(caller, studentId);
  const { db } = caller.ctx;
  return orFail('messages.readFailed', async () => {
    const at = now();
    const changed = await markRead(db, caller.side, thread.schoolId, thread.link.userId, at);
    const sides = await sidesOf(db, thread);
    if (changed > 0) pushMessagesRead(caller.ctx, sides, caller.side === 'school', at);
    return { unread: unreadOf(caller, sides) };
  });
}
