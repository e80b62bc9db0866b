import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SessionsTable } from '../../db/schema.js';

export type SessionRow = Selectable<SessionsTable>;

export interface NewSession {
  userId: number;
  tokenHash: string;
  rememberMe: boolean;
  client: string;
  ip: string;
  userAgent: string;
  expiresAt: number;
}

export async function insertSession(db: Db, s: NewSession): Promise<number> {
  const at = Date.now();
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: s.userId,
      token_hash: s.tokenHash,
      remember_me: s.rememberMe ? 1 : 0,
      client: s.client,
      ip: s.ip.slice(0, 64),
      user_agent: s.userAgent.slice(0, 255),
      created_at: at,
      last_seen_at: at,
      expires_at: s.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The live session a token names (not revoked, not expired), found by the token's hash. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
  at: number,
): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
}

/** A live session by its id (a socket's session, asked about again). */
export async function findLiveSessionById(
  db: Db,
  id: number,
  at: number,
): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
}

export async function listLiveSessionIds(db: Db, userId: number, at: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', at)
    .execute();
  return rows.map((r) => r.id);
}

export async function revokeSessions(db: Db, ids: number[], at: number): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('sessions').set({ revoked_at: at }).where('id', 'in', ids).execute();
}

/** Of these sessions, the ones that have ended: revoked, expired by `at`, or deleted. */
export async function findEndedSessions(
  db: Db,
  ids: number[],
  at: number,
): Promise<{ id: number }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'revoked_at', 'expires_at'])
    .where('id', 'in', ids)
    .execute();
  const found = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = found.get(id);
    if (row && row.revoked_at === null && row.expires_at > at) return [];
    return [{ id }];
  });
}
