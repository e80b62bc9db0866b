import {
  applyReply,
  countsAsKnown,
  EMPTY_PROGRESS,
  isLearned,
  isStrongError,
  Limits,
  overallProgress,
  parseSchedulerState,
  progressCap,
  scheduleReview,
  SectionStatus,
  simulationPassed,
  type QuestionProgress,
  type ReplyInput,
  type TestType,
} from '@kokpit/shared';
import { athensDay } from '../statistics/athens-day.js';
import { addCompletedTest, parseTestStats } from '../statistics/test-stats.js';
import type { ReplyRow, QuestionFacts } from './replies.repository.js';

/*
 * What recording one answer writes (SPEC §4, docs/SCORING.md), worked out in memory from what
 * was read before it: the reply, the student's standing on the question, the counters of every
 * section holding the question (standing counters) and of the test's section (the answer
 * itself), the category and day counters, the test's progress or completion, and whether the
 * activating school is now charged. The stores (record-*.repository.ts) only carry it out.
 */

/** One answer to record. */
export interface Attempt {
  studentId: number;
  testId: number;
  reply: ReplyInput;
  at: number;
}

/** What the student's client is told of a recorded answer. */
export interface Outcome {
  /** The reply that counts (the earlier one for a duplicate). */
  reply: ReplyRow;
  duplicate: boolean;
  section: string;
  type: string;
  completed: boolean;
  correctAnswerId: number | null;
  progress: number;
  /**
   * The school this answer charged (progress reached 10%) and whose balance it left below
   * zero: told at once, once the answer is committed. The student is not told.
   */
  accountErrorSchoolId?: number;
  /** The school this answer charged (progress reached 10%): its managers are told at once. */
  chargedSchoolId?: number;
}

/** The student's standing on the question before the answer, as stored. */
export interface StoredStanding extends QuestionProgress {
  scheduler: string;
}

/** The running test an answer belongs to, with its section's rows. */
export interface RunningTestContext {
  id: number;
  section: string;
  type: string;
  errorsAllowed: number | null;
  total: number;
  answered: number;
  /** Right answers recorded in the test so far. */
  right: number;
  /** The student's section row: status, the activating school and when it was charged. */
  sectionStatus: number | null;
  sectionSchoolId: number | null;
  chargedAt: number | null;
  /** The section's statistics row: progress sum and per-type test counters (JSON). */
  progressSum: number;
  testStats: string | null;
}

/** Everything one answer is checked against, read in one statement. */
export interface RecordContext {
  schoolVerified: boolean;
  /** The test when it is the student's running test. */
  test: RunningTestContext | null;
  questionInTest: boolean;
  /** Row ids of an earlier reply under the same client id, or to the same question. */
  earlierByClientId: number | null;
  earlierInTest: number | null;
  standing: StoredStanding | null;
}

/** What one answer adds to a section's counters (a completed test only in its section). */
export interface SectionDelta {
  section: string;
  replies: number;
  correct: number;
  progress: number;
  learned: number;
  strongErrors: number;
  /** 1 when the answer completes a test of this section. */
  tests: number;
  /** The section's per-type test counters after the completion; null: unchanged. */
  testStats: string | null;
}

/** Every row one answer writes. */
export interface AnswerWrite {
  studentId: number;
  testId: number;
  questionId: number;
  answerId: number;
  correct: boolean;
  clientId: string;
  at: number;
  standing: QuestionProgress & { dueAt: number; scheduler: string };
  categoryId: number;
  sections: SectionDelta[];
  /** The test's section and the Athens day the answer counts in. */
  section: string;
  day: string;
  /** Set when the answer completes the test; `passed` for simulations. */
  completion: { passed: boolean | null } | null;
}

/** The school charged by this answer (progress reached 10%). */
export interface Charge {
  studentId: number;
  section: string;
  schoolId: number;
  at: number;
}

let dayMinute = -1;
let dayOfMinute = '';
/** athensDay, worked out once a minute: Athens is a whole number of hours off UTC. */
function answerDay(at: number): string {
  const minute = Math.floor(at / 60_000);
  if (minute !== dayMinute) {
    dayMinute = minute;
    dayOfMinute = athensDay(at);
  }
  return dayOfMinute;
}

/** Whether the student's section is activated by a school and not yet charged. */
export function awaitsCharge(test: RunningTestContext): boolean {
  return (
    test.sectionStatus === SectionStatus.activated &&
    test.chargedAt === null &&
    test.sectionSchoolId !== null
  );
}

function sectionDeltas(
  test: RunningTestContext,
  facts: QuestionFacts,
  correct: boolean,
  before: QuestionProgress,
  after: QuestionProgress,
  testStats: string | null,
): SectionDelta[] {
  // The standing is one row whatever section asked: its counters move in every section holding
  // the question; the answer itself counts in the test's section only.
  const standing = {
    progress: after.progress - before.progress,
    learned: Number(isLearned(after.progress)) - Number(isLearned(before.progress)),
    strongErrors: Number(isStrongError(after.wrong)) - Number(isStrongError(before.wrong)),
  };
  const none = { progress: 0, learned: 0, strongErrors: 0 };
  const sections = [...new Set([test.section, ...facts.sections])];
  return sections.map((section): SectionDelta => {
    const own = section === test.section;
    return {
      section,
      replies: own ? 1 : 0,
      correct: own && correct ? 1 : 0,
      ...(facts.sections.includes(section) ? standing : none),
      tests: own && testStats !== null ? 1 : 0,
      testStats: own ? testStats : null,
    };
  });
}

/** The completed test's verdict (simulations) and the section's per-type counters after it. */
function completion(test: RunningTestContext, correct: boolean) {
  const answers = test.answered + 1;
  const right = test.right + (correct ? 1 : 0);
  const passed =
    test.type === 'simulation'
      ? simulationPassed(test.total - right, test.errorsAllowed ?? 0)
      : null;
  const stats = addCompletedTest(parseTestStats(test.testStats), {
    type: test.type as TestType,
    answers,
    right,
    passed,
  });
  return { passed, testStats: JSON.stringify(stats) };
}

/**
 * The writes of a checked answer (its test running, the answer one of the question's, no
 * earlier reply) and what the client is told. `questionCount`: active questions of the test's
 * section, needed only when the section awaits its charge.
 */
export function planAnswer(
  a: Attempt,
  context: RecordContext & { test: RunningTestContext },
  facts: QuestionFacts,
  questionCount: number,
): { write: AnswerWrite; outcome: Outcome; charge: Charge | null } {
  const { test, standing } = context;
  const { reply, at } = a;
  // Honest scoring: the right answer picked after revealing it, or with the help open, counts as
  // not known.
  const given = reply.revealed === true || reply.helped === true;
  const correct = countsAsKnown(reply.answerId === facts.correctAnswerId, given);
  const before = standing ?? EMPTY_PROGRESS;
  const after = applyReply(before, correct, progressCap(context.schoolVerified));
  const card = scheduleReview(parseSchedulerState(standing?.scheduler), correct, at);
  const completed = test.answered + 1 >= test.total;
  const done = completed ? completion(test, correct) : null;
  const sections = sectionDeltas(test, facts, correct, before, after, done?.testStats ?? null);
  const progressSum =
    test.progressSum + (sections.find((s) => s.section === test.section)?.progress ?? 0);
  const charge =
    awaitsCharge(test) && overallProgress(progressSum, questionCount) >= Limits.schoolChargeProgress
      ? { studentId: a.studentId, section: test.section, schoolId: test.sectionSchoolId!, at }
      : null;
  const write: AnswerWrite = {
    studentId: a.studentId,
    testId: test.id,
    questionId: reply.questionId,
    answerId: reply.answerId,
    correct,
    clientId: reply.id,
    at,
    standing: { ...after, dueAt: card.due, scheduler: JSON.stringify(card) },
    categoryId: facts.categoryId,
    sections,
    section: test.section,
    day: answerDay(at),
    completion: done && { passed: done.passed },
  };
  const row: ReplyRow = {
    clientId: reply.id,
    testId: test.id,
    questionId: reply.questionId,
    answerId: reply.answerId,
    correct,
    answeredAt: at,
    ...(reply.revealed ? { revealed: true } : {}),
    ...(reply.helped ? { helped: true } : {}),
  };
  const outcome: Outcome = {
    reply: row,
    duplicate: false,
    section: test.section,
    type: test.type,
    completed,
    correctAnswerId: facts.correctAnswerId,
    progress: after.progress,
  };
  return { write, outcome, charge };
}

/**
 * Splits a batch into rounds holding each student at most once, in arrival order: a student's
 * second answer is checked against what the first wrote, and a round's rows never collide.
 */
export function splitRounds<T extends { studentId: number }>(batch: readonly T[]): T[][] {
  const rounds: T[][] = [];
  const seen = new Map<number, number>();
  for (const item of batch) {
    const round = seen.get(item.studentId) ?? 0;
    seen.set(item.studentId, round + 1);
    (rounds[round] ??= []).push(item);
  }
  return rounds;
}
