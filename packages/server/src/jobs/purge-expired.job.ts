import { MAX_ROWS_PER_TRANSACTION } from '../db/bounded-transactions.js';
import { defineJob } from './job.js';
import { deleteEndedSessions, deleteExpiredPasswordResets } from './purge-expired.repository.js';
import { daily } from './schedule.js';

/** Deletes in bounded batches until a batch comes back short; how many in all. */
async function drain(deleteBatch: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await deleteBatch(MAX_ROWS_PER_TRANSACTION);
    total += n;
    if (n < MAX_ROWS_PER_TRANSACTION) return total;
    // Learners' answers waiting on the connection go between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Nightly, when Greek learners sleep: expired password-reset links and ended sessions go.
 * Neither is read once ended (a link past its time and a revoked or expired token are refused
 * either way); the audit log keeps who signed in and reset what. Idempotent: a second run of the
 * same night finds nothing.
 */
export const purgeExpiredJob = defineJob({
  name: 'purge-expired',
  schedule: daily('03:30'),
  run: async (ctx, now) => ({
    passwordResets: await drain((limit) => deleteExpiredPasswordResets(ctx.db, now, limit)),
    sessions: await drain((limit) => deleteEndedSessions(ctx.db, now, limit)),
  }),
});
