import {
  CouponStatus,
  formatCouponCode,
  SchoolStatus,
  SectionStatus,
  StudentSchoolStatus,
} from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildStudent } from '../../test/factories.js';
import { testDialect } from '../../test/test-database.js';
import {
  DEMO_PASSWORD,
  emitAck,
  nextPush,
  startTestServer,
  type TestServer,
} from '../../test/test-server.js';
import { insertCoupon } from '../coupons/coupon.repository.js';
import { athensDay } from '../statistics/athens-day.js';

const CANNOT_CHANGE =
  'Cannot change school in this state. You are already linked to the driving school.';

describe(`joining a driving school on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ MAX_SESSIONS: '50' }, { seedContent: false });
  });
  afterAll(async () => server?.stop());

  async function tokenOf(username: string, password: string): Promise<string> {
    const r = await server.api(
      `/user/signin?username=${username}&password=${encodeURIComponent(password)}`,
    );
    return String(r.body.data.token);
  }
  const connectAs = async (ns: string, username: string, password: string): Promise<Socket> =>
    server.connect(ns, { token: await tokenOf(username, password), lang: 'en' });
  const studentRow = (id: number) =>
    server.ctx.db
      .selectFrom('students')
      .select(['school_id', 'school_status', 'school_verified'])
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();

  it('a student already verified by a school cannot join another', async () => {
    const other = await buildSchool(server.ctx.db);
    const socket = await connectAs('/student', 'demo-student', DEMO_PASSWORD);
    const r = await emitAck(socket, 'school/join', { schoolId: other.schoolId });
    expect(r).toMatchObject({ isPositive: false, message: CANNOT_CHANGE });
    const greek = await server.connect('/student', {
      token: await tokenOf('demo-student', DEMO_PASSWORD),
      lang: 'el',
    });
    const el = await emitAck(greek, 'school/join', { coupon: formatCouponCode('1000', 1) });
    expect(el.message).toBe(
      'Δεν μπορείτε να αλλάξετε σχολή σε αυτή την κατάσταση. Είστε ήδη συνδεδεμένοι με τη σχολή οδηγών.',
    );
    socket.disconnect();
    greek.disconnect();
  });

  it('a demo student joins by coupon: linked, verified, section activated, demo over', async () => {
    const school = await buildSchool(server.ctx.db);
    const code = formatCouponCode(school.couponPrefix, 101);
    const couponId = await insertCoupon(server.ctx.db, {
      code,
      schoolId: school.schoolId,
      sectionCode: 'bike',
    });
    const schoolSocket = await connectAs('/school', school.username, school.password);
    const socket = await connectAs('/student', 'demo-trial', DEMO_PASSWORD);
    const trial = await server.ctx.db
      .selectFrom('users')
      .select(['id', 'is_demo'])
      .where('username', '=', 'demo-trial')
      .executeTakeFirstOrThrow();
    expect(trial.is_demo).toBe(1);

    const active = nextPush(schoolSocket, 'active-students-changed');
    const profile = nextPush<{ schoolVerified: boolean; isDemo: boolean }>(
      socket,
      'profile-changed',
    );
    const r = await emitAck(socket, 'school/join', { coupon: code.replace('-', '') });
    expect(r).toMatchObject({
      isPositive: true,
      message: 'You are now linked to the driving school and your section has been activated.',
      data: { schoolId: school.schoolId, verified: true, activatedSection: 'bike' },
    });
    await active;
    expect(await profile).toMatchObject({ schoolVerified: true, isDemo: false });
    expect(await studentRow(trial.id)).toEqual({
      school_id: school.schoolId,
      school_status: StudentSchoolStatus.active,
      school_verified: 1,
    });
    const coupon = await server.ctx.db
      .selectFrom('coupons')
      .select(['status', 'student_id'])
      .where('id', '=', couponId)
      .executeTakeFirstOrThrow();
    expect(coupon).toEqual({ status: CouponStatus.used, student_id: trial.id });
    const sections = await server.ctx.db
      .selectFrom('student_sections')
      .select(['section_code', 'status', 'school_id'])
      .where('student_id', '=', trial.id)
      .orderBy('section_code')
      .execute();
    // The car demo request now waits at the chosen school.
    expect(sections).toEqual([
      { section_code: 'bike', status: SectionStatus.activated, school_id: school.schoolId },
      { section_code: 'car', status: SectionStatus.requested, school_id: school.schoolId },
    ]);
    const again = await emitAck(socket, 'school/join', { coupon: code });
    expect(again.message).toBe(CANNOT_CHANGE);
    socket.disconnect();
    schoolSocket.disconnect();
  });

  it('a used, unknown or unapproved coupon is refused and links nothing', async () => {
    const approved = await buildSchool(server.ctx.db);
    const pending = await buildSchool(server.ctx.db, { status: SchoolStatus.pending });
    await insertCoupon(server.ctx.db, {
      code: formatCouponCode(approved.couponPrefix, 801),
      schoolId: approved.schoolId,
      status: CouponStatus.used,
    });
    await insertCoupon(server.ctx.db, {
      code: formatCouponCode(pending.couponPrefix, 701),
      schoolId: pending.schoolId,
    });
    const student = await buildStudent(server.ctx.db);
    const socket = await connectAs('/student', student.username, student.password);
    const used = await emitAck(socket, 'school/join', {
      coupon: formatCouponCode(approved.couponPrefix, 801),
    });
    expect(used.message).toBe('The coupon you entered has already been used.');
    const unknown = await emitAck(socket, 'school/join', { coupon: formatCouponCode('5555', 55) });
    expect(unknown.message).toBe('Coupon is not valid');
    const unapproved = await emitAck(socket, 'school/join', {
      coupon: formatCouponCode(pending.couponPrefix, 701),
    });
    expect(unapproved.message).toBe('Coupon is not valid');
    expect(await studentRow(student.id)).toEqual({
      school_id: null,
      school_status: StudentSchoolStatus.none,
      school_verified: 0,
    });
    socket.disconnect();
  });

  it('joining by school id leaves the student pending and tells that school', async () => {
    const school = await buildSchool(server.ctx.db);
    const student = await buildStudent(server.ctx.db);
    const schoolSocket = await connectAs('/school', school.username, school.password);
    const socket = await connectAs('/student', student.username, student.password);
    const none = await emitAck(socket, 'school/info');
    expect(none).toMatchObject({ isPositive: true, data: { school: null } });

    const pending = nextPush<{ studentId: number }>(schoolSocket, 'pending-students-changed');
    const r = await emitAck(socket, 'school/join', { schoolId: school.schoolId });
    expect(r).toMatchObject({
      isPositive: true,
      data: { schoolId: school.schoolId, verified: false, activatedSection: null },
    });
    expect(r.message).toContain('as soon as the school accepts it');
    expect((await pending).studentId).toBe(student.id);
    expect(await studentRow(student.id)).toEqual({
      school_id: school.schoolId,
      school_status: StudentSchoolStatus.pending,
      school_verified: 0,
    });
    const info = await emitAck(socket, 'school/info');
    expect(info.data).toMatchObject({
      school: { id: school.schoolId, name: `School ${school.username}` },
      link: { status: StudentSchoolStatus.pending, verified: false },
    });
    expect(info.data.school).not.toHaveProperty('coupon_prefix');

    const unapproved = await buildSchool(server.ctx.db, { status: SchoolStatus.pending });
    for (const schoolId of [unapproved.schoolId, 999_999]) {
      const refused = await emitAck(socket, 'school/join', { schoolId });
      expect(refused.message).toBe('The driving school was not found.');
    }
    expect((await studentRow(student.id)).school_id).toBe(school.schoolId);
    socket.disconnect();
    schoolSocket.disconnect();
  });

  it('connecting counts one visit a day on the current section', async () => {
    const student = await buildStudent(server.ctx.db);
    const at = Date.now();
    await server.ctx.db
      .insertInto('student_sections')
      .values({
        student_id: student.id,
        section_code: 'bike',
        status: SectionStatus.requested,
        updated_at: at,
      })
      .execute();
    const token = await tokenOf(student.username, student.password);
    const first = await server.connect('/student', { token });
    const second = await server.connect('/student', { token });
    const rows = await server.ctx.db
      .selectFrom('daily_activity')
      .select(['section_code', 'day', 'visits'])
      .where('student_id', '=', student.id)
      .execute();
    expect(rows).toEqual([{ section_code: 'bike', day: athensDay(Date.now()), visits: 1 }]);
    first.disconnect();
    second.disconnect();
  });

  it('the /student events need a session: a socket without one is refused at connect', async () => {
    await expect(server.connect('/student', { lang: 'en' })).rejects.toMatchObject({
      data: { isPositive: false, code: 404, message: 'You are not logged in!' },
    });
    await expect(server.connect('/student', { token: 'forged', lang: 'en' })).rejects.toMatchObject(
      { data: { isPositive: false } },
    );
    const school = await buildSchool(server.ctx.db);
    await expect(connectAs('/student', school.username, school.password)).rejects.toMatchObject({
      data: { code: 404 },
    });
  });
});
