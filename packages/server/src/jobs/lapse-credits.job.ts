import { lapseUnpaidCredits } from '../features/billing/credits.service.js';
import { defineJob } from './job.js';
import { every } from './schedule.js';

/**
 * Provisional credits unpaid 5 days after their request lapse (SPEC §9; docs/BILLING.md).
 * Every 15 minutes, so a purchase lapses within a quarter of an hour of its time; what is due is
 * read from the rows (expires_at), so a late or repeated run does the same.
 */
export const lapseCreditsJob = defineJob({
  name: 'lapse-credits',
  schedule: every(15 * 60_000),
  run: async (ctx, now) => ({ lapsed: await lapseUnpaidCredits(ctx, now) }),
});
