import { SchoolStatus, StudentSchoolStatus } from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildActiveStudent,
  buildSchool,
  buildStudent,
  buildUser,
  type BuiltUser,
} from '../test/factories.js';
import { signInToken } from '../test/learning.js';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../test/test-server.js';

const redisUrl = process.env.TEST_REDIS_URL ?? '';

/** Every push a socket (connected to node B) receives, by name, and a way to know it has all. */
interface Recorded {
  (event: string): unknown[];
  /**
   * Resolves once a marker sent now from `from` through the Redis adapter has reached the
   * socket: pushes reach a socket in the order they were sent, so a duplicate of an earlier push
   * would have come before it. The positive signal an "exactly once" needs.
   */
  flush: (from: TestServer) => Promise<void>;
}

let flushes = 0;

function recordPushes(socket: Socket, ns: string): Recorded {
  const heard: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => {
    if (event !== 'test-flush') heard.push({ event, payload });
  });
  const of = (event: string) => heard.filter((h) => h.event === event).map((h) => h.payload);
  return Object.assign(of, {
    flush: (from: TestServer) => {
      const marker = `flush-${++flushes}`;
      const arrived = new Promise<void>((resolve) => {
        const check = (name: string, payload: unknown) => {
          if (name !== 'test-flush' || payload !== marker) return;
          socket.offAny(check);
          resolve();
        };
        socket.onAny(check);
      });
      from.ctx.io!.of(ns).to(socket.id!).emit('test-flush', marker);
      return arrived;
    },
  });
}

/** Waits for the first push of that name, then for any duplicate; answers all of them. */
async function heardOnce(pushes: Recorded, event: string, from: TestServer): Promise<unknown> {
  await expect.poll(() => pushes(event).length, { timeout: 15_000 }).toBeGreaterThan(0);
  await pushes.flush(from);
  expect(pushes(event), `${event} arrived once`).toHaveLength(1);
  return pushes(event)[0];
}

/*
 * Issue 21 item 2: the pushes of the school portal, teaching and the back office cross nodes
 * through the Redis adapter and arrive once. The caller always works on node A; whoever must
 * hear it is connected to node B only.
 */
describe.skipIf(!redisUrl)(`pushes from one node reach the other once (${testDialect()})`, () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  let admin: Socket;
  beforeAll(async () => {
    database = await createTestDatabase();
    a = await startTestServer({ REDIS_URL: redisUrl, MAX_SESSIONS: '50' }, { database });
    b = await startTestServer({ REDIS_URL: redisUrl, MAX_SESSIONS: '50' }, { database });
    const operator = await buildUser(a.ctx.db, { roles: ['administrator'] });
    admin = await a.connect('/admin', { token: await signInToken(a, operator), lang: 'en' });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.cleanup();
  });

  const db = () => a.ctx.db;
  const on = async (server: TestServer, user: BuiltUser, ns: string, lang = 'en') =>
    server.connect(ns, { token: await signInToken(server, user), lang });

  const activeStudent = (schoolId: number) => buildActiveStudent(db(), schoolId);

  it("a school's approval on one node reaches the student and the school's other tab on the other", async () => {
    const school = await buildSchool(db());
    const student = await buildStudent(db(), {
      schoolId: school.schoolId,
      schoolStatus: StudentSchoolStatus.pending,
      verified: true,
    });
    const onA = await on(a, school, '/school');
    const otherTab = recordPushes(await on(b, school, '/school'), '/school');
    const studentTab = recordPushes(await on(b, student, '/student'), '/student');
    const r = await emitAck(onA, 'students/approve', { id: student.id });
    expect(r.isPositive, r.message).toBe(true);
    expect(await heardOnce(otherTab, 'pending-students-changed', a)).toEqual({
      studentId: student.id,
    });
    expect(await heardOnce(otherTab, 'active-students-changed', a)).toEqual({
      studentId: student.id,
    });
    expect(await heardOnce(studentTab, 'profile-changed', a)).toMatchObject({
      schoolVerified: true,
    });
  });

  it('a message crosses nodes both ways, once to each tab', async () => {
    const school = await buildSchool(db());
    const student = await activeStudent(school.schoolId);
    const schoolOnA = await on(a, school, '/school');
    const studentOnA = await on(a, student, '/student');
    const schoolOnB = recordPushes(await on(b, school, '/school'), '/school');
    const studentOnB = recordPushes(await on(b, student, '/student'), '/student');

    const toStudent = await emitAck(schoolOnA, 'messages/send', {
      studentId: student.id,
      clientId: 'cross-node-1',
      text: 'Το μάθημα θεωρίας είναι την Πέμπτη στις 6.',
    });
    expect(toStudent.isPositive, toStudent.message).toBe(true);
    expect(await heardOnce(studentOnB, 'message', a)).toMatchObject({
      message: { fromSchool: true, text: 'Το μάθημα θεωρίας είναι την Πέμπτη στις 6.' },
    });

    const toSchool = await emitAck(studentOnA, 'messages/send', {
      clientId: 'cross-node-2',
      text: 'Ευχαριστώ, θα είμαι εκεί.',
    });
    expect(toSchool.isPositive, toSchool.message).toBe(true);
    await expect.poll(() => schoolOnB('message').length, { timeout: 15_000 }).toBe(2);
    await schoolOnB.flush(a);
    // The school's own message (its other tab hears what it sent) and the student's answer.
    expect(schoolOnB('message')).toMatchObject([
      { message: { fromSchool: true } },
      { message: { fromSchool: false, text: 'Ευχαριστώ, θα είμαι εκεί.' }, unread: 1 },
    ]);
  });

  it('a presentation saved on one node tells the students on the other once', async () => {
    const school = await buildSchool(db());
    const student = await activeStudent(school.schoolId);
    const studentOnB = recordPushes(await on(b, student, '/student'), '/student');
    const questions = await db()
      .selectFrom('section_questions')
      .select('question_id')
      .where('section_code', '=', 'car')
      .limit(3)
      .execute();
    const saved = await emitAck(await on(a, school, '/school'), 'theory/save', {
      title: 'Προτεραιότητα στις διασταυρώσεις',
      section: 'car',
      questionIds: questions.map((q) => q.question_id),
    });
    expect(saved.isPositive, saved.message).toBe(true);
    expect(await heardOnce(studentOnB, 'theory-changed', a)).toEqual({ section: 'car' });
  });

  it("the back office's approval, payment, notice and sign-out reach tabs on the other node once", async () => {
    const pending = await buildSchool(db(), { status: SchoolStatus.pending });
    const pendingTab = recordPushes(await on(b, pending, '/app'), '/app');
    const approved = await emitAck(admin, 'schools/decide', {
      school: pending.schoolId,
      decision: 'approve',
    });
    expect(approved.isPositive, approved.message).toBe(true);
    expect(await heardOnce(pendingTab, 'profile-changed', a)).toMatchObject({
      schoolStatus: SchoolStatus.approved,
    });

    const school = await buildSchool(db());
    const schoolOnA = await on(a, school, '/school');
    const schoolOnB = recordPushes(await on(b, school, '/school'), '/school');
    await emitAck(schoolOnA, 'credits/request', { amount: 4, paymentInfo: 'IBAN GR16' });
    const awaiting = await emitAck<{ items: { id: number; schoolId: number }[] }>(
      admin,
      'credits/awaiting',
    );
    const entry = awaiting.data.items.find((i) => i.schoolId === school.schoolId)!;
    await schoolOnB.flush(a);
    const beforePaid = schoolOnB('school-account-changed').length;
    const paid = await emitAck(admin, 'credits/mark-paid', { entry: entry.id });
    expect(paid.isPositive, paid.message).toBe(true);
    await expect
      .poll(() => schoolOnB('school-account-changed').length, { timeout: 15_000 })
      .toBe(beforePaid + 1);
    await schoolOnB.flush(a);
    expect(schoolOnB('school-account-changed')).toHaveLength(beforePaid + 1);
    expect(schoolOnB('school-account-changed').at(-1)).toMatchObject({ credits: 4 });

    const student = await buildStudent(db());
    const studentOnB = await on(b, student, '/app', 'en');
    const studentPushes = recordPushes(studentOnB, '/app');
    const sent = await emitAck<{ reached: number }>(admin, 'notices/send', {
      audience: 'students',
      el: 'Συντήρηση απόψε στις 23:00',
      en: 'Maintenance tonight at 23:00',
    });
    expect(sent.isPositive, sent.message).toBe(true);
    expect(sent.data.reached).toBeGreaterThanOrEqual(1);
    expect(await heardOnce(studentPushes, 'notice', a)).toMatchObject({
      message: 'Maintenance tonight at 23:00',
    });

    const closed = new Promise<void>((resolve) => studentOnB.once('disconnect', () => resolve()));
    const out = await emitAck(admin, 'users/sign-out-everywhere', { user: student.id });
    expect(out.isPositive, out.message).toBe(true);
    // Once the socket is closed nothing more can reach it: the count is final then.
    await closed;
    expect(studentPushes('signout')).toMatchObject([{ message: expect.any(String) }]);
  });
});
