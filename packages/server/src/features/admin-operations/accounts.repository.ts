import type { Db } from '../../db/database.js';
import { foldedContains } from '../../db/folded-search.js';

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

/**
 * Accounts whose username, e-mail or name contains the text (case and accents folded), or
 * whose id it is.
 */
export async function searchAccounts(
  db: Db,
  text: string,
  limit: number,
): Promise<AccountSummary[]> {
  const id = /^\d+$/.test(text.trim()) ? Number(text.trim()) : -1;
  const rows = await accounts(db, Date.now())
    .where((eb) =>
      eb.or([
        eb('u.id', '=', id),
        foldedContains(eb.ref('u.username'), text),
        foldedContains(eb.ref('u.email'), text),
        foldedContains(eb.ref('u.first_name'), text),
        foldedContains(eb.ref('u.last_name'), text),
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
