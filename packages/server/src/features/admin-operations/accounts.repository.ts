import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/* Accounts as the operator finds them to act on: never their password or token hashes. */

export interface AccountSummary {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  status: number;
  lastAccess: number | null;
  liveSessions: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function accounts(db: Db, at: number) {
  return db
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      'u.username',
      'u.email',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.status',
      'u.last_access as lastAccess',
      eb
        .selectFrom('sessions as s')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('s.user_id', '=', 'u.id')
        .where('s.revoked_at', 'is', null)
        .where('s.expires_at', '>', at)
        .as('liveSessions'),
    ]);
}

const present = (r: Omit<AccountSummary, 'liveSessions'> & { liveSessions: unknown }) => ({
  ...r,
  liveSessions: Number(r.liveSessions ?? 0),
});

/** Accounts whose username or e-mail contains the text (case folded), or whose id it is. */
export async function searchAccounts(
  db: Db,
  text: string,
  limit: number,
): Promise<AccountSummary[]> {
  const needle = `%${escapeLike(text.trim().toLowerCase())}%`;
  const id = /^\d+$/.test(text.trim()) ? Number(text.trim()) : -1;
  const rows = await accounts(db, Date.now())
    .where((eb) =>
      eb.or([
        eb('u.id', '=', id),
        sql<boolean>`lower(${eb.ref('u.username')}) like ${needle} escape '\\'`,
        sql<boolean>`lower(${eb.ref('u.email')}) like ${needle} escape '\\'`,
      ]),
    )
    .orderBy('u.username')
    .limit(limit)
    .execute();
  return rows.map(present);
}

export async function findAccount(db: Db, userId: number): Promise<AccountSummary | undefined> {
  const row = await accounts(db, Date.now()).where('u.id', '=', userId).executeTakeFirst();
  return row ? present(row) : undefined;
}
