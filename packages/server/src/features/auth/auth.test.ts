import { isEnvelope, ResultCode } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/test-database.js';
import {
  DEMO_PASSWORD,
  emitAck,
  nextPush,
  startTestServer,
  type TestServer,
} from '../../test/test-server.js';
import { buildUser } from '../../test/factories.js';

describe(`sign-in and sessions on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { MAX_SESSIONS: '3', API_CLIENTS: 'partner:s3cret-value' },
      { seedContent: false },
    );
  });
  afterAll(async () => server?.stop());

  describe('REST', () => {
    it('GET /user/signin answers a token and the user fields for demo-student', async () => {
      const r = await server.api(
        `/user/signin?username=demo-student&password=${encodeURIComponent(DEMO_PASSWORD)}`,
      );
      expect(r.status).toBe(200);
      expect(r.body.isPositive).toBe(true);
      expect(typeof r.body.data.token).toBe('string');
      expect(r.body.data.expiresIn).toBe(24 * 3600);
      expect(r.body.data).toMatchObject({
        username: 'demo-student',
        firstName: 'Μαρία',
        fullName: 'Μαρία Νικολάου',
        roles: ['student'],
        permissions: ['student'],
        sectionCode: 'car',
        schoolVerified: true,
      });
      expect(r.body.data).not.toHaveProperty('password_hash');
    });

    it('a wrong password is refused with code 400 in the asked language', async () => {
      const r = await server.api('/user/signin?username=demo-student&password=nope&lang=en');
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({
        isPositive: false,
        code: 400,
        message: 'Invalid user name or password',
      });
    });

    it('missing credentials get the §5 message', async () => {
      const r = await server.api('/user/signin?lang=en');
      expect(r.body.code).toBe(ResultCode.invalidCredentials);
      expect(r.body.message).toBe('Username and password are required for authentication');
      const el = await server.api('/user/signin?username=x');
      expect(el.body.message).toBe('Για τη σύνδεση απαιτούνται όνομα χρήστη και κωδικός πρόσβασης');
    });

    it('GET /user/info and GET /auth with X-Api-Token describe the session; a bad token is refused', async () => {
      const user = await buildUser(server.ctx.db);
      const signed = await server.api(
        `/user/signin?username=${user.username}&password=${encodeURIComponent(user.password)}&rememberMe=true`,
      );
      const token = String(signed.body.data.token);
      expect(signed.body.data.expiresIn).toBe(30 * 24 * 3600);
      const info = await server.api('/user/info', { headers: { 'x-api-token': token } });
      expect(info.body).toMatchObject({
        isPositive: true,
        data: { username: user.username, rememberMe: true },
      });
      const auth = await server.api('/auth', { headers: { 'x-api-token': token } });
      expect(auth.body.isPositive).toBe(true);
      expect(auth.body.data.token).toBe(token);
      const bad = await server.api('/user/info', { headers: { 'x-api-token': 'not-a-token' } });
      expect(bad.status).toBe(401);
      expect(bad.body.isPositive).toBe(false);
      const none = await server.api('/user/info?lang=en');
      expect(none.body.message).toBe('You are not logged in!');
    });

    it('GET /auth with an API client id and secret gives a token; a wrong secret does not', async () => {
      const ok = await server.api('/auth?clientId=partner&clientSecret=s3cret-value');
      expect(ok.body.isPositive).toBe(true);
      // A client is granted only what its API_CLIENTS entry names: here nothing.
      expect(ok.body.data.roles).toEqual([]);
      expect(ok.body.data.permissions).toEqual([]);
      const wrong = await server.api('/auth?clientId=partner&clientSecret=wrong');
      expect(wrong.body).toMatchObject({ isPositive: false, code: 400 });
      const unknown = await server.api('/auth?clientId=nobody&clientSecret=x');
      expect(unknown.body.isPositive).toBe(false);
    });

    it('unknown routes and extra query fields get an envelope', async () => {
      const r = await server.api('/nope?lang=en');
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ isPositive: false, message: 'This address does not exist.' });
      const extra = await server.api('/user/signin?username=a&password=b&evil=1');
      expect(isEnvelope(extra.body)).toBe(true);
      expect(extra.body.code).toBe(ResultCode.validation);
    });

    it('sign-in and sign-out leave audit rows', async () => {
      const rows = await server.ctx.db
        .selectFrom('audit_log')
        .select('action')
        .where('action', 'in', ['auth.signin', 'auth.signin-failed'])
        .execute();
      expect(rows.some((r) => r.action === 'auth.signin')).toBe(true);
      expect(rows.some((r) => r.action === 'auth.signin-failed')).toBe(true);
    });
  });

  describe('/app auth', () => {
    it('auth as demo-student succeeds and pushes authenticated', async () => {
      const socket = await server.connect('/app');
      const pushed = nextPush<Record<string, unknown>>(socket, 'authenticated');
      const r = await emitAck(socket, 'auth', {
        username: 'demo-student',
        password: DEMO_PASSWORD,
      });
      expect(r.isPositive).toBe(true);
      expect(r.data).toMatchObject({ username: 'demo-student' });
      expect((await pushed).username).toBe('demo-student');
      const again = await emitAck(socket, 'auth', {
        username: 'demo-student',
        password: DEMO_PASSWORD,
      });
      expect(again.code).toBe(401);
      socket.disconnect();
    });

    it('a wrong password gets code 400; missing fields too', async () => {
      const socket = await server.connect('/app', { lang: 'en' });
      const r = await emitAck(socket, 'auth', { username: 'demo-student', password: 'wrong' });
      expect(r).toMatchObject({
        isPositive: false,
        code: 400,
        message: 'Invalid user name or password',
      });
      const empty = await emitAck(socket, 'auth', { username: '', password: '' });
      expect(empty).toMatchObject({
        code: 400,
        message: 'Username and password are required for authentication',
      });
      socket.disconnect();
    });

    it('a fourth concurrent session gets 402; forceUnique signs the others out', async () => {
      const user = await buildUser(server.ctx.db);
      const sockets = [];
      for (let i = 0; i < 3; i++) {
        const s = await server.connect('/app', { lang: 'en' });
        const r = await emitAck(s, 'auth', { username: user.username, password: user.password });
        expect(r.isPositive).toBe(true);
        sockets.push(s);
      }
      const fourth = await server.connect('/app', { lang: 'en' });
      const refused = await emitAck(fourth, 'auth', {
        username: user.username,
        password: user.password,
      });
      expect(refused).toMatchObject({ isPositive: false, code: 402 });
      expect(refused.message).toContain('3');

      const signouts = sockets.map((s) => nextPush<{ message: string }>(s, 'signout'));
      const forced = await emitAck(fourth, 'auth', {
        username: user.username,
        password: user.password,
        forceUnique: true,
      });
      expect(forced.isPositive).toBe(true);
      const pushes = await Promise.all(signouts);
      expect(pushes[0]?.message).toBe(
        'You were signed out because you signed in on another device.',
      );
      const live = await server.ctx.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null)
        .execute();
      expect(live).toHaveLength(1);
      fourth.disconnect();
    });

    it('a token from sign-in authenticates a new socket; signout ends it', async () => {
      const user = await buildUser(server.ctx.db);
      const first = await server.connect('/app');
      const r = await emitAck<{ token: string }>(first, 'auth', {
        username: user.username,
        password: user.password,
      });
      const second = await server.connect('/app');
      const viaToken = await emitAck(second, 'auth', { token: r.data.token });
      expect(viaToken.isPositive).toBe(true);
      const out = await emitAck(second, 'signout');
      expect(out.isPositive).toBe(true);
      const reuse = await server.connect('/app');
      const stale = await emitAck(reuse, 'auth', { token: r.data.token });
      expect(stale.isPositive).toBe(false);
      const notIn = await emitAck(reuse, 'signout');
      expect(notIn.code).toBe(ResultCode.notAuthenticated);
      for (const s of [first, second, reuse]) s.disconnect();
    });

    it('/school refuses a student socket with code 404; /student accepts it', async () => {
      const signed = await server.api(
        `/user/signin?username=demo-student&password=${encodeURIComponent(DEMO_PASSWORD)}`,
      );
      const token = String(signed.body.data.token);
      await expect(server.connect('/school', { token })).rejects.toMatchObject({
        data: { code: 404, isPositive: false },
      });
      await expect(server.connect('/student')).rejects.toMatchObject({ data: { code: 404 } });
      const student = await server.connect('/student', { token });
      expect(student.connected).toBe(true);
      student.disconnect();
      const school = await server.api(
        `/user/signin?username=demo-school&password=${encodeURIComponent(DEMO_PASSWORD)}`,
      );
      const schoolSocket = await server.connect('/school', {
        token: String(school.body.data.token),
      });
      expect(schoolSocket.connected).toBe(true);
      schoolSocket.disconnect();
    });

    it('an unknown event gets a translated envelope', async () => {
      const socket = await server.connect('/app', { lang: 'en' });
      const r = await emitAck(socket, 'no-such-event', { a: 1 });
      expect(r).toMatchObject({ isPositive: false, message: 'Unknown action.' });
      socket.disconnect();
    });
  });
});
