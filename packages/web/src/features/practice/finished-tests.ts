import type { SimulationOutcome, Test } from './api/tests';

/*
 * A finished test cannot be resumed from the server ("Not running a test."), so its outcome is
 * kept in this tab's session storage: a reload of the result screen shows it again.
 */

export interface FinishedTest {
  outcome?: SimulationOutcome;
  timedOut?: boolean;
  /** How long the learner took, and in which section (for the "again" buttons). */
  tookMs?: number;
  section?: string;
  /** A practice test: its questions and the picked answer per question id. */
  practice?: { test: Test; picks: [number, number][] };
}

const key = (testId: number) => `kokpit.finished-test.${testId}`;

export function loadFinished(testId: number): FinishedTest | null {
  try {
    const raw = window.sessionStorage.getItem(key(testId));
    return raw ? (JSON.parse(raw) as FinishedTest) : null;
  } catch {
    return null;
  }
}

export function saveFinished(testId: number, patch: FinishedTest): void {
  try {
    const next = { ...loadFinished(testId), ...patch };
    window.sessionStorage.setItem(key(testId), JSON.stringify(next));
  } catch {
    // Storage full or refused: the result is still on screen, only a reload loses it.
  }
}
