import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ResultCode,
  type StudentListView,
  type TeamInviteInfoView,
  type TeamView,
  type UserView,
} from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSchool, buildStudent, buildTeacher, type BuiltUser } from '../../test/factories.js';
import { signInToken } from '../../test/learning.js';
import { connectSchool, giveCredits } from '../../test/school-money.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, nextPush, startTestServer, type TestServer } from '../../test/test-server.js';

/** The invitation link of the newest mail in the outbox to this address (quoted-printable undone). */
async function inviteTokenFor(server: TestServer, email: string): Promise<string> {
  const dir = join(server.dataDir, 'outbox');
  return vi.waitFor(
    async () => {
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names.sort().reverse()) {
        const raw = (await readFile(join(dir, name), 'utf8'))
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        if (!raw.includes(email)) continue;
        const token = /#invite=([\w-]+)/.exec(raw)?.[1];
        if (token) return token;
      }
      throw new Error(`no invitation for ${email}`);
    },
    { timeout: 30_000, interval: 25 },
  );
}

describe(`a school's teachers on ${testDialect()}`, () => {
  let server: TestServer;
  let school: BuiltUser & { schoolId: number };
  let manager: Socket;
  beforeAll(async () => {
    server = await startTestServer({ MAX_SESSIONS: '100' });
    school = await buildSchool(server.ctx.db);
    await giveCredits(server, school.schoolId, 5);
    manager = await connectSchool(server, school);
  });
  afterAll(async () => server?.stop());

  it('invite → accept → the teacher signs in and lists the students; the manager removes them', async () => {
    const student = await buildStudent(server.ctx.db, {
      schoolId: school.schoolId,
      verified: true,
    });
    const email = `teacher-${Date.now()}@example.com`;
    const invited = await emitAck<TeamView>(manager, 'team/invite', { email });
    expect(invited).toMatchObject({ isPositive: true, data: { invites: [{ email }] } });
    const token = await inviteTokenFor(server, email);

    const app = await server.connect('/app', { lang: 'en' });
    const info = await emitAck<TeamInviteInfoView>(app, 'team-invite/info', { token });
    expect(info.data).toMatchObject({ email });
    const form = {
      token,
      username: `teach${Date.now() % 100000}`,
      firstName: 'Νίκος',
      lastName: 'Δάσκαλος',
      password: 'Teach!2026x',
      passwordConfirm: 'Teach!2026x',
    };
    const weak = await emitAck(app, 'team-invite/accept', { ...form, passwordConfirm: 'x' });
    expect(weak.code).toBe(ResultCode.validation);
    const accepted = await emitAck(app, 'team-invite/accept', form);
    expect(accepted).toMatchObject({ isPositive: true });
    const again = await emitAck(app, 'team-invite/accept', { ...form, username: 'other1' });
    expect(again).toMatchObject({
      isPositive: false,
      message: 'This invitation is no longer valid or has already been used.',
    });

    const teacherUser = { id: 0, username: form.username, email, password: form.password };
    const teacher = await connectSchool(server, teacherUser);
    const list = await emitAck<StudentListView>(teacher, 'students/list', { status: 'active' });
    expect(list.isPositive).toBe(true);
    expect(list.data.rows.map((r) => r.id)).toContain(student.id);

    const team = await emitAck<TeamView>(manager, 'team');
    const joined = team.data.members.find((m) => m.email === email);
    expect(joined).toMatchObject({ role: 'teacher', name: 'Νίκος Δάσκαλος' });
    expect(team.data.invites).toEqual([]);
    const row = await server.ctx.db
      .selectFrom('school_members')
      .select('actor_user_id')
      .where('user_id', '=', joined!.userId)
      .executeTakeFirstOrThrow();
    expect(row.actor_user_id).toBe(school.id);

    // A teacher manages no team, and a manager cannot be removed as one.
    expect((await emitAck(teacher, 'team')).code).toBe(ResultCode.insufficientPermissions);
    const notTeacher = await emitAck(manager, 'team/remove', { userId: school.id });
    expect(notTeacher.code).toBe(ResultCode.validation);
    const signedIn = await signInToken(server, teacherUser);
    const shell = await server.connect('/app', { token: signedIn, lang: 'en' });
    const closed = new Promise<string>((resolve) => teacher.once('disconnect', resolve));
    const told = nextPush<UserView>(shell, 'profile-changed');
    const removed = await emitAck<TeamView>(manager, 'team/remove', { userId: joined!.userId });
    expect(removed.data.members.map((m) => m.email)).not.toContain(email);
    // The school's room no longer reaches them: their /school socket is closed on the spot, and
    // the account, which stays, holds the school role no more (its other tabs are told).
    expect(await closed).toBe('io server disconnect');
    expect((await told).roles).toEqual([]);
    const account = await server.api('/user/info', { headers: { 'x-api-token': signedIn } });
    expect(account.body.data).toMatchObject({ roles: [], permissions: [] });
    const reopened = await server
      .connect('/school', { token: signedIn, lang: 'en' })
      .catch((e: Error) => e);
    expect(reopened).toBeInstanceOf(Error);
    expect((reopened as Error & { data?: { code?: number } }).data?.code).toBe(
      ResultCode.insufficientPermissions,
    );
  });

  it('refuses a teacher every money and account event', async () => {
    const teacher = await buildTeacher(server.ctx.db, school.schoolId);
    const t = await connectSchool(server, teacher);
    const refused: [string, unknown][] = [
      ['credits/request', { amount: 5, paymentInfo: 'IBAN' }],
      ['credits/pending', undefined],
      ['package/change', { code: 'standard' }],
      ['coupons/reserve', { count: 1 }],
      ['coupons/free', { ids: [1] }],
      ['coupons/list', {}],
      [
        'profile/save',
        { name: 'X', managerName: 'Y', address: 'Z 1', city: 'Α', phone: '2101234567' },
      ],
      ['editor/account', { name: 'X', managerName: 'Y', phone: '2101234567', email: 'a@b.gr' }],
      ['editor/texts', { texts: {} }],
      ['editor/logo', { dataUrl: null }],
      ['team', undefined],
      ['team/invite', { email: 'someone@example.com' }],
      ['team/remove', { userId: school.id }],
    ];
    for (const [event, payload] of refused) {
      const r = await emitAck(t, event, payload);
      expect(r.isPositive, event).toBe(false);
      expect(r.code, event).toBe(ResultCode.insufficientPermissions);
    }
    const credits = await server.ctx.db
      .selectFrom('credit_entries')
      .select('id')
      .where('school_id', '=', school.schoolId)
      .execute();
    expect(credits).toHaveLength(2);
  });

  it('refuses inviting an address already in the school or already an account', async () => {
    const member = await emitAck(manager, 'team/invite', { email: school.email });
    expect(member.message).toBe('This account already belongs to the school.');
    const student = await buildStudent(server.ctx.db);
    const taken = await emitAck(manager, 'team/invite', { email: student.email });
    expect(taken.message).toBe('The e-mail address is already taken.');
  });
});
