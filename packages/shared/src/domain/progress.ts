import { Limits } from '../constants.js';

/** A student's standing on one question (SPEC §3 question statistics, without dates). */
export interface QuestionProgress {
  /** Box 0–5: up one per right answer, back to 1 on a wrong one. */
  level: number;
  /** 0–100; learned above 90. */
  progress: number;
  replies: number;
  correct: number;
  correctInRow: number;
  wrong: number;
}

export const EMPTY_PROGRESS: QuestionProgress = {
  level: 0,
  progress: 0,
  replies: 0,
  correct: 0,
  correctInRow: 0,
  wrong: 0,
};

/**
 * Progress gained by a right answer, by how many right answers in a row it makes: the first
 * counts most, so three right answers in a row (40 + 30 + 25 = 95) make a question learned.
 */
export const PROGRESS_GAIN = [40, 30, 25] as const;
/** A wrong answer keeps this share of the progress (rounded down). */
export const PROGRESS_KEPT_ON_ERROR = 0.5;

export const MAX_LEVEL = 5;

/** The progress ceiling: 100, or 30 for a student without a verified school (SPEC §6). */
export function progressCap(schoolVerified: boolean): number {
  return schoolVerified ? Limits.maxProgress : Limits.noSchoolProgressCap;
}

/**
 * Whether an answer counts as known: the right answer picked without having revealed it. Picking
 * the answer "show correct answer" pointed at, or one the help explained before it was picked, is
 * recorded like a wrong one, for scheduling, progress and statistics alike: otherwise it would
 * teach the scheduler a memory that is not there.
 */
export const countsAsKnown = (right: boolean, revealed = false): boolean => right && !revealed;

/** A question is learned above 90 (SPEC §9). */
export const isLearned = (progress: number): boolean => progress > Limits.learnedProgress;

/** The standing after one more answer; pure, see docs/SCORING.md for worked examples. */
export function applyReply(
  before: QuestionProgress,
  correct: boolean,
  cap: number = Limits.maxProgress,
): QuestionProgress {
  const replies = before.replies + 1;
  if (correct) {
    const correctInRow = before.correctInRow + 1;
    const gain = PROGRESS_GAIN[Math.min(correctInRow, PROGRESS_GAIN.length) - 1]!;
    return {
      level: Math.min(MAX_LEVEL, before.level + 1),
      progress: Math.min(cap, Limits.maxProgress, before.progress + gain),
      replies,
      correct: before.correct + 1,
      correctInRow,
      wrong: before.wrong,
    };
  }
  return {
    level: 1,
    progress: Math.min(cap, Math.floor(before.progress * PROGRESS_KEPT_ON_ERROR)),
    replies,
    correct: before.correct,
    correctInRow: 0,
    wrong: before.wrong + 1,
  };
}

/** Overall progress: the rounded mean over every question of the section (unseen count 0). */
export function overallProgress(progressSum: number, questionCount: number): number {
  if (questionCount <= 0) return 0;
  return Math.min(Limits.maxProgress, Math.round(progressSum / questionCount));
}
