import { Limits } from '../constants.js';

/*
 * Exam readiness (docs/SCORING.md "Exam readiness"): how close a student is to the real
 * ministry exam in one section, from three things the exam itself rewards: having met the
 * whole bank, answering well lately, and passing simulations lately. It only advises; whether
 * a simulation may start stays with `simulationBlock`.
 */

/** Days that count as "lately" for success and simulations. */
export const READINESS_WINDOW_DAYS = 14;
/** Share of the bank to have answered at least once: ready at 90%, nearly at 60%. */
export const READY_COVERAGE = 0.9;
export const NEARLY_COVERAGE = 0.6;
/** Answers in the window before recent success is trusted. */
export const READINESS_MIN_RECENT_REPLIES = 50;
/** Recent success: ready at 90% (the car exam allows 3 errors in 30), nearly at 80%. */
export const READY_SUCCESS = 90;
export const NEARLY_SUCCESS = 80;
/** Simulations in the window passed one after another, the latest included. */
export const READY_SIMULATIONS_IN_ROW = 3;

export type ReadinessLevel = 'notReady' | 'nearly' | 'ready';

/** One thing still missing, with how much of it; the first is the one the student is shown. */
export type ReadinessGap =
  /** Questions of the bank never answered, to reach the ready coverage. */
  | { kind: 'coverage'; questions: number }
  /** Answers in the window still needed before recent success can be judged. */
  | { kind: 'practice'; answers: number }
  /** Recent success to reach, and what it is now. */
  | { kind: 'success'; target: number; now: number }
  /** Simulations still to pass in a row. */
  | { kind: 'simulations'; simulations: number }
  /** A demo student: no question can pass the cap (percent) without a school (SPEC §6). */
  | { kind: 'school'; cap: number };

export interface ReadinessInput {
  /** Active questions in the section. */
  total: number;
  /** Questions of the section answered at least once. */
  answered: number;
  /** Answers, and right ones, in the last READINESS_WINDOW_DAYS days. */
  recentReplies: number;
  recentCorrect: number;
  /** Whether each simulation completed in the window passed, the latest first. */
  recentSimulations: readonly boolean[];
  /** The student's progress cap per question: below 100 (a demo student), never ready. */
  progressCap?: number;
}

export interface Readiness {
  level: ReadinessLevel;
  /** Answered share of the bank, 0–100 (rounded down, so 100 means every question). */
  coverage: number;
  /** Success over the window, 0–100; null until READINESS_MIN_RECENT_REPLIES answers. */
  recentSuccess: number | null;
  /** Simulations passed in a row, the latest included (0 if the latest failed). */
  passedInRow: number;
  gaps: ReadinessGap[];
}

/**
 * The readiness of a section: ready when all three are met (coverage, recent success, passes in
 * a row); nearly when the studying is close (coverage and measured recent success at their
 * "nearly" marks) but something is still missing; not ready otherwise. Gaps come in the order
 * a student should close them: meet the bank, answer well, then pass simulations.
 */
export function examReadiness(input: ReadinessInput): Readiness {
  const total = Math.max(0, input.total);
  const answered = Math.min(Math.max(0, input.answered), total);
  const coverage = total === 0 ? 0 : Math.floor((answered * 100) / total);
  const measured = input.recentReplies >= READINESS_MIN_RECENT_REPLIES;
  const recentSuccess = measured
    ? Math.round((input.recentCorrect * 100) / input.recentReplies)
    : null;
  const firstFail = input.recentSimulations.indexOf(false);
  const passedInRow = firstFail === -1 ? input.recentSimulations.length : firstFail;

  const gaps: ReadinessGap[] = [];
  // Without a school nothing can be learned past the cap: readiness never claims "nearly" or
  // "ready" (issue 32), and once the rest is met, says a school is what is missing. The
  // dashboard's cap notice says it from the start.
  const capped = input.progressCap !== undefined && input.progressCap < Limits.maxProgress;
  const coverageMissing = Math.ceil(total * READY_COVERAGE) - answered;
  if (coverageMissing > 0) gaps.push({ kind: 'coverage', questions: coverageMissing });
  if (recentSuccess === null) {
    gaps.push({ kind: 'practice', answers: READINESS_MIN_RECENT_REPLIES - input.recentReplies });
  } else if (recentSuccess < READY_SUCCESS) {
    gaps.push({ kind: 'success', target: READY_SUCCESS, now: recentSuccess });
  }
  if (passedInRow < READY_SIMULATIONS_IN_ROW) {
    gaps.push({ kind: 'simulations', simulations: READY_SIMULATIONS_IN_ROW - passedInRow });
  }
  if (capped) gaps.push({ kind: 'school', cap: input.progressCap! });

  const nearly =
    !capped &&
    total > 0 &&
    answered >= Math.ceil(total * NEARLY_COVERAGE) &&
    recentSuccess !== null &&
    recentSuccess >= NEARLY_SUCCESS;
  const level: ReadinessLevel =
    total > 0 && gaps.length === 0 ? 'ready' : nearly ? 'nearly' : 'notReady';
  return { level, coverage, recentSuccess, passedInRow, gaps };
}
