import {
  Limits,
  overallProgress,
  progressCap,
  ResultCode,
  SectionStatus,
  simulationPassed,
  translate,
  type Language,
  type RecordResult,
  type RefusedReply,
  type ReplyInput,
} from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import { now } from '../../core/clock.js';
import type { Db, Dialect } from '../../db/database.js';
import { loadQuestions } from '../content/content.repository.js';
import { recordCompletedTest, recordReplyStats } from '../statistics/reply-stats.service.js';
import { sectionQuestionCount } from '../statistics/section-readiness.js';
import { pushStatisticsChanged } from '../statistics/statistics-pushes.js';
import { chargeActivation } from './activation-charge.repository.js';
import {
  countTestReplies,
  findCorrectAnswerId,
  findQuestionFacts,
  findQuestionProgress,
  findRecordContext,
  findReplyByClientId,
  findReplyInTest,
  finishTest,
  insertReply,
  listTestReplies,
  touchTest,
  type RecordContext,
  type ReplyRow,
} from './replies.repository.js';
import {
  presentRecordResult,
  presentSimulationResult,
  revealsAnswers,
  type PresentedQuestion,
} from './tests.presenter.js';
import { findTest, listTestQuestionIds, lockStudent } from './tests.repository.js';
import { notRunning } from './test-view.js';

/*
 * Recording an answer (SPEC §4, docs/SCORING.md): the reply, the student's standing and every
 * counter, the test's completion and the school's 10% charge, in ONE transaction. Idempotent:
 * a client id seen before, or a second answer to the same question of the test, answers the
 * first result and counts nothing.
 */

interface Outcome {
  /** The reply that counts (the earlier one for a duplicate). */
  reply: ReplyRow;
  duplicate: boolean;
  section: string;
  type: string;
  completed: boolean;
  correctAnswerId: number | null;
  progress: number;
}

interface Attempt {
  studentId: number;
  testId: number;
  reply: ReplyInput;
  at: number;
  dialect: Dialect;
  /** The root database, which owns cached bank facts while `db` is a transaction. */
  root: Db;
}

async function earlierOutcome(db: Db, studentId: number, reply: ReplyRow): Promise<Outcome> {
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

/** The school that activated the section is charged once progress reaches 10%. */
async function chargeIfDue(db: Db, a: Attempt, test: RecordContext, progressSum: number) {
  const schoolId = test.sectionSchoolId;
  if (
    test.sectionStatus !== SectionStatus.activated ||
    test.chargedAt !== null ||
    schoolId === null
  )
    return;
  const total = await sectionQuestionCount(db, test.section, a.at, a.root);
  if (overallProgress(progressSum, total) < Limits.schoolChargeProgress) return;
  await chargeActivation(db, { studentId: a.studentId, section: test.section, schoolId, at: a.at });
}

/** A completed test: its verdict (simulations) and the section's per-type counters. */
async function completeTest(db: Db, a: Attempt, test: RecordContext): Promise<void> {
  const { answers, right } = await countTestReplies(db, test.id);
  const passed =
    test.type === 'simulation'
      ? simulationPassed(test.total - right, test.errorsAllowed ?? 0)
      : null;
  await finishTest(db, test.id, a.at, passed);
  const type = test.type as Parameters<typeof recordCompletedTest>[1]['type'];
  await recordCompletedTest(db, {
    studentId: a.studentId,
    section: test.section,
    type,
    answers,
    right,
    passed,
    at: a.at,
  });
}

async function recordInTransaction(db: Db, a: Attempt): Promise<Outcome> {
  const { studentId, reply } = a;
  const earlier = await findReplyByClientId(db, studentId, reply.id);
  if (earlier) return earlierOutcome(db, studentId, earlier);
  const test = await findRecordContext(db, a.testId, studentId);
  if (!test) throw notRunning();
  const question = await findQuestionFacts(db, test.id, reply.questionId);
  if (!question?.answerIds.includes(reply.answerId)) throw AppError.notFound('question.notFound');
  const first = await findReplyInTest(db, test.id, reply.questionId);
  if (first) return earlierOutcome(db, studentId, first);

  const correct = reply.answerId === question.correctAnswerId;
  const row: ReplyRow = {
    clientId: reply.id,
    testId: test.id,
    questionId: reply.questionId,
    answerId: reply.answerId,
    correct,
    answeredAt: a.at,
  };
  if (!(await insertReply(db, { ...row, studentId, at: a.at }))) {
    // Another connection recorded this client id meanwhile (only possible without the lock).
    const raced = await findReplyByClientId(db, studentId, reply.id);
    if (raced) return earlierOutcome(db, studentId, raced);
  }
  const stats = await recordReplyStats(db, {
    studentId,
    testId: test.id,
    testSection: test.section,
    questionId: reply.questionId,
    categoryId: question.categoryId,
    questionSections: question.sections,
    correct,
    at: a.at,
    progressCap: progressCap(test.schoolVerified),
  });
  const completed = test.answered + 1 >= test.total;
  if (completed) await completeTest(db, a, test);
  else await touchTest(db, test.id, a.at);
  await chargeIfDue(db, a, test, stats.sectionProgressSum);
  return {
    reply: row,
    duplicate: false,
    section: test.section,
    type: test.type,
    completed,
    correctAnswerId: question.correctAnswerId,
    progress: stats.progress,
  };
}

async function presentOutcome(
  db: Db,
  studentId: number,
  replyId: string,
  o: Outcome,
  lang: Language,
): Promise<RecordResult<PresentedQuestion>> {
  const status = o.completed ? 'completed' : 'running';
  let result;
  if (o.type === 'simulation' && o.completed) {
    const test = await findTest(db, o.reply.testId, studentId);
    const questions = await loadQuestions(db, await listTestQuestionIds(db, o.reply.testId), lang);
    if (test) result = presentSimulationResult(test, questions, await listTestReplies(db, test.id));
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

async function recordOne(
  ctx: AppContext,
  studentId: number,
  testId: number,
  reply: ReplyInput,
): Promise<Outcome> {
  const attempt = { studentId, testId, reply, at: now(), dialect: ctx.dialect, root: ctx.db };
  return ctx.db.transaction().execute(async (trx) => {
    await lockStudent(trx, attempt.dialect, studentId);
    return recordInTransaction(trx, attempt);
  });
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
      if (!(error instanceof AppError)) ctx.logger.error({ err: error }, 'commit reply failed');
      const known = error instanceof AppError;
      const key = known ? error.messageKey : 'general.internalError';
      refused.push({
        id: reply.id,
        code: known ? error.code : ResultCode.internal,
        message: translate(lang, key, known ? error.params : {}),
      });
    }
  }
  for (const section of changed) pushStatisticsChanged(ctx, studentId, section);
  if (refused.length > 0) {
    throw new AppError(
      ResultCode.general,
      'test.repliesNotRecorded',
      { num: refused.length },
      {},
      { recorded, refused },
    );
  }
  return recorded;
}
