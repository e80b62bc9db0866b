import { defineJob } from './job.js';
import { deleteEndedSessions, deleteExpiredPasswordResets } from './purge-expired.repository.js';
import { daily } from './schedule.js';

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
    passwordResets: await deleteExpiredPasswordResets(ctx.db, now),
    sessions: await deleteEndedSessions(ctx.db, now),
  }),
});
