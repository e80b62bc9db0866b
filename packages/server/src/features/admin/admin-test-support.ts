import type { Envelope } from '@kokpit/shared';
import { createHash } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { Db } from '../../db/database.js';
import { buildSchool, buildUser, type BuiltUser } from '../../test/factories.js';
import { signInToken } from '../../test/learning.js';
import { emitAck, type TestServer } from '../../test/test-server.js';

/* Helpers of the back-office suites. */

export interface Operator {
  user: BuiltUser;
  socket: Socket;
  call: <T = Record<string, unknown>>(event: string, payload?: unknown) => Promise<Envelope<T>>;
}

/** A new administrator signed in and connected to /admin. */
export async function connectOperator(server: TestServer, lang = 'en'): Promise<Operator> {
  const user = await buildUser(server.ctx.db, { roles: ['administrator'] });
  const socket = await server.connect('/admin', { token: await signInToken(server, user), lang });
  return {
    user,
    socket,
    call: <T>(event: string, payload?: unknown) => emitAck<T>(socket, event, payload),
  };
}

/** Every text a reply carries, to look for names that must never leave the server. */
export function wireText(value: unknown): string {
  return JSON.stringify(value);
}

/** What `plantHiddenMarkers` left in hidden columns, to look for in what leaves the server. */
export interface HiddenMarkers {
  schoolId: number;
  identityId: number;
  /** Every stored password and session token hash. */
  secrets: string[];
  /** Texts that must never appear: the markers, and the picture's bytes as hex and base64. */
  markers: string[];
}

/**
 * A marker in every kind of hidden column: a school's search text and a social identity's
 * subject (the overlay's), an audit entry's details, a picture's bytes (a blob); and the
 * secrets the database already holds (hashes of passwords and session tokens).
 */
export async function plantHiddenMarkers(db: Db): Promise<HiddenMarkers> {
  const school = await buildSchool(db);
  await db
    .updateTable('schools')
    .set({ search_text: 'hiddenmarker-search' })
    .where('id', '=', school.schoolId)
    .execute();
  const identity = await db
    .insertInto('user_identities')
    .values({ provider: 't', subject: 'hiddenmarker-sub', user_id: school.id, created_at: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('audit_log')
    .values({ at: Date.now(), actor_id: null, action: 'test', details: '{"hiddenmarker":1}' })
    .execute();
  const blob = Buffer.from('hiddenmarker-bytes');
  await db
    .insertInto('pictures')
    .values({
      name: `hidden-marker-${identity.id}.png`,
      content_type: 'image/png',
      sha256: createHash('sha256').update(blob).digest('hex'),
      bytes: blob,
      updated_at: Date.now(),
    })
    .execute();
  const secrets = [
    ...(await db.selectFrom('users').select('password_hash').execute()).map((r) => r.password_hash),
    ...(await db.selectFrom('sessions').select('token_hash').execute()).map((r) => r.token_hash),
  ].filter((v): v is string => !!v);
  return {
    schoolId: school.schoolId,
    identityId: identity.id,
    secrets,
    markers: ['hiddenmarker', blob.toString('hex'), blob.toString('base64')],
  };
}
