/*
 * When a job is due, in Greek time: the school day, the night and the month are Athens's, not
 * UTC's. A schedule names a period (a day, a month, a slice of time) and when in it the job
 * becomes due; the runner runs each period at most once across every node (job-runs.repository).
 */

/** Athens wall time at a UTC instant (epoch ms). */
const athensParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Athens',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface AthensTime {
  month: string;
  day: string;
  dayOfMonth: number;
  time: string;
}

function athensTime(at: number): AthensTime {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    athensParts.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  const [y, m, d] = [part('year'), part('month'), part('day')];
  return {
    month: `${y}-${m}`,
    day: `${y}-${m}-${d}`,
    dayOfMonth: Number(d),
    time: `${part('hour')}:${part('minute')}`,
  };
}

export type Schedule =
  /** Once an Athens day, from `at` (HH:MM) on. */
  | { kind: 'daily'; at: string }
  /** Once an Athens month, from day `day` at `at` (HH:MM) on. */
  | { kind: 'monthly'; day: number; at: string }
  /** Once every `ms` milliseconds of UTC time (periods counted from the epoch). */
  | { kind: 'every'; ms: number };

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

function checkedTime(at: string): string {
  if (!HH_MM.test(at)) throw new Error(`A schedule's time is HH:MM, not "${at}"`);
  return at;
}

/** Every Athens night at `at`; on the spring-forward night a missing 03:30 runs at 04:00. */
export const daily = (at: string): Schedule => ({ kind: 'daily', at: checkedTime(at) });

/** Every Athens month on day `day` (1-28, so every month has it) at `at`. */
export function monthly(day: number, at: string): Schedule {
  if (!Number.isInteger(day) || day < 1 || day > 28) throw new Error('A monthly day is 1 to 28');
  return { kind: 'monthly', day, at: checkedTime(at) };
}

/** Every `ms` milliseconds (at least a minute: the runner ticks every 30 seconds). */
export function every(ms: number): Schedule {
  if (!Number.isInteger(ms) || ms < 60_000) throw new Error('A job runs at most once a minute');
  return { kind: 'every', ms };
}

/**
 * The period a job is due for at `now`, or null while the current period's time has not come.
 * Only the current period is ever due: a night missed while every node was down is not run
 * twice the next night, it is run once, late (jobs are written to catch up on what they missed).
 */
export function duePeriod(schedule: Schedule, now: number): string | null {
  if (schedule.kind === 'every') return `${Math.floor(now / schedule.ms)}`;
  const t = athensTime(now);
  if (schedule.kind === 'daily') return t.time >= schedule.at ? t.day : null;
  const reached =
    t.dayOfMonth > schedule.day || (t.dayOfMonth === schedule.day && t.time >= schedule.at);
  return reached ? t.month : null;
}
