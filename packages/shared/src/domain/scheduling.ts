import { createEmptyCard, fsrs, Rating, type Card, type CardInput } from 'ts-fsrs';

/*
 * When a learned question comes back: the FSRS spaced-repetition scheduler (ts-fsrs), one card
 * per student and question. A right answer is rated Good, a wrong one Again. Short-term steps
 * are off: a practice test is not a flashcard session, so intervals are whole days.
 */
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false, request_retention: 0.9 });

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

function toCard(s: SchedulerState): CardInput {
  return {
    due: new Date(s.due),
    stability: s.stability,
    difficulty: s.difficulty,
    elapsed_days: s.elapsedDays,
    scheduled_days: s.scheduledDays,
    reps: s.reps,
    lapses: s.lapses,
    learning_steps: 0,
    state: s.state,
    last_review: s.lastReview === null ? null : new Date(s.lastReview),
  };
}

function fromCard(c: Card): SchedulerState {
  return {
    due: c.due.getTime(),
    stability: c.stability,
    difficulty: c.difficulty,
    elapsedDays: c.elapsed_days,
    scheduledDays: c.scheduled_days,
    reps: c.reps,
    lapses: c.lapses,
    state: c.state,
    lastReview: c.last_review ? c.last_review.getTime() : null,
  };
}

/** Schedules the next review after an answer at `at` (epoch ms). */
export function scheduleReview(
  previous: SchedulerState | null,
  correct: boolean,
  at: number,
): SchedulerState {
  const card = previous ? toCard(previous) : createEmptyCard(new Date(at));
  const result = scheduler.next(card, new Date(at), correct ? Rating.Good : Rating.Again);
  return fromCard(result.card);
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
