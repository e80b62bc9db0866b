import { request } from 'node:http';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../test/factories.js';
import { testDialect } from '../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../test/test-server.js';
import { redactLogObject, redactUrl } from './log-redaction.js';

describe('log redaction rules', () => {
  it('replaces the values of secret-bearing query parameters, whatever their case', () => {
    expect(redactUrl('/user/signin?username=a&password=hunter2&lang=en')).toBe(
      '/user/signin?username=a&password=[redacted]&lang=en',
    );
    expect(redactUrl('/auth?clientId=p&clientSecret=s3&x=1')).toBe(
      '/auth?clientId=p&clientSecret=[redacted]&x=1',
    );
    expect(redactUrl('/x?newPASSWORD=a&api_token=b&Secret=c')).toBe(
      '/x?newPASSWORD=[redacted]&api_token=[redacted]&Secret=[redacted]',
    );
  });

  it('replaces the one-time tokens of links and of the social callback, and no look-alike', () => {
    expect(redactUrl('/el/?reset=R1&invite=I1#ticket=T1')).toBe(
      '/el/?reset=[redacted]&invite=[redacted]#ticket=[redacted]',
    );
    expect(redactUrl('/social/callback?code=C1&state=S1&iss=http://op')).toBe(
      '/social/callback?code=[redacted]&state=[redacted]&iss=http://op',
    );
    expect(redactUrl('/x?zipcode=54622&reset_at=1&statement=2')).toBe(
      '/x?zipcode=54622&reset_at=1&statement=2',
    );
  });

  it('replaces secret-bearing keys at any depth and leaves the rest', () => {
    expect(
      redactLogObject({ a: { password: 'p', list: [{ Token: 't' }] }, clientSecret: 's', n: 1 }),
    ).toEqual({ a: { password: '[redacted]', list: [{ Token: '[redacted]' }] }, clientSecret: '[redacted]', n: 1 }); // prettier-ignore
  });
});

describe(`secrets never reach the server log on ${testDialect()}`, () => {
  let server: TestServer;
  let log = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
    server = await startTestServer(
      { LOG_LEVEL: 'info', API_CLIENTS: 'partner:Client-Secret-9041' },
      { seedContent: false, logStream: stream },
    );
  });
  afterAll(async () => server?.stop());

  it('a password and a client secret sent over REST and /app are not written', async () => {
    const user = await buildUser(server.ctx.db);
    const wrong = 'Wrong-Password-7730';
    const q = (password: string) =>
      `/user/signin?username=${user.username}&password=${encodeURIComponent(password)}`;
    expect((await server.api(q(user.password))).body.isPositive).toBe(true);
    expect((await server.api(q(wrong))).body.isPositive).toBe(false);
    expect((await server.api('/auth?clientId=partner&clientSecret=Client-Secret-9041')).body.isPositive).toBe(true); // prettier-ignore
    const socket = await server.connect('/app', { lang: 'en' });
    await emitAck(socket, 'auth', { username: user.username, password: 'Socket-Wrong-5512' });
    // A malformed URL is logged by the framework with its text: the secret must not go with it.
    await new Promise<void>((resolve, reject) => {
      const path = '/api/kokpit/v1.0/%?password=Bad-Url-Secret-3318';
      request({ host: '127.0.0.1', port: server.port, path }, (res) => {
        res.resume();
        res.on('end', resolve);
      })
        .on('error', reject)
        .end();
    });
    // The malformed URL went last: once its line is in the log, so are the others'.
    await vi.waitFor(() => expect(log).toContain('/api/kokpit/v1.0/%?password=[redacted]'), {
      timeout: 30_000,
    });

    // The requests were logged (the test reads the real log), their secrets were not.
    expect(log).toContain('/user/signin?username=');
    expect(log).toContain('[redacted]');
    for (const secret of [
      user.password,
      encodeURIComponent(user.password),
      wrong,
      'Client-Secret-9041',
      'Socket-Wrong-5512',
      'Bad-Url-Secret-3318',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
