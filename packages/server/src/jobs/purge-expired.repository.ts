import type { Db } from '../db/database.js';

/** Deletes password-reset links past their expiry (used or not); how many. */
export async function deleteExpiredPasswordResets(db: Db, now: number): Promise<number> {
  const r = await db
    .deleteFrom('password_resets')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/**
 * Deletes sessions past their expiry or revoked; how many. Their sockets were closed by the
 * session sweeper within seconds of the end; a row gone reads to it as ended too.
 */
export async function deleteEndedSessions(db: Db, now: number): Promise<number> {
  const r = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
