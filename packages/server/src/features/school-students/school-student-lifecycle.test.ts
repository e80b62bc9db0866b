import {
  checkPasswordStrength,
  CouponStatus,
  ExamStatus,
  ResultCode,
  SectionStatus,
  StudentSchoolStatus,
  type StudentAddView,
  type StudentListView,
  type StudentSearchView,
} from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildStudent, type BuiltUser } from '../../test/factories.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, nextPush, startTestServer, type TestServer } from '../../test/test-server.js';
import { insertCoupon, markCouponUsed } from '../coupons/coupon.repository.js';
import { sectionQuestionCount } from '../statistics/section-readiness.js';

const NOT_FOUND = 'The student was not found.';

describe(`a school's students, approved to deleted, on ${testDialect()}`, () => {
  let server: TestServer;
  let school: BuiltUser & { schoolId: number };
  let other: BuiltUser & { schoolId: number };
  /** Two tabs of the same school. */
  let tab: Socket;
  let otherTab: Socket;
  const db = () => server.ctx.db;

  async function tokenOf(user: { username: string; password: string }): Promise<string> {
    const r = await server.api(
      `/user/signin?username=${user.username}&password=${encodeURIComponent(user.password)}`,
    );
    expect(r.body.isPositive, `${user.username} signs in`).toBe(true);
    return String(r.body.data.token);
  }
  const connectAs = async (user: { username: string; password: string }, ns: string) =>
    server.connect(ns, { token: await tokenOf(user), lang: 'en' });
  const studentOf = (schoolStatus: number, s = school) =>
    buildStudent(db(), { schoolId: s.schoolId, schoolStatus, verified: true });
  const statusOf = async (id: number) =>
    (
      await db()
        .selectFrom('students')
        .select('school_status')
        .where('user_id', '=', id)
        .executeTakeFirst()
    )?.school_status;
  async function withProgress(studentId: number, percent: number): Promise<void> {
    const questions = await sectionQuestionCount(db(), 'car', Date.now());
    const at = Date.now();
    await db()
      .insertInto('student_sections')
      .values({
        student_id: studentId,
        section_code: 'car',
        status: SectionStatus.activated,
        school_id: school.schoolId,
        activated_at: at,
        updated_at: at,
      })
      .execute();
    await db()
      .insertInto('section_stats')
      .values({
        student_id: studentId,
        section_code: 'car',
        progress_sum: percent * questions,
        updated_at: at,
      })
      .execute();
  }

  beforeAll(async () => {
    server = await startTestServer({ MAX_SESSIONS: '50' });
    school = await buildSchool(db());
    other = await buildSchool(db());
    tab = await connectAs(school, '/school');
    otherTab = await connectAs(school, '/school');
  });
  afterAll(async () => server?.stop());

  it("approves a pending student: the school's other tab and the student hear it at once", async () => {
    const student = await studentOf(StudentSchoolStatus.pending);
    const studentTab = await connectAs(student, '/student');
    const heard = Promise.all([
      nextPush<{ studentId: number }>(otherTab, 'pending-students-changed'),
      nextPush<{ studentId: number }>(otherTab, 'active-students-changed'),
      nextPush<{ schoolVerified: boolean }>(studentTab, 'profile-changed'),
    ]);
    const r = await emitAck(tab, 'students/approve', { id: student.id });
    expect(r).toMatchObject({ isPositive: true, data: { id: student.id, state: 'active' } });
    const [pending, active, profile] = await heard;
    expect([pending.studentId, active.studentId]).toEqual([student.id, student.id]);
    expect(profile.schoolVerified).toBe(true);
    const again = await emitAck(tab, 'students/approve', { id: student.id });
    expect(again).toMatchObject({
      isPositive: false,
      code: ResultCode.general,
      message: 'The student is no longer waiting for approval.',
    });
    studentTab.disconnect();
  });

  it('rejects a pending student, who is signed out with the reason and leaves every list', async () => {
    const student = await studentOf(StudentSchoolStatus.pending);
    const studentTab = await connectAs(student, '/student');
    const signedOut = nextPush<{ reason: string; message: string }>(studentTab, 'signout');
    const heard = nextPush<{ studentId: number }>(otherTab, 'pending-students-changed');
    const r = await emitAck(tab, 'students/reject', { id: student.id });
    expect(r).toMatchObject({ isPositive: true, data: { state: 'rejected' } });
    expect((await heard).studentId).toBe(student.id);
    expect(await signedOut).toMatchObject({ reason: 'school.students.rejectedSignout' });
    expect(await statusOf(student.id)).toBe(StudentSchoolStatus.rejected);
    const info = await emitAck(tab, 'students/info', { id: student.id });
    expect(info).toMatchObject({ isPositive: false, message: NOT_FOUND });
  });

  it('refuses to archive a pending student (a request is only approved or rejected) and an archived one', async () => {
    const student = await studentOf(StudentSchoolStatus.pending);
    const r = await emitAck(tab, 'students/archive', { id: student.id, result: 'first' });
    expect(r).toMatchObject({ isPositive: false, code: ResultCode.notFound, message: NOT_FOUND });
    expect(await statusOf(student.id)).toBe(StudentSchoolStatus.pending);
    const archived = await studentOf(StudentSchoolStatus.archived);
    const twice = await emitAck(tab, 'students/archive', { id: archived.id, result: 'first' });
    expect(twice).toMatchObject({
      isPositive: false,
      code: ResultCode.general,
      message: 'Only an active student can be archived.',
    });
  });

  it('archives an active student as passed at the 1st attempt, counted in the highlights, and restores them', async () => {
    const student = await studentOf(StudentSchoolStatus.active);
    await withProgress(student.id, 60);
    const heard = nextPush<{ studentId: number }>(otherTab, 'archived-students-changed');
    const r = await emitAck(tab, 'students/archive', {
      id: student.id,
      result: 'first',
      comment: 'Πέρασε με την πρώτη!',
    });
    expect(r).toMatchObject({ isPositive: true, data: { state: 'archived' } });
    expect((await heard).studentId).toBe(student.id);
    const list = await emitAck<StudentListView>(tab, 'students/list', { status: 'archived' });
    expect(list.data.rows.find((row) => row.id === student.id)).toMatchObject({
      archiveResult: 'first',
      sections: [expect.objectContaining({ examStatus: ExamStatus.passedFirst })],
    });
    const info = await emitAck(tab, 'students/info', { id: student.id });
    expect(info.data).toMatchObject({ archiveComment: 'Πέρασε με την πρώτη!' });
    const highlights = await emitAck(tab, 'highlights', { section: 'car' });
    expect(highlights.data).toMatchObject({ passed1: 1 });

    const restored = await emitAck(tab, 'students/restore', { id: student.id });
    expect(restored).toMatchObject({ isPositive: true, data: { state: 'active' } });
    expect(await statusOf(student.id)).toBe(StudentSchoolStatus.active);
    const twice = await emitAck(tab, 'students/restore', { id: student.id });
    expect(twice).toMatchObject({
      isPositive: false,
      message: 'The student is not in the archive.',
    });
  });

  it('acts on no student of another school: each answer is "not found" and nothing changes', async () => {
    const theirs = await studentOf(StudentSchoolStatus.pending, other);
    for (const [event, payload] of [
      ['students/approve', { id: theirs.id }],
      ['students/reject', { id: theirs.id }],
      ['students/delete', { id: theirs.id }],
      ['students/comments', { id: theirs.id, comments: 'x' }],
      [
        'students/password',
        { id: theirs.id, password: 'Other#2026x', passwordConfirm: 'Other#2026x' },
      ],
    ] as const) {
      const r = await emitAck(tab, event, payload);
      expect(r, event).toMatchObject({
        isPositive: false,
        code: ResultCode.notFound,
        message: NOT_FOUND,
      });
    }
    expect(await statusOf(theirs.id)).toBe(StudentSchoolStatus.pending);
  });

  it('deletes a student under 5% progress: the coupon is free again and their sessions end', async () => {
    const student = await studentOf(StudentSchoolStatus.active);
    await withProgress(student.id, 4);
    const couponId = await insertCoupon(db(), {
      code: `${school.schoolId}-DEL04`,
      schoolId: school.schoolId,
      sectionCode: 'car',
    });
    await markCouponUsed(db(), couponId, student.id, Date.now());
    const studentTab = await connectAs(student, '/student');
    const signedOut = nextPush<{ reason: string }>(studentTab, 'signout');
    const heard = nextPush<{ studentId: number }>(otherTab, 'active-students-changed');
    const r = await emitAck(tab, 'students/delete', { id: student.id });
    expect(r).toMatchObject({ isPositive: true, data: { id: student.id, couponFreed: true } });
    expect(await signedOut).toMatchObject({ reason: 'school.students.deletedSignout' });
    expect((await heard).studentId).toBe(student.id);
    const coupon = await db()
      .selectFrom('coupons')
      .selectAll()
      .where('id', '=', couponId)
      .executeTakeFirstOrThrow();
    expect(coupon).toMatchObject({ status: CouponStatus.free, student_id: null });
    expect(
      await db().selectFrom('users').select('id').where('id', '=', student.id).executeTakeFirst(),
    ).toBe(undefined);
    const again = await emitAck(tab, 'students/delete', { id: student.id });
    expect(again).toMatchObject({ isPositive: false, message: NOT_FOUND });
  });

  it('deletes a student at 5% progress: the coupon stays used', async () => {
    const student = await studentOf(StudentSchoolStatus.active);
    await withProgress(student.id, 5);
    const couponId = await insertCoupon(db(), {
      code: `${school.schoolId}-DEL05`,
      schoolId: school.schoolId,
      sectionCode: 'car',
    });
    await markCouponUsed(db(), couponId, student.id, Date.now());
    const r = await emitAck(tab, 'students/delete', { id: student.id });
    expect(r).toMatchObject({ isPositive: true, data: { couponFreed: false } });
    const coupon = await db()
      .selectFrom('coupons')
      .select('status')
      .where('id', '=', couponId)
      .executeTakeFirstOrThrow();
    expect(coupon.status).toBe(CouponStatus.used);
  });

  it('adds a student with strong credentials they can sign in with, once per e-mail', async () => {
    const email = `nea.mathitria.${Date.now().toString(36)}@example.test`;
    const heard = nextPush<{ studentId: number }>(otherTab, 'active-students-changed');
    const r = await emitAck<StudentAddView>(tab, 'students/add', {
      firstName: 'Ελένη',
      lastName: 'Καραγιάννη',
      email,
      phone: '697 000 1111',
      section: 'car',
    });
    expect(r.isPositive).toBe(true);
    const { student, credentials } = r.data;
    expect(student).toMatchObject({
      state: 'active',
      verified: true,
      isDemo: false,
      phone: '697 000 1111',
    });
    expect(student.sections).toEqual([
      expect.objectContaining({ code: 'car', status: SectionStatus.requested, bySchool: true }),
    ]);
    expect(checkPasswordStrength(credentials.password)).toBe(null);
    expect((await heard).studentId).toBe(student.id);
    await tokenOf(credentials);
    const found = await emitAck<StudentSearchView>(tab, 'students/search', { text: 'καραγιαννη' });
    expect(found.data.rows.map((row) => row.id)).toEqual([student.id]);
    const twice = await emitAck(tab, 'students/add', { firstName: 'Άλλη', lastName: 'Μία', email });
    expect(twice).toMatchObject({
      isPositive: false,
      code: ResultCode.validation,
      data: { fieldErrors: { email: expect.any(String) } },
    });
  });

  it("changes a student's password: their sessions end, and the new one signs in", async () => {
    const student = await studentOf(StudentSchoolStatus.active);
    const studentTab = await connectAs(student, '/student');
    const signedOut = nextPush<{ reason: string }>(studentTab, 'signout');
    const r = await emitAck(tab, 'students/password', {
      id: student.id,
      password: 'Changed#2026x',
      passwordConfirm: 'Changed#2026x',
    });
    expect(r).toMatchObject({ isPositive: true, message: "The student's password was changed." });
    expect(await signedOut).toMatchObject({ reason: 'auth.passwordChanged' });
    await tokenOf({ username: student.username, password: 'Changed#2026x' });
    const mismatch = await emitAck(tab, 'students/password', {
      id: student.id,
      password: 'Changed#2026x',
      passwordConfirm: 'Other#2026x',
    });
    expect(mismatch).toMatchObject({ isPositive: false, code: ResultCode.validation });
  });

  it("saves a student's details and notes; the student hears of it and is found by the new phone", async () => {
    const student = await studentOf(StudentSchoolStatus.active);
    const studentTab = await connectAs(student, '/student');
    const heard = nextPush<{ firstName: string }>(studentTab, 'profile-changed');
    const r = await emitAck(tab, 'students/save', {
      id: student.id,
      firstName: 'Γιάννης',
      lastName: 'Αλεξίου',
      email: student.email,
      phone: '210 999 8888',
      level: 3,
    });
    expect(r).toMatchObject({ isPositive: true, data: { name: 'Γιάννης Αλεξίου', level: 3 } });
    expect((await heard).firstName).toBe('Γιάννης');
    const found = await emitAck<StudentSearchView>(tab, 'students/search', { text: '2109998' });
    expect(found.data.rows.map((row) => row.id)).toEqual([student.id]);
    const notes = await emitAck(tab, 'students/comments', {
      id: student.id,
      comments: 'Χρειάζεται σήματα.',
    });
    expect(notes).toMatchObject({ isPositive: true, data: { state: 'active' } });
    const info = await emitAck(tab, 'students/info', { id: student.id });
    expect(info.data).toMatchObject({ comments: 'Χρειάζεται σήματα.' });
    studentTab.disconnect();
  });
});
