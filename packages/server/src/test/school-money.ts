import type { Envelope } from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { appendEntry } from '../features/billing/ledger.repository.js';
import type { BuiltUser } from './factories.js';
import { signInToken, type ServerAccess } from './learning.js';
import { emitAck } from './test-server.js';

/* Helpers of the school money suites (features/billing, features/coupons). */

/** A school account signed in over REST and connected to /school. */
export async function connectSchool(
  server: ServerAccess,
  user: BuiltUser,
  lang = 'en',
  options: { rememberMe?: boolean } = {},
): Promise<Socket> {
  return server.connect('/school', { token: await signInToken(server, user, options), lang });
}

/** Credits bought and paid (two ledger rows), as the back office will record them. */
export async function giveCredits(
  server: ServerAccess,
  schoolId: number,
  amount: number,
): Promise<void> {
  const db = server.ctx.db;
  const at = Date.now();
  const id = await appendEntry(db, {
    schoolId,
    kind: 'purchase',
    status: 'requested',
    amount,
    expiresAt: at + 1,
    at,
  });
  await appendEntry(db, { schoolId, kind: 'purchase', status: 'paid', settlesId: id!, at });
}

/** The school's ledger rows, oldest first. */
export function ledgerOf(server: ServerAccess, schoolId: number) {
  return server.ctx.db
    .selectFrom('credit_entries')
    .select(['id', 'kind', 'status', 'amount', 'hold', 'pool', 'student_id', 'settles_id'])
    .where('school_id', '=', schoolId)
    .orderBy('id')
    .execute();
}

export function emitSchool<T = Record<string, unknown>>(
  socket: Socket,
  event: string,
  payload?: unknown,
): Promise<Envelope<T>> {
  return emitAck<T>(socket, event, payload);
}
