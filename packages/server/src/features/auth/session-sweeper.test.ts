import type { Socket } from 'socket.io-client';
import type { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../core/app-context.js';
import { buildStudent } from '../../test/factories.js';
import { signInToken } from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';
import { hashToken } from './tokens.js';
import { startSessionSweeper, sweepEndedSessions, SWEEP_INTERVAL_MS } from './session-sweeper.js';

/** Resolves with the `signout` push's message once the socket has also been disconnected. */
function endedWith(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let message = '';
    socket.once('signout', (push: { message: string }) => (message = push.message));
    socket.once('disconnect', () => resolve(message));
  });
}

describe('the sweeper’s pace, on a clock the test moves', () => {
  it('sweeps once every SWEEP_INTERVAL_MS, and never two sweeps at once', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let finish = () => {};
      const sweep = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
      const stop = startSessionSweeper({} as AppContext, {} as Server, SWEEP_INTERVAL_MS, sweep);
      vi.advanceTimersByTime(SWEEP_INTERVAL_MS - 1);
      expect(sweep).toHaveBeenCalledTimes(0);
      vi.advanceTimersByTime(1);
      expect(sweep).toHaveBeenCalledTimes(1);
      // A sweep still running when the next is due: that one is skipped.
      vi.advanceTimersByTime(SWEEP_INTERVAL_MS);
      expect(sweep).toHaveBeenCalledTimes(1);
      finish();
      await vi.waitFor(() => {
        vi.advanceTimersByTime(SWEEP_INTERVAL_MS);
        expect(sweep).toHaveBeenCalledTimes(2);
      });
      stop();
      vi.advanceTimersByTime(10 * SWEEP_INTERVAL_MS);
      expect(sweep).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

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

  // Within one sweep of the server's own (its pace is the test above).
  it('a session whose expires_at is put in the past disconnects its sockets within seconds', async () => {
    const { token, app, student } = await signedInSockets();
    const ended = [endedWith(app), endedWith(student)];
    await server.ctx.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1000 })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect(await Promise.all(ended)).toEqual([
      'Your session has expired. Please sign in again.',
      'Your session has expired. Please sign in again.',
    ]);
  });

  it('a session revoked directly in the database (an operator, a purge) does the same', async () => {
    const { token, app, student } = await signedInSockets();
    const ended = [endedWith(app), endedWith(student)];
    await server.ctx.db
      .updateTable('sessions')
      .set({ revoked_at: Date.now() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    // The next sweep (run here rather than waited for; the server's own is the test above).
    await sweepEndedSessions(server.ctx, server.ctx.io!);
    await Promise.all(ended);
  });

  it('live sessions keep their sockets', async () => {
    const { app } = await signedInSockets();
    // A sweep has passed (the one the test runs): it ended no live session.
    await sweepEndedSessions(server.ctx, server.ctx.io!);
    expect(app.connected).toBe(true);
    expect((await emitAck(app, 'get-language')).isPositive).toBe(true);
  });
});
