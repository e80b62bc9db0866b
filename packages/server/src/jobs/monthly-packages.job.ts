import { startMonthForSchools } from '../features/billing/monthly-packages.js';
import { defineJob } from './job.js';
import { monthly } from './schedule.js';

/**
 * On the 1st of each Athens month: every school's chosen next package becomes its package and
 * the month's activations are granted (docs/BILLING.md). Idempotent: the grant is keyed by
 * school and month, and a school already switched has no next package left.
 */
export const monthlyPackagesJob = defineJob({
  name: 'monthly-packages',
  schedule: monthly(1, '00:05'),
  run: async (ctx, now) => ({ schools: await startMonthForSchools(ctx, now) }),
});
