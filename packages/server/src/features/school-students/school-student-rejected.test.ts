import {
  SectionStatus,
  StudentSchoolStatus,
  type StudentListView,
  type StudentSearchView,
} from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildTeacher, type BuiltUser } from '../../test/factories.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, nextPush, startTestServer, type TestServer } from '../../test/test-server.js';

/*
 * Issue 33, item 5: a request the school turned down is not lost. The school's rejected list
 * (`students/list {status: 'rejected'}`) shows it as the pending list does (the name and the
 * section asked for, nothing of the student's own), and `students/reconsider` takes the
 * rejection back: the request waits again, its section asked of this school again.
 */

const PASSWORD = 'Turned#2026xy';

describe(`the requests a school turned down, on ${testDialect()}`, () => {
  let server: TestServer;
  let school: BuiltUser & { schoolId: number };
  let manager: Socket;
  let teacher: Socket;
  const db = () => server.ctx.db;

  async function connectAs(user: { username: string; password: string }, ns: string) {
    const r = await server.api(
      `/user/signin?username=${user.username}&password=${encodeURIComponent(user.password)}`,
    );
    return server.connect(ns, { token: String(r.body.data.token), lang: 'en' });
  }

  /** A visitor signs up through the school's registration link (a request to join). */
  async function signUpByLink(tag: string) {
    const app = await server.connect('/app', { lang: 'en' });
    const username = `${tag}${Date.now().toString(36)}`.slice(0, 30);
    const lastName = `Απορρ${tag}`;
    const reply = await emitAck(app, 'signup', {
      kind: 'student',
      form: {
        username,
        email: `${username}@example.test`,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        firstName: 'Ιωάννα',
        lastName,
        section: 'car',
        schoolId: school.schoolId,
      },
    });
    expect(reply.isPositive, reply.message).toBe(true);
    app.disconnect();
    return { id: Number(reply.data.userId), username, lastName };
  }

  const listOf = async (socket: Socket, status: 'pending' | 'rejected') =>
    (await emitAck<StudentListView>(socket, 'students/list', { status })).data;

  beforeAll(async () => {
    server = await startTestServer({ MAX_SESSIONS: '50' });
    school = await buildSchool(db());
    manager = await connectAs(school, '/school');
    teacher = await connectAs(await buildTeacher(db(), school.schoolId), '/school');
  }, 60_000);
  afterAll(async () => server?.stop());

  it('a rejected request is in the rejected list, the request only, and counted', async () => {
    const asked = await signUpByLink('list');
    const rejected = await emitAck(manager, 'students/reject', { id: asked.id });
    expect(rejected).toMatchObject({
      isPositive: true,
      data: { id: asked.id, state: 'rejected' },
    });
    for (const socket of [manager, teacher]) {
      const list = await listOf(socket, 'rejected');
      expect(list.rows.find((r) => r.id === asked.id)).toMatchObject({
        lastName: asked.lastName,
        state: 'rejected',
        sections: [expect.objectContaining({ code: 'car', status: SectionStatus.requested })],
        email: '',
        phone: null,
        lastAccess: null,
        progress: 0,
      });
      expect(list.counts.rejected).toBeGreaterThanOrEqual(1);
      expect((await listOf(socket, 'pending')).rows.map((r) => r.id)).not.toContain(asked.id);
      // Searching the school's students leaves the turned-down requests out, unless asked.
      const all = await emitAck<StudentSearchView>(socket, 'students/search', {
        text: asked.lastName,
      });
      expect(all.data.rows).toEqual([]);
      const inRejected = await emitAck<StudentSearchView>(socket, 'students/search', {
        text: asked.lastName,
        status: 'rejected',
      });
      expect(inRejected.data.rows.map((r) => r.id)).toEqual([asked.id]);
    }
  });

  it('restoring a rejected request makes it wait again, pushed to the open portal', async () => {
    const asked = await signUpByLink('back');
    await emitAck(manager, 'students/reject', { id: asked.id });
    const heard = nextPush<{ studentId: number }>(manager, 'pending-students-changed');
    const back = await emitAck(teacher, 'students/reconsider', { id: asked.id });
    expect(back).toMatchObject({
      isPositive: true,
      message: "The student's request is waiting for approval again.",
      data: { id: asked.id, state: 'pending' },
    });
    expect(await heard).toEqual({ studentId: asked.id });
    const student = await db()
      .selectFrom('students')
      .select(['school_id', 'school_status'])
      .where('user_id', '=', asked.id)
      .executeTakeFirstOrThrow();
    expect(student).toEqual({ school_id: school.schoolId, school_status: StudentSchoolStatus.pending }); // prettier-ignore
    const sections = await db()
      .selectFrom('student_sections')
      .select(['section_code', 'status', 'school_id'])
      .where('student_id', '=', asked.id)
      .execute();
    expect(sections).toEqual([
      { section_code: 'car', status: SectionStatus.requested, school_id: school.schoolId },
    ]);
    expect((await listOf(manager, 'pending')).rows.map((r) => r.id)).toContain(asked.id);
    expect((await listOf(manager, 'rejected')).rows.map((r) => r.id)).not.toContain(asked.id);
    // Waiting again, it is approved as any request.
    const approved = await emitAck(manager, 'students/approve', { id: asked.id });
    expect(approved).toMatchObject({ isPositive: true, data: { state: 'active' } });
    // And the student signs in again with their own password.
    const signIn = await server.api(
      `/user/signin?username=${asked.username}&password=${encodeURIComponent(PASSWORD)}`,
    );
    expect(signIn.body.isPositive).toBe(true);
  });

  it('only a rejected request is restored, and only by the school that rejected it', async () => {
    const waiting = await signUpByLink('wait');
    const notRejected = await emitAck(manager, 'students/reconsider', { id: waiting.id });
    // A request still waiting is out of this event's reach: as for a student that does not exist.
    expect(notRejected).toEqual(await emitAck(manager, 'students/reconsider', { id: 987_654 }));
    expect(notRejected).toMatchObject({ isPositive: false, message: 'The student was not found.' });

    await emitAck(manager, 'students/reject', { id: waiting.id });
    const other = await buildSchool(db());
    const otherManager = await connectAs(other, '/school');
    const refused = await emitAck(otherManager, 'students/reconsider', { id: waiting.id });
    expect(refused).toMatchObject({ isPositive: false, message: 'The student was not found.' });
    expect((await listOf(otherManager, 'rejected')).rows).toEqual([]);
    const status = await db()
      .selectFrom('students')
      .select('school_status')
      .where('user_id', '=', waiting.id)
      .executeTakeFirstOrThrow();
    expect(status.school_status).toBe(StudentSchoolStatus.rejected);
  });
});
