import { DEFAULT_STUDENT_SETTINGS } from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, type BuiltUser } from '../../test/factories.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, nextPush, startTestServer, type TestServer } from '../../test/test-server.js';

interface ProfileReply {
  user: { firstName: string; lastName: string; email: string; lang: string };
  settings: typeof DEFAULT_STUDENT_SETTINGS;
  student: { age: number | null; gender: string | null; level: number; schoolVerified: boolean };
}

const NEW_PASSWORD = 'Νέος#Κωδικός9';

describe(`student profile and settings on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ MAX_SESSIONS: '50' }, { seedContent: false });
  });
  afterAll(async () => server?.stop());

  async function signIn(username: string, password: string) {
    const r = await server.api(
      `/user/signin?username=${username}&password=${encodeURIComponent(password)}`,
    );
    return { ok: r.body.isPositive, token: String(r.body.data.token) };
  }
  async function studentSocket(user: BuiltUser): Promise<Socket> {
    const { token } = await signIn(user.username, user.password);
    return server.connect('/student', { token, lang: 'en' });
  }
  const form = (user: BuiltUser, extra: Record<string, unknown> = {}) => ({
    firstName: 'Ελένη',
    lastName: 'Δημητρίου',
    email: user.email,
    ...extra,
  });

  it('profile answers the user, the default settings and the student fields', async () => {
    const student = await buildStudent(server.ctx.db);
    const socket = await studentSocket(student);
    const r = await emitAck<ProfileReply>(socket, 'profile');
    expect(r.isPositive).toBe(true);
    expect(r.data.user).toMatchObject({ email: student.email, firstName: 'Test' });
    expect(r.data.user).not.toHaveProperty('password_hash');
    expect(r.data.settings).toEqual(DEFAULT_STUDENT_SETTINGS);
    expect(r.data.student).toMatchObject({ age: null, level: 1, schoolVerified: false });
    socket.disconnect();
  });

  it('an empty password keeps the old one; the change reaches the other devices', async () => {
    const student = await buildStudent(server.ctx.db);
    const socket = await studentSocket(student);
    const otherDevice = await studentSocket(student);
    const pushed = nextPush<{ firstName: string; fullName: string }>(
      otherDevice,
      'profile-changed',
    );
    const r = await emitAck<ProfileReply>(
      socket,
      'profile/save',
      form(student, { password: '', passwordConfirm: '', age: 19, gender: 'female', level: 3 }),
    );
    expect(r).toMatchObject({ isPositive: true, message: 'Your profile has been saved.' });
    expect(r.data.user.firstName).toBe('Ελένη');
    expect(r.data.student).toMatchObject({ age: 19, gender: 'female', level: 3 });
    expect((await pushed).fullName).toBe('Ελένη Δημητρίου');
    expect((await signIn(student.username, student.password)).ok).toBe(true);
    const audits = await server.ctx.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'password.change')
      .where('actor_id', '=', student.id)
      .execute();
    expect(audits).toHaveLength(0);
    socket.disconnect();
    otherDevice.disconnect();
  });

  it('a weak or mismatched password is refused and the old one still works', async () => {
    const student = await buildStudent(server.ctx.db);
    const socket = await studentSocket(student);
    const weak = await emitAck(
      socket,
      'profile/save',
      form(student, {
        password: 'password1',
        passwordConfirm: 'password1',
        currentPassword: student.password,
      }),
    );
    expect(weak).toMatchObject({
      isPositive: false,
      code: 422,
      message:
        'The password is too weak: use at least one capital letter, one digit and one special character.',
    });
    const mismatch = await emitAck(
      socket,
      'profile/save',
      form(student, {
        password: NEW_PASSWORD,
        passwordConfirm: 'Other#Pass1',
        currentPassword: student.password,
      }),
    );
    expect(mismatch.message).toBe('Passwords do not match each other.');
    expect((await signIn(student.username, student.password)).ok).toBe(true);
    const row = await server.ctx.db
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Test');
    socket.disconnect();
  });

  it('a new password needs the right current one; nothing changes without it', async () => {
    const student = await buildStudent(server.ctx.db);
    const socket = await studentSocket(student);
    const newPassword = { password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD };
    const missing = await emitAck(socket, 'profile/save', form(student, newPassword));
    expect(missing.isPositive).toBe(false);
    expect(missing.data).toMatchObject({
      fieldErrors: {
        currentPassword: 'To change your password, enter your current password first.',
      },
    });
    const wrong = await emitAck(
      socket,
      'profile/save',
      form(student, { ...newPassword, currentPassword: 'Wrong#Pass1' }),
    );
    expect(wrong.isPositive).toBe(false);
    expect(wrong.data).toMatchObject({
      fieldErrors: { currentPassword: 'The current password is not correct.' },
    });
    // Neither the password nor the other fields were touched.
    expect((await signIn(student.username, student.password)).ok).toBe(true);
    const row = await server.ctx.db
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Test');
    socket.disconnect();
  });

  it('a new password signs the other sessions out, not this one', async () => {
    const student = await buildStudent(server.ctx.db);
    const socket = await studentSocket(student);
    const otherDevice = await studentSocket(student);
    const signedOut = nextPush<{ reason: string; message: string }>(otherDevice, 'signout');
    const r = await emitAck(
      socket,
      'profile/save',
      form(student, {
        password: NEW_PASSWORD,
        passwordConfirm: NEW_PASSWORD,
        currentPassword: student.password,
      }),
    );
    expect(r.isPositive).toBe(true);
    expect(await signedOut).toMatchObject({
      reason: 'auth.passwordChanged',
      message: 'Your password was changed. Sign in again with the new password.',
    });
    // This device goes on; the other one's session is over.
    expect((await emitAck(socket, 'profile')).isPositive).toBe(true);
    const live = await server.ctx.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', student.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
    socket.disconnect();
    otherDevice.disconnect();
  });

  it('a new strong password replaces the old one and is audited', async () => {
    const student = await buildStudent(server.ctx.db);
    const socket = await studentSocket(student);
    const r = await emitAck(
      socket,
      'profile/save',
      form(student, {
        password: NEW_PASSWORD,
        passwordConfirm: NEW_PASSWORD,
        currentPassword: student.password,
      }),
    );
    expect(r.isPositive).toBe(true);
    expect((await signIn(student.username, student.password)).ok).toBe(false);
    expect((await signIn(student.username, NEW_PASSWORD)).ok).toBe(true);
    const audit = await server.ctx.db
      .selectFrom('audit_log')
      .select(['entity_id', 'details'])
      .where('action', '=', 'password.change')
      .where('actor_id', '=', student.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).not.toContain(NEW_PASSWORD);
    socket.disconnect();
  });

  it("another account's e-mail is refused; a new free one is stored lower-case", async () => {
    const student = await buildStudent(server.ctx.db);
    const other = await buildStudent(server.ctx.db);
    const socket = await studentSocket(student);
    const taken = await emitAck(socket, 'profile/save', {
      ...form(student),
      email: other.email.toUpperCase(),
    });
    expect(taken).toMatchObject({
      isPositive: false,
      message: 'The e-mail address is already taken.',
      data: { fieldErrors: { email: 'The e-mail address is already taken.' } },
    });
    const invalid = await emitAck(socket, 'profile/save', { ...form(student), email: 'nope' });
    expect(invalid.message).toBe('E-mail address is not valid.');
    const fresh = `Fresh.${student.username}@Example.test`;
    const saved = await emitAck<ProfileReply>(socket, 'profile/save', {
      ...form(student),
      email: fresh,
    });
    expect(saved.data.user.email).toBe(fresh.toLowerCase());
    socket.disconnect();
  });

  it('sound is off for a new student until they switch it on, then remembered', async () => {
    const student = await buildStudent(server.ctx.db);
    const socket = await studentSocket(student);
    const fresh = await emitAck<ProfileReply>(socket, 'profile');
    expect(fresh.data.settings.sound).toBe(false);
    await emitAck(socket, 'settings/save', { sound: true });
    socket.disconnect();
    const later = await studentSocket(student);
    expect((await emitAck<ProfileReply>(later, 'profile')).data.settings.sound).toBe(true);
    await emitAck(later, 'settings/save', { fontScale: 1.5 });
    expect((await emitAck<ProfileReply>(later, 'profile')).data.settings.sound).toBe(true);
    later.disconnect();
  });

  it('settings are merged, validated and pushed to the other tabs', async () => {
    const student = await buildStudent(server.ctx.db);
    const socket = await studentSocket(student);
    const other = await studentSocket(student);
    const pushed = nextPush(other, 'profile-changed');
    const first = await emitAck(socket, 'settings/save', { sound: false, fontScale: 1.25 });
    expect(first).toMatchObject({ isPositive: true, message: 'Your settings have been saved.' });
    await pushed;
    await emitAck(socket, 'settings/save', { theme: 'dark' });
    const profile = await emitAck<ProfileReply>(other, 'profile');
    expect(profile.data.settings).toEqual({
      ...DEFAULT_STUDENT_SETTINGS,
      sound: false,
      fontScale: 1.25,
      theme: 'dark',
    });
    for (const bad of [{ fontScale: 2 }, { theme: 'neon' }, { sound: 'yes' }, { volume: 3 }]) {
      const r = await emitAck(socket, 'settings/save', bad);
      expect(r).toMatchObject({ isPositive: false, code: 422 });
    }
    const after = await emitAck<ProfileReply>(socket, 'profile');
    expect(after.data.settings).toEqual(profile.data.settings);
    socket.disconnect();
    other.disconnect();
  });
});
