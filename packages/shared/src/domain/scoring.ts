import { Limits } from '../constants.js';

/*
 * Success, error strength ("power") and the errors-test weights: SPEC §9 fixes their
 * ingredients (questions with over 2 wrong replies / 20, capped at 4; an error divisor that
 * starts at 3 and is capped at 5; percentages capped at 100). docs/SCORING.md works examples.
 */

/** Questions with more than this many wrong replies count as strong errors. */
export const STRONG_ERROR_REPLIES = 2;
export const STRONG_ERROR_DIVISOR = 20;
export const MAX_ERROR_WEIGHT = 4;
/** Success points taken per unit of error weight. */
export const SUCCESS_POINTS_PER_WEIGHT = 5;
export const ERROR_DIVISOR_START = 3;
export const ERROR_DIVISOR_MAX = 5;

const clampPercent = (v: number) => Math.max(0, Math.min(Limits.maxProgress, Math.round(v)));

export const isStrongError = (wrong: number): boolean => wrong > STRONG_ERROR_REPLIES;

/** min(4, strongErrors / 20). */
export function errorWeight(strongErrors: number): number {
  return Math.min(MAX_ERROR_WEIGHT, strongErrors / STRONG_ERROR_DIVISOR);
}

/**
 * Success %: the share of right answers, less 5 points per unit of error weight, so that a
 * student who keeps failing the same questions does not look ready. 0 with no answers.
 */
export function successPercent(correct: number, replies: number, strongErrors: number): number {
  if (replies <= 0) return 0;
  return clampPercent(
    (100 * correct) / replies - SUCCESS_POINTS_PER_WEIGHT * errorWeight(strongErrors),
  );
}

/** The divisor of a question's error strength: 3, plus one per right answer in a row, ≤ 5. */
export function errorDivisor(correctInRow: number): number {
  return Math.min(ERROR_DIVISOR_MAX, ERROR_DIVISOR_START + correctInRow);
}

/**
 * A question's error strength in 0–1: wrong answers over the divisor. Right answers in a row
 * raise the divisor, so a question the student has since mastered weighs less.
 */
export function questionErrorStrength(wrong: number, correctInRow: number): number {
  if (wrong <= 0) return 0;
  return Math.min(1, wrong / errorDivisor(correctInRow));
}

/**
 * Power (error strength of the section, %): the mean error strength of the questions the
 * student has answered. 0 is best.
 */
export function powerPercent(strengthSum: number, answeredCount: number): number {
  if (answeredCount <= 0) return 0;
  return clampPercent((100 * strengthSum) / answeredCount);
}
