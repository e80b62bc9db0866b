import type { Envelope, ReplyInput } from '@kokpit/shared';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Socket } from 'socket.io-client';
import type { Db } from '../db/database.js';
import { replyId, type Learner, type Test } from './learning.js';
import { testDialect, type TestDatabase } from './test-database.js';

/*
 * Answers sent all at once, as a class answering does, and what the database kept of them:
 * the helpers of the shutdown and crash suites.
 */

export interface Answer {
  studentId: number;
  testId: number;
  reply: ReplyInput;
}

/** The right answer to each question of the test, each with a fresh client reply id. */
export function answersOf(
  learner: Learner,
  test: Test,
  key: Map<number, { right: number }>,
): Answer[] {
  return test.questions.map((q) => ({
    studentId: learner.id,
    testId: test.id,
    reply: { id: replyId(), questionId: q.id, answerId: key.get(q.id)!.right },
  }));
}

export interface Sending {
  /** Client reply ids the server acknowledged as recorded. */
  acked: Set<string>;
  /** Refusals (none expected): the reply id and the message. */
  refused: string[];
  /** Settles at the first acknowledgement. */
  first: Promise<void>;
  /** Settles once every answer has its acknowledgement or has lost its link. */
  done: Promise<void>;
}

/** Emits every answer at once (`socketOf` picks the student's socket); nothing is awaited. */
export function sendAtOnce(answers: readonly Answer[], socketOf: (a: Answer) => Socket): Sending {
  const acked = new Set<string>();
  const refused: string[] = [];
  let firstAck!: () => void;
  const first = new Promise<void>((resolve) => (firstAck = resolve));
  const sent = answers.map(async (a) => {
    const socket = socketOf(a);
    // As the web outbox does: nothing is sent without a link (it would wait in the client).
    if (!socket.connected) return;
    try {
      const reply = (await socket
        .timeout(60_000)
        .emitWithAck('test-record', { testId: a.testId, reply: a.reply })) as Envelope;
      if (reply.isPositive) acked.add(a.reply.id);
      else refused.push(`${a.reply.id}: ${reply.message}`);
      firstAck();
    } catch {
      // The link went before the acknowledgement came: the answer is not known to be recorded.
    }
  });
  return { acked, refused, first, done: Promise.all(sent).then(() => undefined) };
}

/** The client reply ids stored for these students, sorted, as often as each is stored. */
export async function storedReplyIds(db: Db, studentIds: readonly number[]): Promise<string[]> {
  const rows = await db
    .selectFrom('replies')
    .select('client_reply_id')
    .where('student_id', 'in', [...studentIds])
    .execute();
  return rows.map((r) => r.client_reply_id).sort();
}

/**
 * For each student: stored replies, and the replies their car section's and questions' counters
 * hold. An answer counted twice, or counted and not stored, makes them differ.
 */
export async function answerCounts(
  db: Db,
  studentIds: readonly number[],
): Promise<{ stored: number; section: number; questions: number }[]> {
  return Promise.all(
    studentIds.map(async (id) => {
      const stored = await db
        .selectFrom('replies')
        .select(sql<number>`count(*)`.as('n'))
        .where('student_id', '=', id)
        .executeTakeFirstOrThrow();
      const section = await db
        .selectFrom('section_stats')
        .select('replies')
        .where('student_id', '=', id)
        .where('section_code', '=', 'car')
        .executeTakeFirst();
      const questions = await db
        .selectFrom('question_stats')
        .select(sql<number>`coalesce(sum(replies), 0)`.as('n'))
        .where('student_id', '=', id)
        .executeTakeFirstOrThrow();
      return {
        stored: Number(stored.n),
        section: section?.replies ?? 0,
        questions: Number(questions.n),
      };
    }),
  );
}

/**
 * Resolves once the server has read everything sent on the socket before: it answers an unknown
 * event at once, after the events ahead of it have been taken in.
 */
export async function taken(socket: Socket): Promise<void> {
  await socket.timeout(60_000).emitWithAck('no-such-event', {});
}

export interface Hold {
  /** Ends the holding transaction, having written nothing. */
  release: () => Promise<void>;
  /** PostgreSQL: how many lock requests on `table` wait (SQLite cannot tell: null). */
  waitingOn: (table: string) => Promise<number | null>;
}

/**
 * Holds writes back from another connection, so that a node's transactions wait half done:
 * on PostgreSQL the given tables, locked against writes (reads go on) for as long as it takes;
 * on SQLite the whole database, where a node waits 5 s (its busy timeout) before giving up.
 */
export async function holdWrites(database: TestDatabase, tables: readonly string[]): Promise<Hold> {
  if (testDialect() === 'sqlite') {
    const connection = new SQLite(database.databaseUrl.slice('sqlite:'.length));
    connection.pragma('busy_timeout = 5000');
    connection.exec('begin immediate');
    return {
      release: async () => {
        connection.exec('rollback');
        connection.close();
      },
      waitingOn: async () => null,
    };
  }
  const db = database.handle.db;
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = db.transaction().execute(async (trx) => {
    for (const table of tables) {
      await sql`lock table ${sql.table(table)} in exclusive mode`.execute(trx);
    }
    locked();
    await released;
  });
  await Promise.race([isLocked, held]);
  return {
    release: async () => {
      release();
      await held;
    },
    waitingOn: async (table) => {
      const { rows } = await sql<{ n: number }>`
        select count(*) as n from pg_locks l
        join pg_class c on c.oid = l.relation
        join pg_namespace s on s.oid = c.relnamespace
        where not l.granted and c.relname = ${table} and s.nspname = ${database.schema!}`.execute(
        db,
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}
