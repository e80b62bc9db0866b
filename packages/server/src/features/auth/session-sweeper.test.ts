import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent } from '../../test/factories.js';
import { signInToken } from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';
import { hashToken } from './tokens.js';
import { SWEEP_INTERVAL_MS } from './session-sweeper.js';

/** Resolves with the `signout` push's message once the socket has also been disconnected. */
function endedWith(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let message = '';
    const timer = setTimeout(() => reject(new Error('socket still open')), SWEEP_INTERVAL_MS * 3);
    socket.once('signout', (push: { message: string }) => (message = push.message));
    socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve(message);
    });
  });
}

describe(`a session ended in the database ends its sockets on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { seedContent: false });
  });
  afterAll(async () => server?.stop());

  async function signedInSockets() {
    const user = await buildStudent(server.ctx.db);
    const token = await signInToken(server, user);
    const app = await server.connect('/app', { lang: 'en' });
    expect((await emitAck(app, 'auth', { token })).isPositive).toBe(true);
    const student = await server.connect('/student', { token, lang: 'en' });
    return { token, app, student };
  }

  it('a session whose expires_at is put in the past disconnects its sockets within seconds', async () => {
    const { token, app, student } = await signedInSockets();
    const ended = [endedWith(app), endedWith(student)];
    const started = Date.now();
    await server.ctx.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1000 })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect(await Promise.all(ended)).toEqual([
      'Your session has expired. Please sign in again.',
      'Your session has expired. Please sign in again.',
    ]);
    expect(Date.now() - started).toBeLessThan(SWEEP_INTERVAL_MS * 2 + 500);
  });

  it('a session revoked directly in the database (an operator, a purge) does the same', async () => {
    const { token, app, student } = await signedInSockets();
    const ended = [endedWith(app), endedWith(student)];
    await server.ctx.db
      .updateTable('sessions')
      .set({ revoked_at: Date.now() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    await Promise.all(ended);
  });

  it('live sessions keep their sockets', async () => {
    const { app } = await signedInSockets();
    await new Promise((resolve) => setTimeout(resolve, SWEEP_INTERVAL_MS + 500));
    expect(app.connected).toBe(true);
    expect((await emitAck(app, 'get-language')).isPositive).toBe(true);
  });
});
