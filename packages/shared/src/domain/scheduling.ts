import { fsrs, Rating, State } from 'ts-fsrs';

/*
 * When a learned question comes back: the FSRS spaced-repetition scheduler (ts-fsrs), one card
 * per student and question. A right answer is rated Good, a wrong one Again. Short-term steps
 * are off: a practice test is not a flashcard session, so intervals are whole days.
 */
export const SCHEDULER_PARAMETERS = {
  enable_fuzz: false,
  enable_short_term: false,
  request_retention: 0.9,
  // A student sits the exam within weeks: no question waits longer than two weeks to come back
  // (bench/learning: the learner keeps more of the bank to day 60 with it; docs/SCORING.md).
  maximum_interval: 14,
} as const;
const scheduler = fsrs(SCHEDULER_PARAMETERS);

/** The card as stored (JSON in question_stats.scheduler). */
export interface SchedulerState {
  due: number;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: number | null;
}

const DAY_MS = 86_400_000;
const utcDay = (ms: number): number => Math.floor(ms / DAY_MS);

/** A card's difficulty and stability after `grade`, `elapsed` days after its last review. */
type Memory = { difficulty: number; stability: number };

/**
 * Schedules the next review after an answer at `at` (epoch ms): what ts-fsrs's `next` (its
 * long-term scheduler) returns, worked out through the algorithm's own functions. `next` builds
 * a scheduler object and four candidate cards with their logs for every answer, which was a
 * tenth of the SQLite thread's time flat out; only the grade asked and the ones its interval is
 * bounded by are needed. scheduling.test.ts checks it against `next` on long random histories.
 */
export function scheduleReview(
  previous: SchedulerState | null,
  correct: boolean,
  at: number,
): SchedulerState {
  const isNew = previous === null || previous.state === State.New;
  // Whole UTC days since the last review, as ts-fsrs counts them (never negative: a clock set
  // back must not refuse an answer).
  const elapsed =
    isNew || previous.lastReview === null
      ? 0
      : Math.max(0, utcDay(at) - utcDay(previous.lastReview));
  const memory: Memory = {
    difficulty: previous?.difficulty ?? 0,
    stability: previous?.stability ?? 0,
  };
  // A new card's first answer has no recall to measure (ts-fsrs's newState passes none).
  const recall = isNew ? undefined : scheduler.forgetting_curve(elapsed, memory.stability);
  const after = (grade: Rating): Memory => scheduler.next_state(memory, elapsed, grade, recall);
  const interval = (m: Memory): number => scheduler.next_interval(m.stability, elapsed);
  // The intervals of the four grades are kept in order: Again <= Hard < Good.
  const again = after(Rating.Again);
  const hard = interval(after(Rating.Hard));
  const againDays = Math.min(interval(again), hard);
  const next = correct ? after(Rating.Good) : again;
  const days = correct ? Math.max(interval(next), Math.max(hard, againDays + 1) + 1) : againDays;
  return {
    due: at + days * DAY_MS,
    stability: next.stability,
    difficulty: next.difficulty,
    elapsedDays: elapsed,
    scheduledDays: days,
    reps: (previous?.reps ?? 0) + 1,
    // ts-fsrs counts a lapse only for a card already in review.
    lapses: (previous?.lapses ?? 0) + (!correct && !isNew ? 1 : 0),
    state: State.Review,
    lastReview: at,
  };
}

/** Parses a stored card; null for an empty or foreign value. */
export function parseSchedulerState(json: string | null | undefined): SchedulerState | null {
  if (!json) return null;
  try {
    const v = JSON.parse(json) as Partial<SchedulerState>;
    return typeof v.due === 'number' && typeof v.stability === 'number'
      ? (v as SchedulerState)
      : null;
  } catch {
    return null;
  }
}
