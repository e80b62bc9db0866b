import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PasswordResetsTable } from '../../db/schema.js';

export type PasswordResetRow = Selectable<PasswordResetsTable>;

/** What a reset mail needs to know about the account an e-mail address names. */
export interface ResetAccount {
  id: number;
  username: string;
  email: string;
  first_name: string;
  lang: string;
  status: number;
  /** An operator's link opens the back office's own sign-in, where operators reset it. */
  isOperator: boolean;
}

export async function findAccountByEmail(db: Db, email: string): Promise<ResetAccount | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'first_name', 'lang', 'status'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('user_roles')
            .select('user_roles.user_id')
            .whereRef('user_roles.user_id', '=', 'users.id')
            .where('user_roles.role', '=', 'administrator'),
        )
        .as('is_operator'),
    )
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!row) return undefined;
  const { is_operator, ...account } = row;
  return { ...account, isOperator: Boolean(is_operator) };
}

/** The account's password hash: null when it has none (social sign-in only), undefined when gone. */
export async function findPasswordHash(db: Db, userId: number): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.password_hash;
}

export async function insertPasswordReset(
  db: Db,
  r: { tokenHash: string; userId: number; at: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      token_hash: r.tokenHash,
      user_id: r.userId,
      created_at: r.at,
      expires_at: r.expiresAt,
    })
    .execute();
}

export async function findPasswordReset(
  db: Db,
  tokenHash: string,
): Promise<PasswordResetRow | undefined> {
  return db
    .selectFrom('password_resets')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Uses up a reset token if it is still unused and unexpired; only one of two concurrent
 * resets with the same link gets `true`.
 */
export async function claimPasswordReset(db: Db, tokenHash: string, at: number): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every other outstanding reset link of the user (older mails stop working). */
export async function expireOutstandingResets(db: Db, userId: number, at: number): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
