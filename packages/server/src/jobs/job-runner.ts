import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppContext } from '../core/app-context.js';
import { now as systemNow } from '../core/clock.js';
import type { Job, JobOutcome } from './job.js';
import { claimRun, finishRun } from './job-runs.repository.js';
import { duePeriod } from './schedule.js';

export interface JobRunnerOptions {
  /** Milliseconds between ticks; 0 starts no timer (tests call tick with their own time). */
  tickMs?: number;
  clock?: () => number;
  /** A run still going after this long is taken to have died with its node. */
  leaseMs?: number;
  /** A failed run is tried again after this long. */
  retryMs?: number;
}

/** One run this node made. */
export interface JobRun {
  job: string;
  period: string;
  status: 'done' | 'failed';
  outcome: JobOutcome;
}

export interface JobRunner {
  /** This runner's name in job_runs.node. */
  node: string;
  /** Runs every job due at `at` whose period no node has claimed; what this node ran. */
  tick: (at?: number) => Promise<JobRun[]>;
  /** Stops the timer and waits for a tick in progress, which starts no further job. */
  stop: () => Promise<void>;
}

export const TICK_MS = 30_000;
const LEASE_MS = 30 * 60_000;
const RETRY_MS = 10 * 60_000;

/**
 * Runs scheduled jobs on this node. Every node runs one; the job_runs key makes each period run
 * on one node only (docs/ARCHITECTURE.md, "Scheduled jobs"). Ticks never overlap on a node, and
 * the timer keeps no process alive.
 */
export function startJobRunner(
  ctx: AppContext,
  jobs: readonly Job[],
  options: JobRunnerOptions = {},
): JobRunner {
  const clock = options.clock ?? systemNow;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const retryMs = options.retryMs ?? RETRY_MS;
  const node = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`.slice(-64);
  let inFlight: Promise<JobRun[]> = Promise.resolve([]);
  let stopped = false;

  const runDue = async (at: number): Promise<JobRun[]> => {
    const runs: JobRun[] = [];
    for (const job of jobs) {
      // A node shutting down finishes the job it is running and claims no other.
      if (stopped) break;
      const period = duePeriod(job.schedule, at);
      if (period === null) continue;
      const claim = { job: job.name, period, node, at };
      if (
        !(await claimRun(ctx.db, {
          ...claim,
          staleBefore: at - leaseMs,
          retryBefore: at - retryMs,
        }))
      )
        continue;
      runs.push(await runOne(ctx, job, claim, clock));
    }
    return runs;
  };
  const tick = (at = clock()): Promise<JobRun[]> => {
    inFlight = inFlight.then(() => runDue(at));
    return inFlight;
  };

  const tickMs = options.tickMs ?? TICK_MS;
  const timer =
    tickMs > 0
      ? setInterval(() => {
          tick().catch((err: unknown) => ctx.logger.warn({ err }, 'job tick failed'));
        }, tickMs)
      : undefined;
  timer?.unref();
  return {
    node,
    tick,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await inFlight.catch(() => undefined);
    },
  };
}

async function runOne(
  ctx: AppContext,
  job: Job,
  claim: { job: string; period: string; node: string; at: number },
  clock: () => number,
): Promise<JobRun> {
  let status: JobRun['status'] = 'done';
  let outcome: JobOutcome;
  const began = clock();
  try {
    outcome = await job.run(ctx, claim.at);
  } catch (err) {
    status = 'failed';
    // The error's name and message only: no stack trace reaches the log or the table.
    outcome = {
      error: err instanceof Error ? `${err.name}: ${err.message}`.slice(0, 500) : 'unknown',
    };
  }
  // Finished on the tick's time line (the tick's time plus the run's duration).
  const finishedAt = claim.at + Math.max(0, clock() - began);
  await finishRun(ctx.db, { ...claim, at: finishedAt, status, outcome: JSON.stringify(outcome) });
  const line = { job: job.name, period: claim.period, status, ...outcome };
  if (status === 'done') ctx.logger.info(line, 'job ran');
  else ctx.logger.error(line, 'job failed');
  return { job: job.name, period: claim.period, status, outcome };
}
