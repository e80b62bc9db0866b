/*
 * The clock of a ministry simulation (docs/SCORING.md "When a simulation ends"). The server is
 * the authority: a simulation whose time is up is completed there, with its unanswered questions
 * counted as errors, whether or not the browser is still open.
 */

/**
 * How long after the time limit answers are still taken: an answer given in the last second
 * may spend a moment on a slow mobile link, and the browser sends its waiting answers only when
 * its own clock reaches the limit.
 */
export const SIMULATION_GRACE_MS = 30_000;

export interface SimulationClock {
  type: string;
  /** Epoch ms the test started. */
  dateStarted: number;
  /** The exam time (car: 35). */
  minutes: number;
}

/** When the simulation's time runs out (the timer the student sees reaches zero). */
export function simulationDeadline(test: Pick<SimulationClock, 'dateStarted' | 'minutes'>): number {
  return test.dateStarted + test.minutes * 60_000;
}

/**
 * Whether a simulation's time is up for good: after its deadline and the grace. Nothing else
 * expires: practice tests keep their timer only as a guide.
 */
export function simulationExpired(test: SimulationClock, now: number): boolean {
  return test.type === 'simulation' && now > simulationDeadline(test) + SIMULATION_GRACE_MS;
}

/**
 * When a simulation finished now counts as completed: now, or its deadline once expired (the
 * exam ended when its time did, however late the server notices).
 */
export function simulationCompletedAt(test: SimulationClock, now: number): number {
  return simulationExpired(test, now) ? simulationDeadline(test) : now;
}

/** Whether a completed simulation ended on its clock rather than by the student's "finish". */
export function simulationTimedOut(
  test: Pick<SimulationClock, 'dateStarted' | 'minutes'> & { dateCompleted: number | null },
): boolean {
  return test.dateCompleted !== null && test.dateCompleted >= simulationDeadline(test);
}
