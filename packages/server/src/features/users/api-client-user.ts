import { UserStatus } from '@kokpit/shared';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { hashPassword } from '../auth/password-hash.js';
import { findUserRecord, insertUser, type UserRecord } from './user.repository.js';

/**
 * The service account an API client acts as: username `api-{clientId}`, administrator role,
 * a random password nobody knows (it signs in only with its client secret).
 */
export async function ensureApiClientUser(db: Db, clientId: string): Promise<UserRecord> {
  const username = `api-${clientId}`.toLowerCase().slice(0, 64);
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  const id =
    existing?.id ??
    (await db.transaction().execute(async (trx) =>
      insertUser(trx, {
        username,
        email: `${username}@api.invalid`,
        passwordHash: await hashPassword(randomBytes(32).toString('base64')),
        firstName: 'API',
        lastName: clientId,
        jobTitle: 'API client',
        lang: 'el',
        status: UserStatus.active,
        roles: ['administrator'],
      }),
    ));
  const user = await findUserRecord(db, id);
  if (!user) throw new Error(`API client user ${username} vanished`);
  return user;
}
