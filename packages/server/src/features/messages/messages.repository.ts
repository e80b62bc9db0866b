import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/*
 * All SQL of messaging: one thread per school and student (message_threads, migration 0006),
 * its messages, unread counts and marking read. Every read names the school, so one school's
 * query never reaches another school's thread.
 */

/** A student's standing with their school, and the names both sides show. */
export interface StudentLink {
  userId: number;
  name: string;
  schoolId: number | null;
  schoolStatus: number;
  schoolName: string;
  /** The account that registered the school: the recipient of the student's messages. */
  schoolOwnerId: number | null;
}

export async function findStudentLink(db: Db, studentId: number): Promise<StudentLink | undefined> {
  const row = await db
    .selectFrom('students as st')
    .innerJoin('users as u', 'u.id', 'st.user_id')
    .leftJoin('schools as s', 's.id', 'st.school_id')
    .select([
      'st.user_id',
      'u.first_name',
      'u.last_name',
      'st.school_id',
      'st.school_status',
      's.name as school_name',
      's.user_id as owner_id',
    ])
    .where('st.user_id', '=', studentId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    userId: row.user_id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    schoolId: row.school_id,
    schoolStatus: row.school_status,
    schoolName: row.school_name ?? '',
    schoolOwnerId: row.owner_id,
  };
}

export interface MessageRecord {
  id: number;
  clientId: string | null;
  studentId: number;
  senderId: number;
  senderName: string;
  text: string;
  createdAt: number;
  readAt: number | null;
}

function selectMessages(db: Db) {
  return db
    .selectFrom('messages as m')
    .innerJoin('message_threads as t', 't.id', 'm.thread_id')
    .innerJoin('users as u', 'u.id', 'm.sender_id')
    .select([
      'm.id',
      'm.client_id',
      't.student_id',
      'm.sender_id',
      'u.first_name',
      'u.last_name',
      'm.text',
      'm.created_at',
      'm.read_at',
    ]);
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof selectMessages>['execute']>>[number];

const toRecord = (r: MessageRow): MessageRecord => ({
  id: r.id,
  clientId: r.client_id,
  studentId: r.student_id,
  senderId: r.sender_id,
  senderName: `${r.first_name} ${r.last_name}`.trim(),
  text: r.text,
  createdAt: r.created_at,
  readAt: r.read_at,
});

export async function findMessage(db: Db, id: number): Promise<MessageRecord | undefined> {
  const row = await selectMessages(db).where('m.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

export async function findByClientId(
  db: Db,
  senderId: number,
  clientId: string,
): Promise<MessageRecord | undefined> {
  const row = await selectMessages(db)
    .where('m.sender_id', '=', senderId)
    .where('m.client_id', '=', clientId)
    .executeTakeFirst();
  return row && toRecord(row);
}

export interface NewMessage {
  schoolId: number;
  studentId: number;
  senderId: number;
  recipientId: number;
  clientId: string;
  text: string;
  at: number;
}

/**
 * Stores a message in its thread (made on the first message) and moves the thread to the top
 * of the inbox. Returns the new id, or null when this sender already sent this client id (the
 * unique index settles a resend racing the first send). Two statements without a transaction,
 * as both are safe alone: a resend refused after the thread moved only moves it again.
 */
export async function insertMessage(db: Db, m: NewMessage): Promise<number | null> {
  const thread = await db
    .insertInto('message_threads')
    .values({
      school_id: m.schoolId,
      student_id: m.studentId,
      created_at: m.at,
      updated_at: m.at,
      last_message_at: m.at,
    })
    .onConflict((oc) =>
      oc.columns(['school_id', 'student_id']).doUpdateSet({
        updated_at: m.at,
        last_message_at: m.at,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('messages')
    .values({
      school_id: m.schoolId,
      thread_id: thread.id,
      sender_id: m.senderId,
      recipient_id: m.recipientId,
      client_id: m.clientId,
      text: m.text,
      created_at: m.at,
    })
    .onConflict((oc) => oc.columns(['sender_id', 'client_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A page of the thread, newest first: `limit + 1` rows tell whether older ones remain. */
export async function threadPage(
  db: Db,
  schoolId: number,
  studentId: number,
  before: number | undefined,
  limit: number,
): Promise<MessageRecord[]> {
  let query = selectMessages(db)
    .where('t.school_id', '=', schoolId)
    .where('t.student_id', '=', studentId)
    .orderBy('m.id', 'desc')
    .limit(limit + 1);
  if (before !== undefined) query = query.where('m.id', '<', before);
  return (await query.execute()).map(toRecord);
}

/** Which side's unread messages: those the student sent (the school's) or received. */
export type Side = 'school' | 'student';

/** Messages to `side` not read yet, in one thread or (no student) all the school's threads. */
export async function countUnread(
  db: Db,
  side: Side,
  schoolId: number,
  studentId?: number,
): Promise<number> {
  let query = db
    .selectFrom('messages as m')
    .innerJoin('message_threads as t', 't.id', 'm.thread_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('t.school_id', '=', schoolId)
    .where('m.read_at', 'is', null)
    .where('m.sender_id', side === 'school' ? '=' : '<>', sql<number>`t.student_id`);
  if (studentId !== undefined) query = query.where('t.student_id', '=', studentId);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Both sides' unread counts at once: the school's across all its threads, the student's in
 * their thread.
 */
export async function countBothUnread(
  db: Db,
  schoolId: number,
  studentId: number,
): Promise<{ school: number; student: number }> {
  const row = await db
    .selectFrom('messages as m')
    .innerJoin('message_threads as t', 't.id', 'm.thread_id')
    .select([
      sql<number>`sum(case when m.sender_id = t.student_id then 1 else 0 end)`.as('school'),
      sql<number>`sum(case when t.student_id = ${studentId} and m.sender_id <> t.student_id
        then 1 else 0 end)`.as('student'),
    ])
    .where('t.school_id', '=', schoolId)
    .where('m.read_at', 'is', null)
    .executeTakeFirst();
  return { school: Number(row?.school ?? 0), student: Number(row?.student ?? 0) };
}

/** Marks read what `side` received in the thread; how many changed. */
export async function markRead(
  db: Db,
  side: Side,
  schoolId: number,
  studentId: number,
  at: number,
): Promise<number> {
  const thread = await db
    .selectFrom('message_threads')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  if (!thread) return 0;
  const result = await db
    .updateTable('messages')
    .set({ read_at: at })
    .where('thread_id', '=', thread.id)
    .where('read_at', 'is', null)
    .where('sender_id', side === 'school' ? '=' : '<>', studentId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface ThreadSummaryRecord {
  studentId: number;
  studentName: string;
  lastMessageAt: number | null;
  lastText: string;
  lastSenderId: number | null;
  unread: number;
}

/** The school's threads, unread ones first, then newest first. */
export async function listThreads(db: Db, schoolId: number): Promise<ThreadSummaryRecord[]> {
  const rows = await db
    .selectFrom('message_threads as t')
    .innerJoin('users as u', 'u.id', 't.student_id')
    .leftJoin('messages as last', (join) =>
      join.onRef('last.thread_id', '=', 't.id').on((eb) =>
        eb(
          'last.id',
          '=',
          eb
            .selectFrom('messages as l2')
            .select((e) => e.fn.max('l2.id').as('id'))
            .whereRef('l2.thread_id', '=', 't.id'),
        ),
      ),
    )
    .select((eb) => [
      't.student_id',
      'u.first_name',
      'u.last_name',
      't.last_message_at',
      'last.text',
      'last.sender_id',
      eb
        .selectFrom('messages as un')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('un.thread_id', '=', 't.id')
        .whereRef('un.sender_id', '=', 't.student_id')
        .where('un.read_at', 'is', null)
        .as('unread'),
    ])
    .where('t.school_id', '=', schoolId)
    .execute();
  const threads = rows.map((r) => ({
    studentId: r.student_id,
    studentName: `${r.first_name} ${r.last_name}`.trim(),
    lastMessageAt: r.last_message_at,
    lastText: r.text ?? '',
    lastSenderId: r.sender_id,
    unread: Number(r.unread ?? 0),
  }));
  return threads.sort(
    (a, b) =>
      Number(b.unread > 0) - Number(a.unread > 0) ||
      (b.lastMessageAt ?? 0) - (a.lastMessageAt ?? 0),
  );
}
