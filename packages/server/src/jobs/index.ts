import type { Job } from './job.js';
import { lapseCreditsJob } from './lapse-credits.job.js';
import { monthlyPackagesJob } from './monthly-packages.job.js';
import { purgeExpiredJob } from './purge-expired.job.js';

/** Every scheduled job: a new one is a file like purge-expired.job.ts and a line here. */
export const JOBS: readonly Job[] = [purgeExpiredJob, lapseCreditsJob, monthlyPackagesJob];

export { startJobRunner, type JobRunner } from './job-runner.js';
