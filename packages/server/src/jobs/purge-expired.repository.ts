import type { Db } from '../db/database.js';

/*
 * Each call deletes at most `limit` rows in one statement (its own transaction): the purge stays
 * within the rule of bounded transactions (db/bounded-transactions.ts), however much piled up.
 */

/** Deletes up to `limit` password-reset links past their expiry (used or not); how many. */
export async function deleteExpiredPasswordResets(
  db: Db,
  now: number,
  limit: number,
): Promise<number> {
  const r = await db
    .deleteFrom('password_resets')
    .where('token_hash', 'in', (eb) =>
      eb
        .selectFrom('password_resets')
        .select('token_hash')
        .where('expires_at', '<=', now)
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/**
 * Deletes up to `limit` sessions past their expiry or revoked; how many. Their sockets were
 * closed by the session sweeper within seconds of the end; a row gone reads to it as ended too.
 */
export async function deleteEndedSessions(db: Db, now: number, limit: number): Promise<number> {
  const r = await db
    .deleteFrom('sessions')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('sessions')
        .select('id')
        .where((w) => w.or([w('expires_at', '<=', now), w('revoked_at', 'is not', null)]))
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
