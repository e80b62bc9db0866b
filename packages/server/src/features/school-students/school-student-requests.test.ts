import {
  ResultCode,
  SectionStatus,
  StudentSchoolStatus,
  type StudentListView,
  type StudentSearchView,
} from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildTeacher, type BuiltUser } from '../../test/factories.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

/*
 * Issue 29, item 1: a student who only asked to join a school (signed up without a coupon,
 * then `school/join`) gives the school the request (their name, the section asked for) and
 * the decision, nothing else. Every other /school event about them answers word for word as
 * for a student that does not exist, before the decision and after a rejection alike.
 */

const PASSWORD = 'Asked#2026xy';
const SCHOOLS_PASSWORD = 'Taken#2026xy';

/** Every /school event that names a student, other than the request's own (approve, reject). */
const NOT_THE_REQUESTS = (id: number): [string, Record<string, unknown>][] => [
  ['students/password', { id, password: SCHOOLS_PASSWORD, passwordConfirm: SCHOOLS_PASSWORD }],
  [
    'students/save',
    { id, firstName: 'Άλλο', lastName: 'Όνομα', email: `taken-${id}@example.test` },
  ],
  ['students/info', { id }],
  ['students/stats', { id, section: 'car' }],
  ['students/comments', { id, comments: 'Σημειώσεις της σχολής' }],
  ['students/archive', { id, result: 'first' }],
  ['students/restore', { id }],
  ['students/delete', { id }],
  ['messages/thread', { studentId: id }],
  ['messages/send', { studentId: id, clientId: `request-${id}`, text: 'Καλημέρα' }],
  ['messages/read', { studentId: id }],
  ['section/activate', { student: id, section: 'car' }],
  ['section/reactivate', { student: id, section: 'car' }],
  ['section/reject', { student: id, section: 'car' }],
];

const MISSING = 987_654;

describe(`a school and a student who only asked to join it, on ${testDialect()}`, () => {
  let server: TestServer;
  let school: BuiltUser & { schoolId: number };
  /** S's manager and teacher, each on /school. */
  let members: [string, Socket][];
  const db = () => server.ctx.db;

  const signIn = (username: string, password: string) =>
    server.api(`/user/signin?username=${username}&password=${encodeURIComponent(password)}`);
  async function connectAs(user: { username: string; password: string }, ns: string) {
    const r = await signIn(user.username, user.password);
    return server.connect(ns, { token: String(r.body.data.token), lang: 'en' });
  }

  /** A visitor signs up without a coupon, then asks the school to take them, as the web does. */
  async function askToJoin(tag: string) {
    const app = await server.connect('/app', { lang: 'en' });
    const username = `${tag}${Date.now().toString(36)}`.slice(0, 30);
    const signedUp = await emitAck(app, 'signup', {
      kind: 'student',
      form: {
        username,
        email: `${username}@example.test`,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        firstName: 'Ζωή',
        lastName: `Ζητά${tag}`,
        section: 'car',
      },
    });
    expect(signedUp.isPositive, signedUp.message).toBe(true);
    app.disconnect();
    const student = await connectAs({ username, password: PASSWORD }, '/student');
    const joined = await emitAck(student, 'school/join', { schoolId: school.schoolId });
    expect(joined.isPositive, joined.message).toBe(true);
    student.disconnect();
    const { id } = await db()
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return { id, username, lastName: `Ζητά${tag}` };
  }

  /** What the student's rows hold that the refused events would change. */
  const traces = async (id: number) => ({
    user: await db()
      .selectFrom('users')
      .select(['email', 'first_name', 'password_hash'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    student: await db()
      .selectFrom('students')
      .select(['school_status', 'comments', 'archive_result'])
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow(),
    sections: await db()
      .selectFrom('student_sections')
      .select(['section_code', 'status', 'school_id'])
      .where('student_id', '=', id)
      .execute(),
    messages: (
      await db().selectFrom('messages').select('id').where('recipient_id', '=', id).execute()
    ).length,
  });

  /** Each event answers as it does for a student that does not exist, and changes nothing. */
  async function expectOutOfReach(id: number) {
    const before = await traces(id);
    for (const [who, socket] of members) {
      for (const [event, payload] of NOT_THE_REQUESTS(id)) {
        const r = await emitAck(socket, event, payload);
        const missing = await emitAck(socket, event, { ...payload, ...idsOf(payload, MISSING) });
        expect(r, `${event} as ${who}`).toMatchObject({
          isPositive: false,
          code: ResultCode.notFound,
          message: 'The student was not found.',
        });
        expect(r, `${event} as ${who}, as for no student`).toEqual(missing);
      }
    }
    expect(await traces(id)).toEqual(before);
  }

  beforeAll(async () => {
    server = await startTestServer({ MAX_SESSIONS: '50' });
    school = await buildSchool(db());
    const teacher = await buildTeacher(db(), school.schoolId);
    members = [
      ['the manager', await connectAs(school, '/school')],
      ['a teacher', await connectAs(teacher, '/school')],
    ];
  }, 60_000);
  afterAll(async () => server?.stop());

  it('the school can neither set the password of, save, read nor message a student who asked to join', async () => {
    const asked = await askToJoin('ask');
    await expectOutOfReach(asked.id);
    // The student still signs in with their own password, never with one the school chose.
    expect((await signIn(asked.username, SCHOOLS_PASSWORD)).body.isPositive).toBe(false);
    expect((await signIn(asked.username, PASSWORD)).body.isPositive).toBe(true);
  });

  it('the school sees the request, its name and the section asked for, and approves it', async () => {
    const asked = await askToJoin('see');
    for (const [who, socket] of members) {
      const list = await emitAck<StudentListView>(socket, 'students/list', { status: 'pending' });
      const row = list.data.rows.find((r) => r.id === asked.id);
      expect(row, `the pending list as ${who}`).toMatchObject({
        lastName: asked.lastName,
        state: 'pending',
        sections: [expect.objectContaining({ code: 'car', status: SectionStatus.requested })],
        // Nothing the student gave or did: the request only.
        email: '',
        phone: null,
        lastAccess: null,
        progress: 0,
      });
      const found = await emitAck<StudentSearchView>(socket, 'students/search', {
        text: asked.lastName,
      });
      expect(
        found.data.rows.map((r) => r.id),
        `search as ${who}`,
      ).toEqual([asked.id]);
    }
    const [, teacher] = members[1]!;
    const approved = await emitAck(teacher, 'students/approve', { id: asked.id });
    expect(approved).toMatchObject({ isPositive: true, data: { id: asked.id, state: 'active' } });
    // Accepted, the student is the school's: its panel opens.
    const [, manager] = members[0]!;
    const info = await emitAck(manager, 'students/info', { id: asked.id });
    expect(info).toMatchObject({ isPositive: true, data: { id: asked.id, state: 'active' } });
  });

  it('a student the school turned down is out of its reach, the decision included', async () => {
    const asked = await askToJoin('rej');
    const [, manager] = members[0]!;
    const rejected = await emitAck(manager, 'students/reject', { id: asked.id });
    expect(rejected).toMatchObject({ isPositive: true, data: { id: asked.id, state: 'rejected' } });
    const status = await db()
      .selectFrom('students')
      .select('school_status')
      .where('user_id', '=', asked.id)
      .executeTakeFirstOrThrow();
    expect(status.school_status).toBe(StudentSchoolStatus.rejected);
    await expectOutOfReach(asked.id);
    for (const [who, socket] of members) {
      for (const event of ['students/approve', 'students/reject']) {
        const r = await emitAck(socket, event, { id: asked.id });
        const missing = await emitAck(socket, event, { id: MISSING });
        expect(r, `${event} as ${who}`).toEqual(missing);
        expect(r.code).toBe(ResultCode.notFound);
      }
      for (const status of ['pending', 'active', 'archived'] as const) {
        const list = await emitAck<StudentListView>(socket, 'students/list', { status });
        expect(list.data.rows.map((r) => r.id)).not.toContain(asked.id);
      }
      const found = await emitAck<StudentSearchView>(socket, 'students/search', {
        text: asked.lastName,
      });
      expect(found.data.rows).toEqual([]);
    }
  });

  it('a student who asked to join cannot write to the school before it decides', async () => {
    const asked = await askToJoin('msg');
    const student = await connectAs({ username: asked.username, password: PASSWORD }, '/student');
    const sent = await emitAck(student, 'messages/send', {
      clientId: 'asked-to-join-1',
      text: 'Γεια',
    });
    expect(sent).toMatchObject({
      isPositive: false,
      message: 'You can write to a driving school once you have joined one.',
    });
    const thread = await emitAck(student, 'messages/thread');
    expect(thread.data).toMatchObject({ linked: false, messages: [] });
    const inbox = await emitAck<{ threads: { studentId: number }[] }>(
      members[0]![1],
      'messages/inbox',
    );
    expect(inbox.data.threads.map((t) => t.studentId)).not.toContain(asked.id);
    student.disconnect();
  });
});

/** The payload with the student it names replaced by `id`. */
function idsOf(payload: Record<string, unknown>, id: number): Record<string, unknown> {
  return Object.fromEntries(
    ['id', 'studentId', 'student'].filter((k) => k in payload).map((k) => [k, id]),
  );
}
