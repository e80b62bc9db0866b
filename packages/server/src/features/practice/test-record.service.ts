import {
  ResultCode,
  translate,
  type Language,
  type RecordResult,
  type RefusedReply,
  type ReplyInput,
  type SimulationResult,
} from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import { now } from '../../core/clock.js';
import type { Db } from '../../db/database.js';
import { pushAccountChangedQuietly, pushAccountError } from '../billing/account.service.js';
import { observeAnswerBatch } from '../health/metrics.js';
import { pushStatisticsChanged } from '../statistics/statistics-pushes.js';
import { GroupCommit } from './group-commit.js';
import { cachedQuestions } from './question-cache.js';
import { recordBatch, type Recorded } from './record-batch.js';
import type { Attempt, Outcome } from './record-plan.js';
import {
  findCorrectAnswerId,
  findQuestionProgress,
  findReplyById,
  listTestReplies,
} from './replies.repository.js';
import {
  presentRecordResult,
  presentSimulationResult,
  revealsAnswers,
  type PresentedQuestion,
} from './practice.presenter.js';
import { findTest, listTestQuestionIds } from './practice.repository.js';
import { studentSchoolHelp } from './test-view.js';

/*
 * `test-record` and its commit variant: each answer is recorded in one transaction (shared by
 * the answers that arrive meanwhile, see group-commit.ts), then the result is presented and
 * `statistics-changed` pushed once committed.
 */

async function presentOutcome(
  db: Db,
  studentId: number,
  replyId: string,
  o: Outcome,
  lang: Language,
): Promise<RecordResult<PresentedQuestion>> {
  const status = o.completed ? 'completed' : 'running';
  let result: SimulationResult<PresentedQuestion> | undefined;
  if (o.type === 'simulation' && o.completed) {
    const test = await findTest(db, o.reply.testId, studentId);
    const ids = await listTestQuestionIds(db, o.reply.testId);
    const questions = await cachedQuestions(db, ids, lang);
    if (test) {
      const replies = await listTestReplies(db, test.id);
      const help = await studentSchoolHelp(db, test, ids, lang);
      result = presentSimulationResult(test, questions, replies, help);
    }
  }
  return presentRecordResult({
    replyId,
    reply: o.reply,
    reveal: revealsAnswers({ type: o.type, status }),
    correctAnswerId: o.correctAnswerId,
    progress: o.progress,
    testCompleted: o.completed,
    duplicate: o.duplicate,
    result,
  });
}

/**
 * Answers share transactions under load (group commit). PostgreSQL runs a few batches at once
 * and leaves most of its ten pooled connections to everything else (starting tests, reading
 * statistics). SQLite's thread runs one batch at a time; a second one waits there, so the thread
 * goes on with it while the event loop answers the first (flat out about 10% more answers).
 */
const POSTGRES_PARALLEL_BATCHES = 4;
/**
 * On PostgreSQL a second batch starts beside a running one only once this many answers wait:
 * at a learner's pace (1,000 answers a second) answers otherwise went one to a transaction,
 * five round trips each, and the server's event loop spent 560 µs on each.
 */
const POSTGRES_SPREAD_AT = 32;
const SQLITE_PARALLEL_BATCHES = 2;
const MAX_BATCH = 256;
const queues = new WeakMap<AppContext, GroupCommit<Attempt, Recorded>>();

function recordQueue(ctx: AppContext): GroupCommit<Attempt, Recorded> {
  let queue = queues.get(ctx);
  if (!queue) {
    queue = new GroupCommit({
      parallel: ctx.dialect === 'postgres' ? POSTGRES_PARALLEL_BATCHES : SQLITE_PARALLEL_BATCHES,
      ...(ctx.dialect === 'postgres' ? { spreadAt: POSTGRES_SPREAD_AT } : {}),
      maxBatch: MAX_BATCH,
      commit: async (batch) => {
        const settled = await recordBatch(ctx, batch);
        observeAnswerBatch(ctx, batch.length);
        return settled;
      },
    });
    queues.set(ctx, queue);
  }
  return queue;
}

/** What a repeated answer is told: the earlier reply's result, read once committed. */
async function earlierOutcome(db: Db, studentId: number, replyRowId: number): Promise<Outcome> {
  const reply = await findReplyById(db, replyRowId);
  const test = await findTest(db, reply.testId, studentId);
  return {
    reply,
    duplicate: true,
    section: test?.section ?? '',
    type: test?.type ?? '',
    completed: test?.status === 'completed',
    correctAnswerId: await findCorrectAnswerId(db, reply.questionId),
    progress: await findQuestionProgress(db, studentId, reply.questionId),
  };
}

async function recordOne(
  ctx: AppContext,
  studentId: number,
  testId: number,
  reply: ReplyInput,
): Promise<Outcome> {
  const recorded = await recordQueue(ctx).run({ studentId, testId, reply, at: now() });
  if (recorded.earlier === undefined) {
    const { accountErrorSchoolId, chargedSchoolId } = recorded.outcome;
    // The charge at 10% changed the school's account: its managers' header follows at once.
    if (accountErrorSchoolId !== undefined) void pushAccountError(ctx, accountErrorSchoolId);
    else if (chargedSchoolId !== undefined) void pushAccountChangedQuietly(ctx, chargedSchoolId);
    return recorded.outcome;
  }
  return earlierOutcome(ctx.db, studentId, recorded.earlier);
}

/** `test-record`: one answer; pushes `statistics-changed` once committed. */
export async function recordReply(
  ctx: AppContext,
  studentId: number,
  testId: number,
  reply: ReplyInput,
  lang: Language,
): Promise<RecordResult<PresentedQuestion>> {
  const outcome = await recordOne(ctx, studentId, testId, reply);
  if (!outcome.duplicate) pushStatisticsChanged(ctx, studentId, outcome.section);
  return presentOutcome(ctx.db, studentId, reply.id, outcome, lang);
}

/** Why one reply of a commit was not recorded, in the student's language. */
function refusal(ctx: AppContext, id: string, error: unknown, lang: Language): RefusedReply {
  if (error instanceof AppError) {
    return { id, code: error.code, message: translate(lang, error.messageKey, error.params) };
  }
  ctx.logger.error({ err: error }, 'commit reply failed');
  return { id, code: ResultCode.internal, message: translate(lang, 'general.internalError') };
}

/**
 * `test-record/commit`: the offline queue's answers, each recorded (idempotently) on its own,
 * so one refused answer never holds back the others. One push for the lot.
 */
export async function commitReplies(
  ctx: AppContext,
  studentId: number,
  testId: number,
  replies: readonly ReplyInput[],
  lang: Language,
): Promise<RecordResult<PresentedQuestion>[]> {
  const recorded: RecordResult<PresentedQuestion>[] = [];
  const refused: RefusedReply[] = [];
  const changed = new Set<string>();
  for (const reply of replies) {
    try {
      const outcome = await recordOne(ctx, studentId, testId, reply);
      if (!outcome.duplicate) changed.add(outcome.section);
      recorded.push(await presentOutcome(ctx.db, studentId, reply.id, outcome, lang));
    } catch (error) {
      refused.push(refusal(ctx, reply.id, error, lang));
    }
  }
  for (const section of changed) pushStatisticsChanged(ctx, studentId, section);
  if (refused.length > 0) {
    throw new AppError(
      ResultCode.general,
      'test.repliesNotRecorded',
      { num: refused.length },
      {},
      { testId, results: recorded, refused },
    );
  }
  return recorded;
}
