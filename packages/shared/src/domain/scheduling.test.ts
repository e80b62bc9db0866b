import { describe, expect, it } from 'vitest';
import { parseSchedulerState, scheduleReview } from './scheduling.js';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 1);

describe('spaced repetition (FSRS)', () => {
  it('right answers push the next review further away: 3, 14, then 57 days', () => {
    let state = scheduleReview(null, true, T0);
    expect(Math.round((state.due - T0) / DAY)).toBe(3);
    let at = state.due;
    state = scheduleReview(state, true, at);
    expect(Math.round((state.due - at) / DAY)).toBe(14);
    at = state.due;
    state = scheduleReview(state, true, at);
    expect(Math.round((state.due - at) / DAY)).toBe(57);
  });

  it('a wrong answer brings the question back sooner and counts a lapse', () => {
    const good = scheduleReview(scheduleReview(null, true, T0), true, T0 + 3 * DAY);
    const lapse = scheduleReview(good, false, good.due);
    expect(lapse.lapses).toBe(1);
    expect(lapse.due - good.due).toBeLessThan(good.due - (T0 + 3 * DAY));
  });

  it('the stored card survives a JSON round trip; junk parses to null', () => {
    const state = scheduleReview(null, true, T0);
    expect(parseSchedulerState(JSON.stringify(state))).toEqual(state);
    expect(parseSchedulerState('{}')).toBeNull();
    expect(parseSchedulerState('nope')).toBeNull();
    expect(parseSchedulerState(null)).toBeNull();
  });
});
