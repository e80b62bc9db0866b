import {
  applyReply,
  EMPTY_PROGRESS,
  isLearned,
  isStrongError,
  parseSchedulerState,
  scheduleReview,
  type QuestionProgress,
  type TestType,
} from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { athensDay } from './athens-day.js';
import {
  addToCategoryStats,
  addToDailyActivity,
  addToSectionStats,
  findTestStatsJson,
  saveCompletedTest,
  saveStanding,
  type SectionDelta,
} from './stats-writer.repository.js';
import { addCompletedTest, parseTestStats } from './test-stats.js';

/*
 * The statistics side of recording an answer (docs/SCORING.md). Runs inside the caller's
 * transaction. A student's standing on a question is one row whatever section asked it, so
 * the standing counters (progress sum, learned, strong errors) move in EVERY section holding
 * the question; the answer itself (replies, right answers, the day's activity) counts in the
 * section of the test only.
 */

export interface ReplyFacts {
  studentId: number;
  testId: number;
  /** The section of the test the answer was given in. */
  testSection: string;
  questionId: number;
  categoryId: number;
  /** Every section the question belongs to. */
  questionSections: readonly string[];
  correct: boolean;
  at: number;
  /** 100, or 30 without a verified school. */
  progressCap: number;
  /** The standing before the answer (read by the caller with its other checks); null: new. */
  before: QuestionProgress | null;
  /** The stored scheduler card (JSON), if any. */
  scheduler: string | null;
}

export interface ReplyStatsOutcome {
  /** The student's progress on the question after the answer. */
  progress: number;
  /** The test section's progress sum after the answer (overall progress × question count). */
  sectionProgressSum: number;
}

function sectionDeltas(f: ReplyFacts, before: QuestionProgress, after: QuestionProgress) {
  const standing = {
    progress: after.progress - before.progress,
    learned: Number(isLearned(after.progress)) - Number(isLearned(before.progress)),
    strongErrors: Number(isStrongError(after.wrong)) - Number(isStrongError(before.wrong)),
  };
  const none = { progress: 0, learned: 0, strongErrors: 0 };
  const sections = [...new Set([f.testSection, ...f.questionSections])];
  return sections.map((section): SectionDelta => ({
    section,
    replies: section === f.testSection ? 1 : 0,
    correct: section === f.testSection && f.correct ? 1 : 0,
    ...(f.questionSections.includes(section) ? standing : none),
  }));
}

/** Updates the standing and every counter one answer touches. */
export async function recordReplyStats(db: Db, f: ReplyFacts): Promise<ReplyStatsOutcome> {
  const before = f.before ?? EMPTY_PROGRESS;
  const after = applyReply(before, f.correct, f.progressCap);
  const card = scheduleReview(parseSchedulerState(f.scheduler), f.correct, f.at);
  await saveStanding(db, {
    studentId: f.studentId,
    questionId: f.questionId,
    testId: f.testId,
    at: f.at,
    level: after.level,
    progress: after.progress,
    replies: after.replies,
    correct: after.correct,
    correct_in_row: after.correctInRow,
    wrong: after.wrong,
    dueAt: card.due,
    scheduler: JSON.stringify(card),
  });
  const deltas = sectionDeltas(f, before, after);
  const sums = await addToSectionStats(db, f.studentId, deltas, f.at);
  await addToCategoryStats(db, f.studentId, f.categoryId, deltas);
  await addToDailyActivity(db, {
    studentId: f.studentId,
    section: f.testSection,
    day: athensDay(f.at),
    replies: 1,
    correct: f.correct ? 1 : 0,
  });
  const sectionProgressSum = sums.find((s) => s.section === f.testSection)?.progressSum ?? 0;
  return { progress: after.progress, sectionProgressSum };
}

/** Counts a completed test in the section's totals and per-type statistics. */
export async function recordCompletedTest(
  db: Db,
  t: {
    studentId: number;
    section: string;
    type: TestType;
    answers: number;
    right: number;
    passed: boolean | null;
    at: number;
  },
): Promise<void> {
  const stats = parseTestStats(await findTestStatsJson(db, t.studentId, t.section));
  const next = addCompletedTest(stats, t);
  await saveCompletedTest(db, {
    studentId: t.studentId,
    section: t.section,
    testStats: JSON.stringify(next),
    at: t.at,
  });
}
