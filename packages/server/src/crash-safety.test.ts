import {
  CouponStatus,
  SectionStatus,
  StudentSchoolStatus,
  type CouponsReservedView,
  type Envelope,
} from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountNumbers } from './features/billing/account.service.js';
import { openReservationsOf } from './features/billing/ledger.repository.js';
import {
  answerCounts,
  answersOf,
  holdWrites,
  sendAtOnce,
  storedReplyIds,
  taken,
  type Answer,
  type Hold,
} from './test/answers-in-flight.js';
import { killNodes, startNode, type ChildNode } from './test/child-node.js';
import { buildSchool, buildStudent } from './test/factories.js';
import { signInToken, startPractice, type Learner } from './test/learning.js';
import { connectSchool, giveCredits } from './test/school-money.js';
import { createTestDatabase, testDialect, type TestDatabase } from './test/test-database.js';

/*
 * kill -9 of a node with answers, an activation and a coupon redemption in flight: after a
 * restart nothing acknowledged is missing, nothing is counted twice, the money is whole, and the
 * clients' retries (same client ids, as the web outbox sends them) land once.
 */

const CREDITS = 5;

describe(`a node killed (kill -9) mid-work on ${testDialect()}`, () => {
  let database: TestDatabase;
  let hold: Hold | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await killNodes();
    await hold?.release().catch(() => undefined);
    await database?.cleanup();
  });

  const db = () => database.handle.db;
  const emit = (socket: Socket, event: string, payload: unknown) =>
    socket.timeout(60_000).emitWithAck(event, payload) as Promise<Envelope>;

  /** A school with credits and a reserved coupon, its student to activate, a student to join. */
  async function money(node: ChildNode) {
    const school = await buildSchool(db());
    await giveCredits(node, school.schoolId, CREDITS);
    const schoolSocket = await connectSchool(node, school);
    const reserved = await emit(schoolSocket, 'coupons/reserve', { count: 1, section: 'car' });
    const coupon = (reserved.data as CouponsReservedView).coupons[0]!;
    const toActivate = await buildStudent(db(), { schoolId: school.schoolId, verified: true });
    const joiner = await buildStudent(db());
    const joinerToken = await signInToken(node, joiner);
    const joinerSocket = await node.connect('/student', { token: joinerToken, lang: 'en' });
    return { school, schoolSocket, coupon, toActivate, joiner, joinerToken, joinerSocket };
  }

  /** Section, coupon, student link and ledger agree: each change whole or not at all. */
  async function expectMoneyWhole(m: Awaited<ReturnType<typeof money>>) {
    const section = await db()
      .selectFrom('student_sections')
      .select('status')
      .where('student_id', '=', m.toActivate.id)
      .where('section_code', '=', 'car')
      .executeTakeFirst();
    const activated = section?.status === SectionStatus.activated;
    expect((await openReservationsOf(db(), m.toActivate.id)).length).toBe(activated ? 1 : 0);

    const coupon = await db()
      .selectFrom('coupons')
      .select(['status', 'student_id'])
      .where('id', '=', m.coupon.id)
      .executeTakeFirstOrThrow();
    const link = await db()
      .selectFrom('students')
      .select(['school_id', 'school_status'])
      .where('user_id', '=', m.joiner.id)
      .executeTakeFirstOrThrow();
    const redeemed = coupon.status === CouponStatus.used;
    expect(coupon.student_id).toBe(redeemed ? m.joiner.id : null);
    expect(link.school_id === m.school.schoolId).toBe(redeemed);
    expect(link.school_status === StudentSchoolStatus.active).toBe(redeemed);
    expect((await openReservationsOf(db(), m.joiner.id)).length).toBe(redeemed ? 1 : 0);

    // Nothing charged yet; what is held is exactly the live reservations.
    const n = (await accountNumbers(db(), m.school.schoolId, Date.now()))!;
    const reservations = Number(activated) + Number(redeemed);
    expect(n.credits).toBe(CREDITS);
    expect(n.heldCredits).toBe(reservations * n.school.costPerActivation);
    expect(n.reservedCoupons).toBe(redeemed ? 0 : 1);
    return { activated, redeemed };
  }

  it('loses nothing acknowledged, counts nothing twice, leaves no half-done money', async () => {
    const node = await startNode(database);
    // One at a time: on SQLite the test and the node must not write the file at once.
    const practices = [];
    for (let i = 0; i < 4; i++) practices.push(await startPractice(node, 50));
    const learners = new Map<number, Learner>(practices.map((p) => [p.learner.id, p.learner]));
    const m = await money(node);
    const answers = practices.flatMap((p) => answersOf(p.learner, p.test, p.key));
    const [before, during] = [answers.slice(0, 100), answers.slice(100)];
    const socketOf = (a: Answer) => learners.get(a.studentId)!.socket;

    // Half the answers are recorded; then the rest, an activation and a coupon are sent while
    // the writes they need are held back, so the node dies with them half done.
    const first = sendAtOnce(before!, socketOf);
    await first.done;
    expect(first.acked.size).toBe(100);
    hold = await holdWrites(database, ['replies', 'credit_entries']);
    const second = sendAtOnce(during!, socketOf);
    const activation = emit(m.schoolSocket, 'section/activate', {
      student: m.toActivate.id,
      section: 'car',
    }).catch(() => null);
    const join = emit(m.joinerSocket, 'school/join', { coupon: m.coupon.code }).catch(() => null);
    const sockets = [...learners.values()].map((l) => l.socket);
    await Promise.all([...sockets, m.schoolSocket, m.joinerSocket].map(taken));
    const waiting = (table: string) => hold!.waitingOn(table).then((n) => n ?? 1);
    await expect.poll(() => waiting('replies'), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => waiting('credit_entries'), { timeout: 30_000 }).toBeGreaterThan(0);
    node.signal('SIGKILL');
    expect(await node.exited).toMatchObject({ signal: 'SIGKILL' });
    await Promise.all([second.done, activation, join]);
    await hold.release();
    hold = undefined;

    // After the crash: every acknowledged answer once, and counted once.
    const acked = [...first.acked, ...second.acked];
    const ids = [...learners.keys()];
    const stored = await storedReplyIds(db(), ids);
    expect(new Set(stored).size).toBe(stored.length);
    expect(stored).toEqual(expect.arrayContaining(acked));
    for (const counts of await answerCounts(db(), ids)) {
      expect(counts.section).toBe(counts.stored);
      expect(counts.questions).toBe(counts.stored);
    }
    await expectMoneyWhole(m);

    // Restarted, the clients send again what they hold, under the same ids: each lands once.
    const restarted = await startNode(database);
    for (const p of practices) {
      const socket = await restarted.connect('/student', { token: p.learner.token, lang: 'en' });
      const replies = answers.filter((a) => a.studentId === p.learner.id).map((a) => a.reply);
      const sent = await emit(socket, 'test-record/commit', { testId: p.test.id, replies });
      expect(sent.isPositive).toBe(true);
    }
    expect(await storedReplyIds(db(), ids)).toEqual(answers.map((a) => a.reply.id).sort());
    for (const counts of await answerCounts(db(), ids)) {
      expect(counts).toEqual({ stored: 50, section: 50, questions: 50 });
    }

    // The school activates again, the student joins again: each reserved once in all.
    const schoolSocket = await connectSchool(restarted, m.school);
    const again = await emit(schoolSocket, 'section/activate', {
      student: m.toActivate.id,
      section: 'car',
    });
    expect(again.isPositive).toBe(true);
    const joinerSocket = await restarted.connect('/student', { token: m.joinerToken, lang: 'en' });
    await emit(joinerSocket, 'school/join', { coupon: m.coupon.code });
    expect(await expectMoneyWhole(m)).toEqual({ activated: true, redeemed: true });
    // And once more, as a client unsure of its last reply would: still nothing twice.
    await emit(schoolSocket, 'section/activate', { student: m.toActivate.id, section: 'car' });
    await emit(joinerSocket, 'school/join', { coupon: m.coupon.code });
    expect(await expectMoneyWhole(m)).toEqual({ activated: true, redeemed: true });
    restarted.disconnectAll();
  }, 180_000);
});
