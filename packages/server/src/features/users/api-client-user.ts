import { ROLE_PERMISSIONS, ROLES, UserStatus, type Permission, type Role } from '@kokpit/shared';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { hashPassword } from '../auth/password-hash.js';
import { findUserRecord, insertUser, setUserRoles, type UserRecord } from './user.repository.js';

/** The roles that grant nothing beyond these permissions (none: public data only). */
export function rolesFor(permissions: readonly Permission[]): Role[] {
  return ROLES.filter((role) => ROLE_PERMISSIONS[role].every((p) => permissions.includes(p)));
}

/**
 * The service account an API client acts as: username `api-{clientId}`, a random password
 * nobody knows (it signs in only with its client secret), and exactly the roles its
 * API_CLIENTS entry grants — set again at each sign-in, so a narrowed entry takes effect and
 * accounts made when every client was an administrator lose that role.
 */
export async function ensureApiClientUser(
  db: Db,
  clientId: string,
  permissions: readonly Permission[],
): Promise<UserRecord> {
  const username = `api-${clientId}`.toLowerCase().slice(0, 64);
  const roles = rolesFor(permissions);
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  const id = await db.transaction().execute(async (trx) => {
    if (existing) {
      await setUserRoles(trx, existing.id, roles);
      return existing.id;
    }
    return insertUser(trx, {
      username,
      email: `${username}@api.invalid`,
      passwordHash: await hashPassword(randomBytes(32).toString('base64')),
      firstName: 'API',
      lastName: clientId,
      jobTitle: 'API client',
      lang: 'el',
      status: UserStatus.active,
      roles,
    });
  });
  const user = await findUserRecord(db, id);
  if (!user) throw new Error(`API client user ${username} vanished`);
  return user;
}
