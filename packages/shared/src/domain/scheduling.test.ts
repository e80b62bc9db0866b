import { describe, expect, it } from 'vitest';
import { createEmptyCard, fsrs, Rating, type Card } from 'ts-fsrs';
import {
  parseSchedulerState,
  SCHEDULER_PARAMETERS,
  scheduleReview,
  type SchedulerState,
} from './scheduling.js';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 1);

describe('spaced repetition (FSRS)', () => {
  it('right answers push the next review further away: 3, 14, then about two weeks at most', () => {
    let state = scheduleReview(null, true, T0);
    expect(Math.round((state.due - T0) / DAY)).toBe(3);
    let at = state.due;
    state = scheduleReview(state, true, at);
    expect(Math.round((state.due - at) / DAY)).toBe(14);
    at = state.due;
    state = scheduleReview(state, true, at);
    // ts-fsrs would say 57 days; the maximum interval (14) caps it, a right answer one day more
    // than a hard one's, as ts-fsrs keeps them apart.
    expect(Math.round((state.due - at) / DAY)).toBe(15);
    at = state.due;
    state = scheduleReview(state, true, at);
    expect(Math.round((state.due - at) / DAY)).toBe(15);
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

  it('gives what ts-fsrs itself schedules, answer after answer, over random histories', () => {
    const reference = fsrs(SCHEDULER_PARAMETERS);
    const asStored = (c: Card): SchedulerState => ({
      due: c.due.getTime(),
      stability: c.stability,
      difficulty: c.difficulty,
      elapsedDays: c.elapsed_days,
      scheduledDays: c.scheduled_days,
      reps: c.reps,
      lapses: c.lapses,
      state: c.state,
      lastReview: c.last_review ? c.last_review.getTime() : null,
    });
    // A fixed-seed generator: a failure names a history that can be replayed.
    let seed = 20261124;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    let compared = 0;
    for (let history = 0; history < 300; history++) {
      let at = T0 + Math.floor(random() * 365 * DAY);
      let ours: SchedulerState | null = null;
      let theirs: Card = createEmptyCard(new Date(at));
      for (let answer = 0; answer < 25; answer++) {
        const correct = random() < 0.75;
        ours = scheduleReview(ours, correct, at);
        theirs = reference.next(theirs, new Date(at), correct ? Rating.Good : Rating.Again).card;
        expect(ours, `history ${history}, answer ${answer}`).toEqual(asStored(theirs));
        compared += 1;
        // Same minute, same day, when due, early or long overdue.
        const gaps = [60_000, 5 * 3_600_000, ours.due - at, (ours.due - at) / 3, 200 * DAY];
        at += Math.floor(gaps[Math.floor(random() * gaps.length)]! * (0.5 + random()));
      }
    }
    expect(compared).toBe(7_500);
  });
});
