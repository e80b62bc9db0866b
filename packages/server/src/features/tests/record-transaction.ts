import {
  Limits,
  overallProgress,
  progressCap,
  SectionStatus,
  simulationPassed,
  type QuestionProgress,
  type ReplyInput,
  type TestType,
} from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import type { Db, Dialect } from '../../db/database.js';
import { recordCompletedTest, recordReplyStats } from '../statistics/reply-stats.service.js';
import { sectionQuestionCount } from '../statistics/section-readiness.js';
import { chargeActivation } from './activation-charge.repository.js';
import { questionFacts } from './question-facts.js';
import {
  findRecordContext,
  insertReply,
  touchTest,
  type RunningTestContext,
  type StoredStanding,
} from './record-path.repository.js';
import {
  countTestReplies,
  findCorrectAnswerId,
  findQuestionProgress,
  findReplyByClientId,
  findReplyById,
  finishTest,
  type ReplyRow,
} from './replies.repository.js';
import { findTest } from './tests.repository.js';
import { notRunning } from './test-view.js';

/*
 * Recording one answer inside a transaction (SPEC §4, docs/SCORING.md): the reply, the
 * student's standing and every counter, the test's completion and the school's 10% charge.
 * Idempotent: a client id seen before, or a second answer to the same question of the test,
 * answers the first result and counts nothing. Every refusal is thrown before the first write,
 * which group commit relies on.
 */

export interface Outcome {
  /** The reply that counts (the earlier one for a duplicate). */
  reply: ReplyRow;
  duplicate: boolean;
  section: string;
  type: string;
  completed: boolean;
  correctAnswerId: number | null;
  progress: number;
}

export interface Attempt {
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
async function chargeIfDue(db: Db, a: Attempt, test: RunningTestContext, progressSum: number) {
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
async function completeTest(db: Db, a: Attempt, test: RunningTestContext): Promise<void> {
  const { answers, right } = await countTestReplies(db, test.id);
  const passed =
    test.type === 'simulation'
      ? simulationPassed(test.total - right, test.errorsAllowed ?? 0)
      : null;
  await finishTest(db, test.id, a.at, passed);
  await recordCompletedTest(db, {
    studentId: a.studentId,
    section: test.section,
    type: test.type as TestType,
    answers,
    right,
    passed,
    at: a.at,
  });
}

const toProgress = (s: StoredStanding): QuestionProgress => ({
  level: s.level,
  progress: s.progress,
  replies: s.replies,
  correct: s.correct,
  correctInRow: s.correctInRow,
  wrong: s.wrong,
});

/** The checks of one answer, in the order that keeps a resent answer idempotent. */
async function checkAnswer(db: Db, a: Attempt) {
  const { reply } = a;
  const c = await findRecordContext(db, {
    studentId: a.studentId,
    testId: a.testId,
    questionId: reply.questionId,
    clientId: reply.id,
  });
  // A resent answer is answered as before even once its test is over (the offline queue).
  if (c?.earlierByClientId) return { earlier: await findReplyById(db, c.earlierByClientId) };
  if (!c?.test) throw notRunning();
  const facts = c.questionInTest ? await questionFacts(db, reply.questionId, a.at, a.root) : null;
  if (!facts?.answerIds.includes(reply.answerId)) throw AppError.notFound('question.notFound');
  if (c.earlierInTest) return { earlier: await findReplyById(db, c.earlierInTest) };
  return { context: c, test: c.test, facts };
}

type Checked = Exclude<Awaited<ReturnType<typeof checkAnswer>>, { earlier: ReplyRow }>;

/** The standing and every counter the answer moves. */
function countAnswer(db: Db, a: Attempt, { context, test, facts }: Checked, correct: boolean) {
  return recordReplyStats(db, {
    studentId: a.studentId,
    testId: test.id,
    testSection: test.section,
    questionId: a.reply.questionId,
    categoryId: facts.categoryId,
    questionSections: facts.sections,
    correct,
    at: a.at,
    progressCap: progressCap(context.schoolVerified),
    before: context.standing && toProgress(context.standing),
    scheduler: context.standing?.scheduler ?? null,
  });
}

/** The reply, the standing and counters, the test's progress and the school's charge. */
async function writeAnswer(db: Db, a: Attempt, { context, test, facts }: Checked) {
  const { studentId, reply } = a;
  const correct = reply.answerId === facts.correctAnswerId;
  const row: ReplyRow = {
    clientId: reply.id,
    testId: test.id,
    questionId: reply.questionId,
    answerId: reply.answerId,
    correct,
    answeredAt: a.at,
  };
  // A safety net: the student's lock (or SQLite's single writer) already rules this race out.
  if (!(await insertReply(db, { ...row, studentId, at: a.at }))) {
    const raced = await findReplyByClientId(db, studentId, reply.id);
    if (raced) return earlierOutcome(db, studentId, raced);
  }
  const stats = await countAnswer(db, a, { context, test, facts }, correct);
  const completed = test.answered + 1 >= test.total;
  if (completed) await completeTest(db, a, test);
  else await touchTest(db, test.id, a.at);
  await chargeIfDue(db, a, test, stats.sectionProgressSum);
  const { section, type } = test;
  const { correctAnswerId } = facts;
  return {
    reply: row,
    duplicate: false,
    section,
    type,
    completed,
    correctAnswerId,
    progress: stats.progress,
  };
}

/** Records one answer inside the caller's transaction; refusals are thrown before any write. */
export async function recordInTransaction(db: Db, a: Attempt): Promise<Outcome> {
  const checked = await checkAnswer(db, a);
  if (checked.earlier) return earlierOutcome(db, a.studentId, checked.earlier);
  return writeAnswer(db, a, checked);
}
