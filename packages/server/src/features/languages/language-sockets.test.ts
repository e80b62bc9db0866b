import { translate } from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent } from '../../test/factories.js';
import { signInToken } from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

describe(`a chosen language reaches every socket of the user (${testDialect()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { seedContent: false });
  });
  afterAll(async () => server?.stop());

  /** A /student reply carrying a server message: "Not running a test." in the socket's language. */
  const notRunning = async (socket: Socket) =>
    (await emitAck(socket, 'test-resume', { id: 999_999 })).message;

  async function student() {
    const user = await buildStudent(server.ctx.db);
    const token = await signInToken(server, user);
    const app = await server.connect('/app', { lang: 'en' });
    expect((await emitAck(app, 'auth', { token })).isPositive).toBe(true);
    const tabs = [
      await server.connect('/student', { token, lang: 'en' }),
      await server.connect('/student', { token, lang: 'en' }),
    ];
    return { token, app, tabs };
  }

  it('set-language on /app changes the /student replies of every tab at once', async () => {
    const me = await student();
    const other = await student();
    expect(await notRunning(me.tabs[0]!)).toBe('Not running a test.');

    expect((await emitAck(me.app, 'set-language', { lang: 'el' })).isPositive).toBe(true);
    for (const tab of me.tabs)
      expect(await notRunning(tab)).toBe(translate('el', 'test.notRunning'));
    // Another student's sockets keep their own language.
    expect(await notRunning(other.tabs[0]!)).toBe('Not running a test.');
    expect((await emitAck<{ lang: string }>(other.app, 'get-language')).data.lang).toBe('en');
  });

  it('the language saved through GET /user/lang applies to the live sockets too', async () => {
    const me = await student();
    const r = await server.api('/user/lang?lang=ru', { headers: { 'X-Api-Token': me.token } });
    expect(r.body.isPositive).toBe(true);
    expect(await notRunning(me.tabs[1]!)).toBe(translate('ru', 'test.notRunning'));
    expect((await emitAck<{ lang: string }>(me.app, 'get-language')).data.lang).toBe('ru');
  });
});
