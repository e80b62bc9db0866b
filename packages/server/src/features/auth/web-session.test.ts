import type { Envelope } from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildUser, type BuiltUser } from '../../test/factories.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, nextPush, startTestServer, type TestServer } from '../../test/test-server.js';
import { isOwnOrigin } from './web-session.js';

/*
 * The web's session (features/auth/web-session.ts): the token in an HttpOnly cookie that the
 * server sets after a sign-in on the socket, the handshake and the web's REST calls signed in
 * by that cookie with its script-readable marker, X-Api-Token for everyone else.
 */

const API = '/api/kokpit/v1.0';
const DAY = 24 * 3600;

interface SetCookie {
  name: string;
  value: string;
  /** Attribute names lower-cased, with their values ('' for flags). */
  attrs: Map<string, string>;
}

function parseSetCookie(line: string): SetCookie {
  const [pair = '', ...rest] = line.split(';').map((p) => p.trim());
  const eq = pair.indexOf('=');
  const attrs = new Map(
    rest.map((a) => {
      const i = a.indexOf('=');
      return i < 0 ? [a.toLowerCase(), ''] : [a.slice(0, i).toLowerCase(), a.slice(i + 1)];
    }),
  );
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attrs };
}

interface WebCookies {
  token: SetCookie;
  marker: SetCookie;
}

function webCookies(lines: string[]): WebCookies {
  const parsed = lines.map(parseSetCookie);
  const token = parsed.find((c) => c.name === 'token');
  const marker = parsed.find((c) => c.name === 'session');
  if (!token || !marker) throw new Error(`missing cookies in ${JSON.stringify(lines)}`);
  return { token, marker };
}

/** The Cookie header a browser would send with these. */
const cookieHeader = (c: WebCookies) => `token=${c.token.value}; session=${c.marker.value}`;

describe(`the web's session cookie on ${testDialect()}`, () => {
  let server: TestServer;
  let own: string;
  beforeAll(async () => {
    // The proxy on 127.0.0.1 may say the request came over https (X-Forwarded-Proto).
    server = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1' }, { seedContent: false });
    own = server.url;
  });
  afterAll(async () => server?.stop());

  /** Signs in on /app as the web does; resolves with the socket and the reply's token. */
  async function signInOnSocket(user: BuiltUser, rememberMe = false) {
    const socket = await server.connect('/app', { lang: 'en' });
    const r = await emitAck<{ token: string }>(socket, 'auth', {
      username: user.username,
      password: user.password,
      rememberMe,
    });
    expect(r.isPositive).toBe(true);
    return { socket, token: r.data.token };
  }

  async function call(method: string, path: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${server.url}${path}`, { method, headers });
    const body = (await res.json()) as Envelope<Record<string, unknown>>;
    return { status: res.status, body, setCookies: res.headers.getSetCookie() };
  }

  /** The web's POST /session after its sign-in: the token goes once, the cookies come back. */
  async function cookiesFor(token: string, headers: Record<string, string> = {}) {
    const r = await call('POST', '/session', {
      'x-api-token': token,
      origin: own,
      ...headers,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return webCookies(r.setCookies);
  }

  /** A browser's handshake: the cookies, our Origin, the marker in `auth.session`. */
  const browserConnect = (namespace: string, c: WebCookies, origin = own, marker?: string) =>
    server.connect(
      namespace,
      { lang: 'en', session: marker ?? c.marker.value },
      { cookie: cookieHeader(c), origin },
    );

  it('after sign-in the server sets the token HttpOnly and SameSite=Lax, a session cookie without remember-me, with a marker scripts may read', async () => {
    const user = await buildUser(server.ctx.db);
    const { token } = await signInOnSocket(user);
    const c = await cookiesFor(token);

    expect(c.token.value).toBe(token);
    expect(c.token.attrs.has('httponly')).toBe(true);
    expect(c.token.attrs.get('samesite')).toBe('Lax');
    expect(c.token.attrs.get('path')).toBe('/');
    // Without remember-me: gone when the browser closes (SPEC §9).
    expect(c.token.attrs.has('max-age')).toBe(false);
    expect(c.token.attrs.has('expires')).toBe(false);
    // Plain HTTP in development: not Secure, or the browser would drop it.
    expect(c.token.attrs.has('secure')).toBe(false);

    // The marker: readable by our scripts, says nothing of the token.
    expect(c.marker.attrs.has('httponly')).toBe(false);
    expect(c.marker.attrs.get('samesite')).toBe('Lax');
    expect(c.marker.value.length).toBeGreaterThan(16);
    expect(token).not.toContain(c.marker.value);
    expect(c.marker.attrs.has('max-age')).toBe(false);
  });

  it('with remember-me both cookies live the session less a second; an operator’s ends with the 8 hours', async () => {
    const student = await buildUser(server.ctx.db);
    const remembered = await cookiesFor((await signInOnSocket(student, true)).token);
    const age = Number(remembered.token.attrs.get('max-age'));
    expect(age).toBeLessThanOrEqual(30 * DAY - 1);
    expect(age).toBeGreaterThanOrEqual(30 * DAY - 3);
    expect(remembered.marker.attrs.get('max-age')).toBe(String(age));

    const operator = await buildUser(server.ctx.db, { roles: ['administrator'] });
    const op = await cookiesFor((await signInOnSocket(operator, true)).token);
    const opAge = Number(op.token.attrs.get('max-age'));
    expect(opAge).toBeLessThanOrEqual(8 * 3600 - 1);
    expect(opAge).toBeGreaterThanOrEqual(8 * 3600 - 3);
  });

  it('the cookies are Secure when the request came over https through a trusted proxy', async () => {
    const user = await buildUser(server.ctx.db);
    const { token } = await signInOnSocket(user);
    const c = await cookiesFor(token, { 'x-forwarded-proto': 'https' });
    expect(c.token.attrs.has('secure')).toBe(true);
    expect(c.marker.attrs.has('secure')).toBe(true);
    expect(c.token.attrs.has('httponly')).toBe(true);
  });

  it('POST /session refuses a page of another site and a token of no session, and sets nothing', async () => {
    const user = await buildUser(server.ctx.db);
    const { token } = await signInOnSocket(user);
    const foreign = await call('POST', '/session?lang=en', {
      'x-api-token': token,
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.isPositive).toBe(false);
    expect(foreign.setCookies).toEqual([]);
    const unknown = await call('POST', '/session?lang=en', {
      'x-api-token': 'not-a-token',
      origin: own,
    });
    expect(unknown.status).toBe(401);
    expect(unknown.setCookies).toEqual([]);
  });

  it('a handshake with only the cookie and its marker is signed in on /app, /student, /school and /admin', async () => {
    const student = await buildUser(server.ctx.db);
    const sc = await cookiesFor((await signInOnSocket(student)).token);
    const app = await browserConnect('/app', sc);
    const who = await emitAck<{ user: { username: string; expiresIn: number } | null }>(
      app,
      'session',
    );
    expect(who.isPositive).toBe(true);
    expect(who.data.user?.username).toBe(student.username);
    expect(who.data.user?.expiresIn).toBeGreaterThan(DAY - 60);
    expect(who.data.user).not.toHaveProperty('token');
    // Signed in at the handshake: `auth` answers "already signed in".
    expect((await emitAck(app, 'auth', { token: 'x' })).code).toBe(401);
    const studentSocket = await browserConnect('/student', sc);
    expect((await emitAck(studentSocket, 'sections', {})).isPositive).toBe(true);

    const school = await buildSchool(server.ctx.db);
    const schoolCookies = await cookiesFor((await signInOnSocket(school)).token);
    const schoolSocket = await browserConnect('/school', schoolCookies);
    expect(schoolSocket.connected).toBe(true);

    const operator = await buildUser(server.ctx.db, { roles: ['administrator'] });
    const opCookies = await cookiesFor((await signInOnSocket(operator)).token);
    const adminSocket = await browserConnect('/admin', opCookies);
    expect((await emitAck(adminSocket, 'tables')).isPositive).toBe(true);
  });

  it('the cookie alone, another site’s Origin or a wrong marker signs no handshake in', async () => {
    const student = await buildUser(server.ctx.db);
    const c = await cookiesFor((await signInOnSocket(student)).token);
    // No marker: what another site's WebSocket would send (the browser adds the cookie).
    const bare = server.connect('/student', { lang: 'en' }, { cookie: cookieHeader(c), origin: own }); // prettier-ignore
    await expect(bare).rejects.toMatchObject({ data: { code: 404 } });
    await expect(browserConnect('/student', c, 'https://evil.example')).rejects.toMatchObject({
      data: { code: 404 },
    });
    await expect(browserConnect('/student', c, own, 'A'.repeat(22))).rejects.toMatchObject({
      data: { code: 404 },
    });
    const app = await server.connect('/app', { lang: 'en' }, { cookie: cookieHeader(c), origin: own }); // prettier-ignore
    expect(await emitAck(app, 'session')).toMatchObject({ isPositive: true, data: { user: null } });
  });

  it('/app with the cookie of a session that has ended stays open and says why', async () => {
    const student = await buildUser(server.ctx.db);
    const { socket, token } = await signInOnSocket(student);
    const c = await cookiesFor(token);
    expect((await emitAck(socket, 'signout')).isPositive).toBe(true);
    const app = await browserConnect('/app', c);
    expect(await emitAck(app, 'session')).toMatchObject({
      isPositive: false,
      code: 403,
      message: 'Your session has expired. Please sign in again.',
    });
    expect((await emitAck(app, 'sections', {})).isPositive).toBe(true);
  });

  it('the web’s REST calls go with only the cookie and its marker; X-Api-Token still works', async () => {
    const operator = await buildUser(server.ctx.db, { roles: ['administrator'] });
    const { token } = await signInOnSocket(operator);
    const c = await cookiesFor(token);
    const exportOf = (headers: Record<string, string>) =>
      fetch(`${server.url}${API}/admin/exports?lang=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ exportId: 'cookie', query: { table: 'schools' }, format: 'csv' }),
      });
    const byCookie = await exportOf({ cookie: cookieHeader(c), origin: own, 'x-session': c.marker.value }); // prettier-ignore
    expect(byCookie.status).toBe(200);
    expect(byCookie.headers.get('content-type')).toContain('text/csv');
    await byCookie.arrayBuffer();
    const byHeader = await exportOf({ 'x-api-token': token });
    expect(byHeader.status).toBe(200);
    await byHeader.arrayBuffer();
    // The cookie without the marker (a cross-site form or link), or from another site: no one.
    for (const headers of [
      { cookie: cookieHeader(c), origin: own } as Record<string, string>,
      { cookie: cookieHeader(c), origin: 'https://evil.example', 'x-session': c.marker.value },
    ]) {
      const refused = await exportOf(headers);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as Envelope).message).toBe('You are not logged in!');
    }

    const info = await call('GET', `${API}/user/info`, {
      cookie: cookieHeader(c),
      'x-session': c.marker.value,
    });
    expect(info.body).toMatchObject({ isPositive: true, data: { username: operator.username } });
    // GET /auth repeats the token it resumes: only for the header, never for the cookie.
    const auth = await call('GET', `${API}/auth?lang=en`, {
      cookie: cookieHeader(c),
      'x-session': c.marker.value,
    });
    expect(auth.body.isPositive).toBe(false);
    expect(JSON.stringify(auth.body)).not.toContain(token);
  });

  it('sign-out ends the cookie’s session and clears both cookies; after a forced sign-out it still clears them', async () => {
    const student = await buildUser(server.ctx.db);
    const { token } = await signInOnSocket(student);
    const c = await cookiesFor(token);
    const tab = await browserConnect('/student', c);
    const told = nextPush<{ reason: string }>(tab, 'signout');

    const out = await call('DELETE', '/session', { cookie: cookieHeader(c), origin: own });
    expect(out.status).toBe(200);
    const cleared = webCookies(out.setCookies);
    for (const gone of [cleared.token, cleared.marker]) {
      expect(gone.value).toBe('');
      expect(gone.attrs.get('max-age')).toBe('0');
      expect(gone.attrs.get('path')).toBe('/');
    }
    expect(cleared.token.attrs.has('httponly')).toBe(true);
    expect((await told).reason).toBe('auth.signedOut');
    const after = await call('GET', `${API}/user/info`, { 'x-api-token': token });
    expect(after.status).toBe(401);

    // Signed out elsewhere first (another device's forceUnique, an operator): still cleared.
    const again = await signInOnSocket(student);
    const c2 = await cookiesFor(again.token);
    await emitAck(again.socket, 'signout');
    const late = await call('DELETE', '/session', { cookie: cookieHeader(c2), origin: own });
    expect(late.status).toBe(200);
    expect(webCookies(late.setCookies).token.attrs.get('max-age')).toBe('0');
    // Another site cannot sign anyone out.
    const foreign = await call('DELETE', '/session', { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.setCookies).toEqual([]);
  });
});

describe('whose Origin counts as our own', () => {
  const local = { PUBLIC_URL: undefined, publicUrl: 'http://localhost:3001' };
  const live = { PUBLIC_URL: 'https://kokpit.example', publicUrl: 'https://kokpit.example' };
  it.each([
    { origin: undefined, host: '127.0.0.1:3401', config: local, own: true },
    { origin: 'http://127.0.0.1:3401', host: '127.0.0.1:3401', config: local, own: true },
    { origin: 'http://127.0.0.1:3402', host: '127.0.0.1:3401', config: local, own: false },
    // A proxy's Host ($host) names no port: the name decides.
    { origin: 'http://kokpit.test:8443', host: 'kokpit.test', config: local, own: true },
    { origin: 'https://evil.example', host: 'kokpit.test', config: local, own: false },
    { origin: 'null', host: '127.0.0.1:3401', config: local, own: false },
    { origin: 'https://kokpit.example', host: '10.0.0.5:3001', config: live, own: true },
    { origin: 'http://kokpit.example', host: '10.0.0.5:3001', config: live, own: false },
    {
      origin: 'https://kokpit.example.evil.example',
      host: 'kokpit.example',
      config: live,
      own: false,
    },
  ])('Origin $origin to host $host: ours $own', ({ origin, host, config, own }) => {
    expect(isOwnOrigin(origin, host, config)).toBe(own);
  });
});

describe(`the web's session cookie behind an https PUBLIC_URL on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://kokpit.example' }, { seedContent: false }); // prettier-ignore
  });
  afterAll(async () => server?.stop());

  it('sets the cookies Secure, and takes the public origin as our own', async () => {
    const user = await buildUser(server.ctx.db);
    const socket: Socket = await server.connect('/app', { lang: 'en' });
    const signed = await emitAck<{ token: string }>(socket, 'auth', {
      username: user.username,
      password: user.password,
    });
    const res = await fetch(`${server.url}/session`, {
      method: 'POST',
      headers: { 'x-api-token': signed.data.token, origin: 'https://kokpit.example' },
    });
    expect(res.status).toBe(200);
    const c = webCookies(res.headers.getSetCookie());
    expect(c.token.attrs.has('secure')).toBe(true);
    expect(c.token.attrs.has('httponly')).toBe(true);
    expect(c.marker.attrs.has('secure')).toBe(true);
  });
});
