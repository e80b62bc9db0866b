import type { AppContext } from '../core/app-context.js';
import type { Schedule } from './schedule.js';

/** What a run reports (counts, mostly): written to job_runs.outcome and the log. */
export type JobOutcome = Record<string, number | string | boolean>;

/** A scheduled job: its name keys its runs, so it never changes once deployed. */
export interface Job {
  name: string;
  schedule: Schedule;
  /**
   * One run for the period due at `now` (the runner's clock, controllable in tests). A run must
   * be idempotent and catch up: a period left by a crashed node is run again by another.
   */
  run: (ctx: AppContext, now: number) => Promise<JobOutcome>;
}

const NAME = /^[a-z][a-z0-9-]{0,63}$/;

/** Checks a job's definition at load time (docs/ARCHITECTURE.md, "Scheduled jobs"). */
export function defineJob(job: Job): Job {
  if (!NAME.test(job.name)) throw new Error(`A job's name is kebab-case, not "${job.name}"`);
  return job;
}
