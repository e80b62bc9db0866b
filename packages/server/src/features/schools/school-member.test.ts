import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories.js';
import { testDialect } from '../../test/test-database.js';
import {
  DEMO_PASSWORD,
  emitAck,
  nextPush,
  startTestServer,
  type TestServer,
} from '../../test/test-server.js';
import { findMembership, insertMembership } from './school-member.repository.js';

describe(`school members on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ MAX_SESSIONS: '50' }, { seedContent: false });
  });
  afterAll(async () => server?.stop());

  const signIn = (username: string, password: string) =>
    server.api(`/user/signin?username=${username}&password=${encodeURIComponent(password)}`);

  it('a teacher of a school hears its student-list pushes as its manager does', async () => {
    const school = await buildSchool(server.ctx.db);
    const teacher = await buildTeacher(server.ctx.db, school.schoolId);
    const student = await buildStudent(server.ctx.db);
    const socketOf = async (u: { username: string; password: string }) =>
      server.connect('/school', { token: (await signIn(u.username, u.password)).body.data.token });
    const [managerSocket, teacherSocket] = [await socketOf(school), await socketOf(teacher)];
    const studentSocket = await server.connect('/student', {
      token: (await signIn(student.username, student.password)).body.data.token,
    });
    const heard = [managerSocket, teacherSocket].map((s) =>
      nextPush<{ studentId: number }>(s, 'pending-students-changed'),
    );
    const r = await emitAck(studentSocket, 'school/join', { schoolId: school.schoolId });
    expect(r.isPositive).toBe(true);
    expect((await Promise.all(heard)).map((p) => p.studentId)).toEqual([student.id, student.id]);
  });

  it('the demo school has its manager and a teacher, both signing in to the same school', async () => {
    const manager = await signIn('demo-school', DEMO_PASSWORD);
    const teacher = await signIn('demo-teacher', DEMO_PASSWORD);
    expect(teacher.body).toMatchObject({ isPositive: true, data: { roles: ['school'] } });
    expect(teacher.body.data.schoolId).toBe(manager.body.data.schoolId);
    const ids = await server.ctx.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'in', ['demo-school', 'demo-teacher'])
      .execute();
    const roleOf = async (username: string) =>
      (await findMembership(server.ctx.db, ids.find((u) => u.username === username)!.id))?.role;
    expect([await roleOf('demo-school'), await roleOf('demo-teacher')]).toEqual([
      'manager',
      'teacher',
    ]);
  });

  it('an account in two schools acts for the one it manages, even if it taught elsewhere first', async () => {
    const first = await buildSchool(server.ctx.db);
    const second = await buildSchool(server.ctx.db);
    const teacher = await buildTeacher(server.ctx.db, first.schoolId);
    await insertMembership(server.ctx.db, {
      schoolId: second.schoolId,
      userId: teacher.id,
      role: 'manager',
      at: Date.now() + 1_000,
    });
    expect(await findMembership(server.ctx.db, teacher.id)).toEqual({
      schoolId: second.schoolId,
      role: 'manager',
    });
    expect(await findMembership(server.ctx.db, (await buildStudent(server.ctx.db)).id)).toBe(
      undefined,
    );
  });

  it('an account without a password cannot sign in, with any password or none', async () => {
    const school = await buildSchool(server.ctx.db);
    await server.ctx.db
      .updateTable('users')
      .set({ password_hash: null })
      .where('id', '=', school.id)
      .execute();
    for (const password of [school.password, '!', 'x']) {
      const r = await server.api(
        `/user/signin?username=${school.username}&password=${encodeURIComponent(password)}&lang=en`,
      );
      expect(r.body).toMatchObject({ isPositive: false, message: 'Invalid user name or password' });
    }
  });
});
