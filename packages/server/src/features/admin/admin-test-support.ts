import type { Envelope } from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { buildUser, type BuiltUser } from '../../test/factories.js';
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
