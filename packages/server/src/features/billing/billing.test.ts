import {
  SchoolStatus,
  SectionStatus,
  type SchoolAccountView,
  type SchoolSectionView,
} from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories.js';
import { answerAll, signInToken, startTest } from '../../test/learning.js';
import { connectSchool, giveCredits, ledgerOf } from '../../test/school-money.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, nextPush, startTestServer, type TestServer } from '../../test/test-server.js';
import { sweepEndedSessions } from '../auth/session-sweeper.js';
import { accountNumbers } from './account.service.js';
import { markCreditsPaid } from './credits.service.js';

const ACTIVATION_ERROR = 'Error while activating the section!';
const DAY = 24 * 60 * 60 * 1000;

describe(`a school's credits and activations on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ MAX_SESSIONS: '100' });
  });
  afterAll(async () => server?.stop());

  const db = () => server.ctx.db;
  async function schoolWithStudents(students: number, credits = 0) {
    const school = await buildSchool(db());
    if (credits > 0) await giveCredits(server, school.schoolId, credits);
    const built = [];
    for (let i = 0; i < students; i++) {
      built.push(await buildStudent(db(), { schoolId: school.schoolId, verified: true }));
    }
    // Remembered (30 days): the suite's ticks jump days ahead, and the purge they run deletes
    // every session ended by then, a day's session with it (`passTime`).
    const socket = await connectSchool(server, school, 'en', { rememberMe: true });
    return { school, students: built, socket };
  }
  const activate = (socket: Socket, student: number, event = 'section/activate') =>
    emitAck<SchoolSectionView>(socket, event, { student, section: 'car' });
  const account = async (socket: Socket) =>
    (await emitAck<SchoolAccountView>(socket, 'account')).data;
  /**
   * The jobs due at `at`, and the session sweeper's next pass (it runs every 3 s): the nightly
   * purge of that tick deletes the sessions ended by `at`, and the sweeper closes their sockets.
   * Swept at once, so a test meets that on every run, not only when a pass falls inside it.
   */
  async function passTime(at: number) {
    await server.jobs.tick(at);
    await sweepEndedSessions(server.ctx, server.ctx.io!);
  }

  it('without credit a section is not activated: "Error while activating the section!"', async () => {
    const { students, socket } = await schoolWithStudents(1);
    const r = await activate(socket, students[0]!.id);
    expect(r).toMatchObject({ isPositive: false, message: ACTIVATION_ERROR });
    const rows = await db()
      .selectFrom('student_sections')
      .select('status')
      .where('student_id', '=', students[0]!.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('requested credits are usable at once; rejecting before 10% releases the reservation', async () => {
    const { school, students, socket } = await schoolWithStudents(2);
    const changed = nextPush<SchoolAccountView>(socket, 'school-account-changed');
    const bought = await emitAck(socket, 'credits/request', { amount: 1, paymentInfo: 'IBAN' });
    expect(bought).toMatchObject({ isPositive: true, data: { items: [{ amount: 1 }] } });
    expect(await changed).toMatchObject({ credits: 1, provisionalCredits: 1 });

    const first = await activate(socket, students[0]!.id);
    expect(first).toMatchObject({
      isPositive: true,
      message: 'The section has been activated.',
      data: { status: SectionStatus.activated, account: { reservedCredits: 1 } },
    });
    expect((await activate(socket, students[1]!.id)).message).toBe(ACTIVATION_ERROR);
    // Asked twice, nothing is reserved twice.
    expect((await activate(socket, students[0]!.id)).isPositive).toBe(true);

    const rejected = await activate(socket, students[0]!.id, 'section/reject');
    expect(rejected.data).toMatchObject({ status: SectionStatus.deactivated });
    expect((await activate(socket, students[1]!.id)).isPositive).toBe(true);
    const ledger = await ledgerOf(server, school.schoolId);
    expect(ledger.map((e) => [e.kind, e.status, e.amount, e.hold])).toEqual([
      ['purchase', 'requested', 1, 0],
      ['activation', 'reserved', 0, 1],
      ['activation', 'released', 0, -1],
      ['activation', 'reserved', 0, 1],
    ]);
    // Reactivating the first needs a credit again.
    expect((await activate(socket, students[0]!.id, 'section/reactivate')).message).toBe(
      ACTIVATION_ERROR,
    );
  });

  it('another school’s student is not found, and a teacher has no money powers', async () => {
    const { students } = await schoolWithStudents(1, 5);
    const other = await schoolWithStudents(0, 5);
    const r = await activate(other.socket, students[0]!.id);
    expect(r).toMatchObject({ isPositive: false, message: 'The student was not found.' });
    const teacher = await buildTeacher(db(), other.school.schoolId);
    const socket = await connectSchool(server, teacher);
    const money = await emitAck(socket, 'credits/request', { amount: 5 });
    expect(money).toMatchObject({
      isPositive: false,
      message: "Only the school's manager can manage packages, credits and coupons.",
    });
    expect((await emitAck(socket, 'coupons/reserve', { count: 1 })).isPositive).toBe(false);
    // The account's figures are money too: a teacher is refused them (issue 31 item 6).
    expect(await emitAck(socket, 'account')).toMatchObject({
      isPositive: false,
      message: "Only the school's manager can manage packages, credits and coupons.",
    });

    // A school the operators have not approved activates nobody.
    const pending = await buildSchool(db(), { status: SchoolStatus.pending });
    await giveCredits(server, pending.schoolId, 5);
    const theirs = await buildStudent(db(), { schoolId: pending.schoolId, verified: true });
    const refused = await activate(await connectSchool(server, pending), theirs.id);
    expect(refused.message).toBe(
      'Your school awaits approval by Kokpit; until then it cannot activate sections or hand out coupons.',
    );
  });

  it('the 10% charge turns the reservation into a charge, once', async () => {
    const { school, students, socket } = await schoolWithStudents(1, 2);
    const student = students[0]!;
    expect((await activate(socket, student.id)).isPositive).toBe(true);
    const learner = await server.connect('/student', {
      token: await signInToken(server, student),
      lang: 'en',
    });
    const test = (
      await startTest(learner, { section: 'car', type: 'progress', options: { count: 20 } })
    ).data;
    // 63 car questions: the 15th right answer brings the section to 10%.
    await answerAll(server, learner, { ...test, questions: test.questions.slice(0, 14) });
    expect((await ledgerOf(server, school.schoolId)).map((e) => e.status)).not.toContain('charged');
    await answerAll(server, learner, { ...test, questions: test.questions.slice(14) });
    const ledger = await ledgerOf(server, school.schoolId);
    const charges = ledger.filter((e) => e.status === 'charged');
    expect(charges).toEqual([
      expect.objectContaining({ amount: -1, hold: -1, student_id: student.id }),
    ]);
    expect(charges[0]!.settles_id).toBe(ledger.find((e) => e.status === 'reserved')!.id);
    expect(await account(socket)).toMatchObject({ credits: 1, reservedCredits: 0 });
    // Rejecting now releases nothing: the activation was paid for.
    await activate(socket, student.id, 'section/reject');
    expect((await ledgerOf(server, school.schoolId)).length).toBe(ledger.length);
  });

  it('unpaid credits lapse after 5 days; a charge without credit tells the school at once', async () => {
    const { school, students, socket } = await schoolWithStudents(1);
    await emitAck(socket, 'credits/request', { amount: 1 });
    const student = students[0]!;
    expect((await activate(socket, student.id)).isPositive).toBe(true);
    const requestedAt = Date.now();
    // Four days on, nothing lapses; after five, the credit goes.
    await passTime(requestedAt + 4 * DAY);
    expect(await account(socket)).toMatchObject({ credits: 1, provisionalCredits: 1 });
    await passTime(requestedAt + 5 * DAY + 16 * 60_000);
    expect(await account(socket)).toMatchObject({ credits: 0, provisionalCredits: 0 });
    await passTime(requestedAt + 5 * DAY + 60 * 60_000);
    const lapses = (await ledgerOf(server, school.schoolId)).filter((e) => e.status === 'lapsed');
    expect(lapses).toEqual([expect.objectContaining({ amount: -1 })]);

    const learner = await server.connect('/student', {
      token: await signInToken(server, student),
      lang: 'en',
    });
    const test = (
      await startTest(learner, { section: 'car', type: 'progress', options: { count: 20 } })
    ).data;
    const before = await answerAll(server, learner, {
      ...test,
      questions: test.questions.slice(0, 14),
    });
    // The 15th right answer reaches 10%: the charge is made without credit.
    // Heard from the start, waited for after the answers: the wait's clock must not run while
    // a loaded machine is still recording them.
    const pushes: { account: SchoolAccountView }[] = [];
    socket.on('school-account-error', (push: { account: SchoolAccountView }) => pushes.push(push));
    const after = await answerAll(server, learner, {
      ...test,
      questions: test.questions.slice(14),
    });
    expect([...before, ...after].every((r) => r.isPositive)).toBe(true);
    await expect.poll(() => pushes.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(pushes[0]!.account).toMatchObject({ credits: -1, accountError: true });
  });

  it('a purchase marked paid keeps its credits past the 5 days, and is paid once', async () => {
    const { school, socket } = await schoolWithStudents(0);
    await emitAck(socket, 'credits/request', { amount: 3, paymentInfo: 'card' });
    const pending = await emitAck<{ items: { id: number }[] }>(socket, 'credits/pending');
    const [purchase] = pending.data.items;
    expect(await markCreditsPaid(server.ctx, purchase!.id)).toBe(true);
    expect(await markCreditsPaid(server.ctx, purchase!.id)).toBe(false);
    await passTime(Date.now() + 6 * DAY);
    expect(await account(socket)).toMatchObject({ credits: 3, provisionalCredits: 0 });
    expect((await emitAck(socket, 'credits/pending')).data).toMatchObject({ items: [] });
    const rows = await ledgerOf(server, school.schoolId);
    expect(rows.map((e) => e.status)).toEqual(['requested', 'paid']);
  });

  it('a package chosen now starts on the 1st of next month, with its activations', async () => {
    // A server of its own: the other tests' ticks (days ahead) may reach next month first.
    const own = await startTestServer({}, { seedContent: false });
    try {
      const school = await buildSchool(own.ctx.db);
      const socket = await connectSchool(own, school);
      const list = await emitAck<{ packages: { code: string }[] }>(socket, 'packages');
      expect(list.data.packages.map((p) => p.code)).toEqual(['start', 'standard', 'plus']);
      const r = await emitAck(socket, 'package/change', { code: 'standard' });
      expect(r).toMatchObject({
        isPositive: true,
        data: { package: null, nextPackage: 'standard' },
      });
      expect((await emitAck(socket, 'package/change', { code: 'gold' })).message).toBe(
        'Package not found.',
      );
      const now = new Date();
      // 1 a.m. UTC on the 1st: 03:00 in Athens, past the job's 00:05.
      const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 1, 0);
      await own.jobs.tick(nextMonth);
      await own.jobs.tick(nextMonth + 60 * 60_000);
      const n = await accountNumbers(own.ctx.db, school.schoolId, nextMonth);
      expect(n).toMatchObject({ packageActivationsLeft: 10, activationsAvailable: 10 });
      expect(n!.school).toMatchObject({ packageCode: 'standard', nextPackageCode: null });
      const grants = (await ledgerOf(own, school.schoolId)).filter((e) => e.kind === 'package');
      expect(grants).toHaveLength(1);
    } finally {
      await own.stop();
    }
  });

  it('50 activations at once against 10 credits: exactly 10', async () => {
    const { school, students } = await schoolWithStudents(50, 10);
    const sockets = await Promise.all(
      Array.from({ length: 5 }, () => connectSchool(server, school)),
    );
    const replies = await Promise.all(
      students.map((s, i) => activate(sockets[i % sockets.length]!, s.id)),
    );
    expect(replies.filter((r) => r.isPositive)).toHaveLength(10);
    expect(replies.filter((r) => !r.isPositive).map((r) => r.message)).toEqual(
      Array(40).fill(ACTIVATION_ERROR),
    );
    const held = (await ledgerOf(server, school.schoolId)).filter((e) => e.status === 'reserved');
    expect(held).toHaveLength(10);
  });
});
