import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/test-database.js';
import { buildUser } from '../../test/factories.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

describe(`languages on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { seedContent: false });
  });
  afterAll(async () => server?.stop());

  it('get-language answers the handshake language, Greek by default', async () => {
    const plain = await server.connect('/app');
    expect((await emitAck(plain, 'get-language')).data).toEqual({
      lang: 'el',
      languages: ['el', 'en', 'ru', 'sq'],
    });
    const ru = await server.connect('/app', { lang: 'ru' });
    expect((await emitAck(ru, 'get-language')).data).toMatchObject({ lang: 'ru' });
    plain.disconnect();
    ru.disconnect();
  });

  it('set-language switches replies and is saved on a signed-in user', async () => {
    const user = await buildUser(server.ctx.db);
    const socket = await server.connect('/app');
    await emitAck(socket, 'auth', { username: user.username, password: user.password });
    expect((await emitAck(socket, 'set-language', { lang: 'sq' })).isPositive).toBe(true);
    const bad = await emitAck(socket, 'no-such-event');
    expect(bad.message).toBe('Veprim i panjohur.');
    const row = await server.ctx.db
      .selectFrom('users')
      .select('lang')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.lang).toBe('sq');
    socket.disconnect();
  });

  it('set-language refuses an unknown code with "Invalid language code"', async () => {
    const socket = await server.connect('/app', { lang: 'en' });
    const r = await emitAck(socket, 'set-language', { lang: 'de' });
    expect(r).toMatchObject({ isPositive: false, code: 422, message: 'Invalid language code' });
    expect((await emitAck(socket, 'set-language', {})).isPositive).toBe(false);
    socket.disconnect();
  });

  it('GET /user/lang answers translations per language and refuses a bad code', async () => {
    const one = await server.api('/user/lang?lang=en&code=test.notRunning');
    expect(one.body).toMatchObject({
      isPositive: true,
      data: { lang: 'en', translations: { en: { 'test.notRunning': 'Not running a test.' } } },
    });
    const all = await server.api('/user/lang?lang=el&translations=1');
    const translations = all.body.data.translations as Record<string, Record<string, string>>;
    expect(Object.keys(translations)).toEqual(['el', 'en', 'ru', 'sq']);
    expect(translations.el?.['lang.invalid']).toBe('Μη έγκυρος κωδικός γλώσσας');
    const bad = await server.api('/user/lang?lang=xx');
    expect(bad.body).toMatchObject({ isPositive: false, message: 'Μη έγκυρος κωδικός γλώσσας' });
    const unknownKey = await server.api('/user/lang?lang=en&code=no.such.key');
    expect(unknownKey.body.isPositive).toBe(false);
  });

  it('GET /user/lang with a token saves the language on the user', async () => {
    const user = await buildUser(server.ctx.db);
    const signed = await server.api(
      `/user/signin?username=${user.username}&password=${encodeURIComponent(user.password)}`,
    );
    const r = await server.api('/user/lang?lang=ru', {
      headers: { 'x-api-token': String(signed.body.data.token) },
    });
    expect(r.body.isPositive).toBe(true);
    const row = await server.ctx.db
      .selectFrom('users')
      .select('lang')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.lang).toBe('ru');
  });
});
