import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildStudent, buildUser, type BuiltUser } from '../../test/factories.js';
import { signInToken } from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, nextPush, startTestServer, type TestServer } from '../../test/test-server.js';
import { hashToken, newToken } from './tokens.js';

/*
 * An account's own password change ends every other session of it (issue 29 item 5): the
 * other tab of a manager who changed the password in the school editor is signed out at once
 * and its token no longer answers on REST or a socket, as a student's `profile/save` does.
 */

const ACCOUNT = {
  name: 'Σχολή Οδηγών Γάμμα',
  managerName: 'Νίκος Παππάς',
  phone: '2310 555 222',
  mobile: '6941234567',
  email: 'info@gamma.example',
};
const NEW_PASSWORD = 'Neo!Pass2029';

describe(`a password change signs the account out elsewhere on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ MAX_SESSIONS: '10' }, { seedContent: false });
  });
  afterAll(async () => server?.stop());

  const info = (token: string) => server.api('/user/info', { headers: { 'x-api-token': token } });
  const liveSessions = (userId: number) =>
    server.ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();

  /** A reset link of the account, as the forgot-password mail would carry it. */
  async function resetLink(userId: number): Promise<string> {
    const token = newToken();
    const at = Date.now();
    await server.ctx.db
      .insertInto('password_resets')
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        created_at: at,
        expires_at: at + 3_600_000,
        used_at: null,
      }) // prettier-ignore
      .execute();
    return token;
  }
  const reset = async (token: string) =>
    emitAck(await server.connect('/app', { lang: 'en' }), 'reset-password', {
      token,
      password: 'Other!Pass2030',
      passwordConfirm: 'Other!Pass2030',
    });

  /** Two tabs of one account: the one that changes the password and another. */
  async function twoTabs(user: BuiltUser, namespace: '/school' | '/student' | '/admin') {
    const here = await signInToken(server, user);
    const there = await signInToken(server, user);
    const sockets = {
      here: await server.connect(namespace, { token: here, lang: 'en' }),
      there: await server.connect(namespace, { token: there, lang: 'en' }),
    };
    expect((await info(there)).body.isPositive).toBe(true);
    return { here, there, sockets };
  }

  async function expectSignedOut(token: string, socket: Socket, namespace: string) {
    expect((await info(token)).body.isPositive).toBe(false);
    await expect(server.connect(namespace, { token, lang: 'en' })).rejects.toThrow();
    if (socket.connected) await new Promise((resolve) => socket.once('disconnect', resolve));
    expect(socket.connected).toBe(false);
  }

  it("a manager's new password in the school editor ends the other tab's session", async () => {
    const school = await buildSchool(server.ctx.db);
    const { here, there, sockets } = await twoTabs(school, '/school');
    const told = nextPush<{ reason: string }>(sockets.there, 'signout');
    // A reset link mailed before the change (to whoever asked) stops working with it.
    const link = await resetLink(school.id);

    const saved = await emitAck(sockets.here, 'editor/account', {
      ...ACCOUNT,
      password: NEW_PASSWORD,
      passwordConfirm: NEW_PASSWORD,
      currentPassword: school.password,
    });
    expect(saved.isPositive, saved.message).toBe(true);
    expect((await told).reason).toBe('auth.passwordChanged');
    await expectSignedOut(there, sockets.there, '/school');

    // The tab that changed it carries on.
    expect((await info(here)).body.isPositive).toBe(true);
    expect((await emitAck(sockets.here, 'editor')).isPositive).toBe(true);
    expect(await liveSessions(school.id)).toHaveLength(1);
    expect((await reset(link)).isPositive).toBe(false);
    // An edit without a new password signs no one out.
    const again = await signInToken(server, { ...school, password: NEW_PASSWORD });
    expect((await emitAck(sockets.here, 'editor/account', ACCOUNT)).isPositive).toBe(true);
    expect((await info(again)).body.isPositive).toBe(true);
  });

  it("a student's new password in the profile does the same", async () => {
    const student = await buildStudent(server.ctx.db);
    const { here, there, sockets } = await twoTabs(student, '/student');
    const saved = await emitAck(sockets.here, 'profile/save', {
      email: student.email,
      firstName: 'Άννα',
      lastName: 'Νέα',
      password: NEW_PASSWORD,
      passwordConfirm: NEW_PASSWORD,
      currentPassword: student.password,
    });
    expect(saved.isPositive, saved.message).toBe(true);
    await expectSignedOut(there, sockets.there, '/student');
    expect((await info(here)).body.isPositive).toBe(true);
  });

  it("an operator's new password (set by a reset link, the operators' one way) ends every session", async () => {
    const operator = await buildUser(server.ctx.db, { roles: ['administrator'] });
    const { there, sockets } = await twoTabs(operator, '/admin');
    const told = nextPush<{ reason: string }>(sockets.there, 'signout');
    expect((await reset(await resetLink(operator.id))).isPositive).toBe(true);
    expect((await told).reason).toBe('auth.sessionExpired');
    await expectSignedOut(there, sockets.there, '/admin');
    expect(await liveSessions(operator.id)).toHaveLength(0);
  });
});
