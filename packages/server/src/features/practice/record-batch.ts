import type { Database as SqliteHandle } from 'better-sqlite3';
import type { AppContext } from '../../core/app-context.js';
import { AppError, type AppErrorFields } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { callProcedure } from '../../db/sqlite-thread.js';
import { sectionQuestionCount } from '../statistics/section-readiness.js';
import { chargeActivation } from './activation-charge.repository.js';
import type { Settled } from './group-commit.js';
import { questionFacts, rememberedQuestionFacts, rememberQuestionFacts } from './question-facts.js';
import {
  awaitsCharge,
  planAnswer,
  splitRounds,
  type AnswerWrite,
  type Attempt,
  type Charge,
  type Outcome,
  type RecordContext,
  type RunningTestContext,
} from './record-plan.js';
import { lockStudentsPg, readContextsPg, writeAnswersPg } from './record-postgres.repository.js';
import { readContextsSqlite, writeAnswersSqlite } from './record-sqlite.repository.js';
import { notRunning } from './test-view.js';

/*
 * Recording a batch of answers in one transaction (group-commit.ts gathers them). Each round
 * holds a student at most once: its contexts are read together, each answer is checked and
 * worked out in memory (record-plan.ts), and the round's writes go together. A refusal is
 * decided before any write, so it fails its answer alone; a failed write loses the transaction
 * (the caller then tries each answer on its own). Idempotent: a client id seen before, or a
 * second answer to the same question of the test, names the earlier reply and counts nothing.
 */

/** A recorded answer, or the row id of the earlier reply it repeats (read once committed). */
export type Recorded =
  { outcome: Outcome; earlier?: undefined } | { earlier: number; outcome?: undefined };

/** One transaction's statements of the hot path, per database. */
interface RecordStore {
  /** Kysely on the transaction's connection: rare statements and cache misses. */
  db: Db;
  readContexts: (attempts: readonly Attempt[]) => Promise<(RecordContext | undefined)[]>;
  write: (writes: readonly AnswerWrite[]) => Promise<void>;
}

type Checked = { earlier: number } | ReturnType<typeof planAnswer>;

/** The checks of one answer, in the order that keeps a resent answer idempotent. */
async function check(
  store: RecordStore,
  root: Db,
  a: Attempt,
  c: RecordContext | undefined,
): Promise<Checked> {
  // A resent answer is answered as before even once its test is over (the offline queue).
  if (c?.earlierByClientId) return { earlier: c.earlierByClientId };
  if (!c?.test) throw notRunning();
  const test: RunningTestContext = c.test;
  const { questionId } = a.reply;
  const facts = !c.questionInTest
    ? null
    : (rememberedQuestionFacts(root, questionId, a.at) ??
      (await questionFacts(store.db, questionId, a.at, root)));
  if (!facts?.answerIds.includes(a.reply.answerId)) throw AppError.notFound('question.notFound');
  if (c.earlierInTest) return { earlier: c.earlierInTest };
  const count = awaitsCharge(test)
    ? await sectionQuestionCount(store.db, test.section, a.at, root)
    : 0;
  return planAnswer(a, { ...c, test }, facts, count);
}

interface Job {
  attempt: Attempt;
  studentId: number;
  index: number;
}

async function recordRound(
  store: RecordStore,
  root: Db,
  round: readonly Job[],
  settled: Settled<Recorded>[],
): Promise<void> {
  const contexts = await store.readContexts(round.map((j) => j.attempt));
  const writes: AnswerWrite[] = [];
  const charges: { charge: Charge; outcome: Outcome }[] = [];
  const recorded: { index: number; outcome: Outcome }[] = [];
  for (const [i, job] of round.entries()) {
    try {
      const checked = await check(store, root, job.attempt, contexts[i]);
      if ('earlier' in checked) {
        settled[job.index] = { ok: true, value: { earlier: checked.earlier } };
        continue;
      }
      writes.push(checked.write);
      if (checked.charge) charges.push({ charge: checked.charge, outcome: checked.outcome });
      recorded.push({ index: job.index, outcome: checked.outcome });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      settled[job.index] = { ok: false, error };
    }
  }
  await store.write(writes);
  for (const { charge, outcome } of charges) {
    const { charged, accountError } = await chargeActivation(store.db, charge);
    if (charged) outcome.chargedSchoolId = charge.schoolId;
    if (accountError) outcome.accountErrorSchoolId = charge.schoolId;
  }
  for (const { index, outcome } of recorded) settled[index] = { ok: true, value: { outcome } };
}

async function inRounds(
  store: RecordStore,
  root: Db,
  attempts: readonly Attempt[],
): Promise<Settled<Recorded>[]> {
  const jobs = attempts.map((attempt, index) => ({ attempt, index, studentId: attempt.studentId }));
  const settled: Settled<Recorded>[] = [];
  for (const round of splitRounds(jobs)) await recordRound(store, root, round, settled);
  return settled;
}

/** A batch's results as they cross from the SQLite thread: refusals as their fields. */
export type SettledOnThread = { ok: true; value: Recorded } | { ok: false; error: AppErrorFields };

/**
 * Records `attempts` in one transaction: each one's result or refusal, in order. Throws when
 * the transaction is lost (nothing of it was written).
 */
export async function recordBatch(
  ctx: AppContext,
  attempts: readonly Attempt[],
): Promise<Settled<Recorded>[]> {
  if (ctx.dialect === 'sqlite') {
    // The whole batch is one message to the SQLite thread (recordBatchSqlite, there).
    const settled = await callProcedure(ctx.db, 'recordBatch', attempts);
    return settled.map((s) => (s.ok ? s : { ok: false, error: AppError.fromFields(s.error) }));
  }
  const db = ctx.db;
  // Bank facts are read before the transaction, in one go, not one by one inside it.
  await rememberQuestionFacts(db, questionIdsOf(attempts), attempts[0]?.at ?? Date.now());
  return db.transaction().execute(async (trx) => {
    await lockStudentsPg(
      trx,
      attempts.map((a) => a.studentId),
    );
    const store = {
      db: trx,
      readContexts: (a: readonly Attempt[]) => readContextsPg(trx, a),
      write: (w: readonly AnswerWrite[]) => writeAnswersPg(trx, w),
    };
    return inRounds(store, db, attempts);
  });
}

function questionIdsOf(attempts: readonly Attempt[]): number[] {
  return attempts.map((a) => a.reply.questionId);
}

/**
 * `recordBatch` on the SQLite thread (wiring/sqlite-procedures.ts), `db` and `sqlite` its connection:
 * the hot statements run synchronously on better-sqlite3's handle (record-sqlite.repository.ts),
 * the rare ones through Kysely on the same connection, all in one transaction.
 */
export async function recordBatchSqlite(
  db: Db,
  sqlite: SqliteHandle,
  attempts: readonly Attempt[],
): Promise<SettledOnThread[]> {
  await rememberQuestionFacts(db, questionIdsOf(attempts), attempts[0]?.at ?? Date.now());
  const settled = await db.transaction().execute((trx) =>
    inRounds(
      {
        db: trx,
        readContexts: async (a) => readContextsSqlite(sqlite, a),
        write: async (w) => writeAnswersSqlite(sqlite, w),
      },
      db,
      attempts,
    ),
  );
  return settled.map((s) => (s.ok ? s : { ok: false, error: (s.error as AppError).fields() }));
}
