import { Limits } from '../constants.js';

/** Answers in a section before its success rate is trusted enough to allow a simulation. */
export const SIMULATION_MIN_REPLIES = 20;

export type SimulationBlock = 'unanswered' | 'lowSuccess' | null;

/**
 * Why a ministry simulation may not start (SPEC §4): a running test still has unanswered
 * questions (finish or cancel it first), or the success rate is below the section's threshold
 * (or not yet measured over enough answers).
 */
export function simulationBlock(input: {
  replies: number;
  success: number;
  minSuccess: number;
  unansweredInRunningTests: number;
}): SimulationBlock {
  if (input.unansweredInRunningTests > 0) return 'unanswered';
  if (input.replies < SIMULATION_MIN_REPLIES || input.success < input.minSuccess)
    return 'lowSuccess';
  return null;
}

/** The exam is passed with at most `errorsAllowed` wrong or unanswered questions. */
export function simulationPassed(errors: number, errorsAllowed: number): boolean {
  return errors <= errorsAllowed;
}

/** The recommended daily load (SPEC §9) against what the student answered today. */
export function dailyRecommendation(today: number) {
  const min = Limits.dailyAnswersMin;
  const max = Limits.dailyAnswersMax;
  const state = today < min ? 'below' : today > max ? 'above' : 'within';
  return { min, max, today, remaining: Math.max(0, min - today), state } as const;
}

/** The school is charged once, when the student's progress first reaches 10% (SPEC §9). */
export function crossesChargeThreshold(before: number, after: number): boolean {
  return before < Limits.schoolChargeProgress && after >= Limits.schoolChargeProgress;
}
