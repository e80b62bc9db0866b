import { ResultCode, type Envelope } from '@kokpit/shared';
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type BuiltUser } from '../../test/factories.js';
import { signInToken } from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';
import { SIGN_IN_BUDGETS } from './sign-in-limits.js';

const PAIR = SIGN_IN_BUDGETS.pair.failures;

/** A /app socket whose handshake carries these headers (a forged X-Forwarded-For, say). */
function socketWith(server: TestServer, headers: Record<string, string>): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = ioClient(`${server.url}/app`, {
      auth: { lang: 'en' },
      extraHeaders: headers,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function restSignIn(
  server: TestServer,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Envelope<Record<string, unknown>>> {
  const q = new URLSearchParams({ username, password, lang: 'en' });
  return (await server.api(`/user/signin?${q.toString()}`, { headers })).body;
}

async function socketSignIn(
  server: TestServer,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Envelope> {
  const socket = await socketWith(server, headers);
  try {
    return await emitAck(socket, 'auth', { username, password });
  } finally {
    socket.disconnect();
  }
}

async function auditAddresses(server: TestServer, user: BuiltUser): Promise<string[]> {
  const rows = await server.ctx.db
    .selectFrom('audit_log')
    .select('ip')
    .where('action', '=', 'auth.signin-failed')
    .where('entity_id', '=', String(user.id))
    .execute();
  return [...new Set(rows.map((r) => r.ip))];
}

describe(`sign-in limits without a trusted proxy on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'on', MAX_SESSIONS: '100' }, { seedContent: false }); // prettier-ignore
  });
  afterAll(async () => server?.stop());

  it('spaces, tabs, case and the e-mail do not reset the account budget, over REST and /app', async () => {
    const user = await buildUser(server.ctx.db);
    const name = user.username;
    const variants = [` ${name}`, `${name} `, `\t${name}`, name.toUpperCase(), user.email.toUpperCase()]; // prettier-ignore
    expect(variants.length).toBe(PAIR);
    for (const [i, typed] of variants.entries()) {
      const reply = i % 2 === 0 ? await restSignIn(server, typed, 'wrong') : await socketSignIn(server, typed, 'wrong'); // prettier-ignore
      expect(reply.code, typed).toBe(ResultCode.invalidCredentials);
    }
    // Spent: even the right password is refused from this address, by either transport.
    expect((await restSignIn(server, `${name}\t`, user.password)).code).toBe(ResultCode.rateLimited); // prettier-ignore
    expect((await socketSignIn(server, user.email, user.password)).code).toBe(ResultCode.rateLimited); // prettier-ignore
  });

  it('a forged X-Forwarded-For does not change the address the limits see (REST and socket)', async () => {
    const user = await buildUser(server.ctx.db);
    for (let i = 0; i < PAIR; i++) {
      const forged = { 'x-forwarded-for': `203.0.113.${i + 1}` };
      const reply = i % 2 === 0 ? await restSignIn(server, user.username, `wrong${i}`, forged) : await socketSignIn(server, user.username, `wrong${i}`, forged); // prettier-ignore
      expect(reply.code).toBe(ResultCode.invalidCredentials);
    }
    const fresh = { 'x-forwarded-for': '198.51.100.77' };
    expect((await restSignIn(server, user.username, 'again', fresh)).code).toBe(ResultCode.rateLimited); // prettier-ignore
    expect((await socketSignIn(server, user.username, 'again', fresh)).code).toBe(ResultCode.rateLimited); // prettier-ignore
    // The audit trail holds the real peer, not the forged addresses.
    expect(await auditAddresses(server, user)).toEqual(['127.0.0.1']);
  });

  it('40 token resumes from one address in a minute all succeed (REST and /app)', async () => {
    const user = await buildUser(server.ctx.db);
    const token = await signInToken(server, user);
    for (let i = 0; i < 40; i++) {
      const rest = await server.api('/auth', { headers: { 'x-api-token': token } });
      expect(rest.body.isPositive, `REST resume ${i}`).toBe(true);
      const socket = await server.connect('/app', { lang: 'en' });
      const resumed = await emitAck(socket, 'auth', { token });
      expect(resumed.isPositive, `socket resume ${i}`).toBe(true);
      socket.disconnect();
    }
  });
});

describe(`sign-in limits behind a trusted proxy on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { RATE_LIMITS: 'on', TRUSTED_PROXIES: '127.0.0.1', MAX_SESSIONS: '100' },
      { seedContent: false },
    );
  });
  afterAll(async () => server?.stop());

  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('the proxy-told address is the one sessions and audit rows store', async () => {
    const user = await buildUser(server.ctx.db);
    await restSignIn(server, user.username, 'wrong', from('192.0.2.10'));
    await socketSignIn(server, user.username, 'wrong', from('192.0.2.11'));
    expect((await auditAddresses(server, user)).sort()).toEqual(['192.0.2.10', '192.0.2.11']);
    expect((await socketSignIn(server, user.username, user.password, from('192.0.2.12'))).isPositive).toBe(true); // prettier-ignore
    const session = await server.ctx.db
      .selectFrom('sessions')
      .select('ip')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(session.ip).toBe('192.0.2.12');
  });

  it("a stranger's failures do not lock the owner out from the owner's address", async () => {
    const owner = await buildUser(server.ctx.db);
    for (let i = 0; i < PAIR; i++) {
      expect((await restSignIn(server, owner.username, `guess${i}`, from('203.0.113.66'))).code).toBe(ResultCode.invalidCredentials); // prettier-ignore
    }
    expect((await restSignIn(server, owner.username, 'guess', from('203.0.113.66'))).code).toBe(ResultCode.rateLimited); // prettier-ignore
    expect((await socketSignIn(server, owner.username, owner.password, from('198.51.100.1'))).isPositive).toBe(true); // prettier-ignore
  });

  it('guesses spread over many addresses are slowed per account, not for its known address', async () => {
    const owner = await buildUser(server.ctx.db);
    // The owner has signed in from home before.
    expect((await restSignIn(server, owner.username, owner.password, from('198.51.100.2'))).isPositive).toBe(true); // prettier-ignore
    for (let i = 0; i < SIGN_IN_BUDGETS.account.failures; i++) {
      expect((await restSignIn(server, owner.username, `guess${i}`, from(`203.0.113.${100 + i}`))).code).toBe(ResultCode.invalidCredentials); // prettier-ignore
    }
    expect((await restSignIn(server, owner.username, 'guess', from('203.0.113.200'))).code).toBe(ResultCode.rateLimited); // prettier-ignore
    expect((await restSignIn(server, owner.username, owner.password, from('203.0.113.201'))).code).toBe(ResultCode.rateLimited); // prettier-ignore
    expect((await restSignIn(server, owner.username, owner.password, from('198.51.100.2'))).isPositive).toBe(true); // prettier-ignore
  });

  it('an API client secret is counted like a password', async () => {
    for (let i = 0; i < PAIR; i++) {
      const r = await server.api(`/auth?clientId=nobody&clientSecret=s${i}`, { headers: from('192.0.2.50') }); // prettier-ignore
      expect(r.body.code).toBe(ResultCode.invalidCredentials);
    }
    const r = await server.api('/auth?clientId=nobody&clientSecret=x', { headers: from('192.0.2.50') }); // prettier-ignore
    expect(r.status).toBe(429);
  });
});
