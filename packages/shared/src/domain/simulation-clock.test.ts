import { describe, expect, it } from 'vitest';
import {
  SIMULATION_GRACE_MS,
  simulationCompletedAt,
  simulationDeadline,
  simulationExpired,
  simulationTimedOut,
} from './simulation-clock.js';

const started = Date.UTC(2026, 2, 1, 9, 0, 0);
const exam = { type: 'simulation', dateStarted: started, minutes: 35 };
const deadline = started + 35 * 60_000;

describe('the clock of a ministry simulation', () => {
  it('runs out the section exam time after the start', () => {
    expect(simulationDeadline(exam)).toBe(deadline);
  });

  it('is not expired up to the deadline and through the grace', () => {
    expect(simulationExpired(exam, started)).toBe(false);
    expect(simulationExpired(exam, deadline)).toBe(false);
    expect(simulationExpired(exam, deadline + SIMULATION_GRACE_MS)).toBe(false);
  });

  it('is expired after the deadline and the grace', () => {
    expect(simulationExpired(exam, deadline + SIMULATION_GRACE_MS + 1)).toBe(true);
    expect(simulationExpired(exam, deadline + 86_400_000)).toBe(true);
  });

  it('never expires a practice test, whatever its timer says', () => {
    const practice = { ...exam, type: 'progress' };
    expect(simulationExpired(practice, deadline + 86_400_000)).toBe(false);
  });

  it('completes an expired simulation at its deadline, a live one now', () => {
    expect(simulationCompletedAt(exam, deadline - 60_000)).toBe(deadline - 60_000);
    expect(simulationCompletedAt(exam, deadline + 10_000)).toBe(deadline + 10_000);
    expect(simulationCompletedAt(exam, deadline + 3_600_000)).toBe(deadline);
  });

  it('counts as timed out when it was completed at or after the deadline', () => {
    expect(simulationTimedOut({ ...exam, dateCompleted: null })).toBe(false);
    expect(simulationTimedOut({ ...exam, dateCompleted: deadline - 1 })).toBe(false);
    expect(simulationTimedOut({ ...exam, dateCompleted: deadline })).toBe(true);
  });
});
