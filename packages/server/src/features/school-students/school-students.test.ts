import {
  ResultCode,
  SchoolStatus,
  SectionStatus,
  StudentSchoolStatus,
  type SchoolHighlights,
  type SchoolStudentInfoView,
  type SchoolStudentStatistics,
  type StudentListView,
  type StudentSearchView,
} from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildStudent, buildTeacher, type BuiltUser } from '../../test/factories.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';
import { refreshStudentSearchText } from '../students/student.repository.js';

const NOT_FOUND = 'The student was not found.';

describe(`a school's student lists on ${testDialect()}`, () => {
  let server: TestServer;
  let school: BuiltUser & { schoolId: number };
  let socket: Socket;
  /** A student of another school with the same name as one of ours. */
  let stranger: BuiltUser;
  let spyros: BuiltUser;
  const actives: BuiltUser[] = [];

  const db = () => server.ctx.db;
  async function connectAs(user: { username: string; password: string }, ns = '/school') {
    const r = await server.api(
      `/user/signin?username=${user.username}&password=${encodeURIComponent(user.password)}`,
    );
    return server.connect(ns, { token: String(r.body.data.token), lang: 'en' });
  }
  async function stats(studentId: number, progressSum: number, replies: number, correct: number) {
    await db()
      .insertInto('student_sections')
      .values({
        student_id: studentId,
        section_code: 'car',
        status: SectionStatus.activated,
        school_id: school.schoolId,
        activated_at: Date.now(),
        updated_at: Date.now(),
      })
      .execute();
    await db()
      .insertInto('section_stats')
      .values({
        student_id: studentId,
        section_code: 'car',
        tests_total: 2,
        replies,
        correct,
        progress_sum: progressSum,
        test_stats: JSON.stringify({ progress: { count: 2, answers: replies, right: correct } }),
        updated_at: Date.now(),
      })
      .execute();
  }

  beforeAll(async () => {
    server = await startTestServer({ MAX_SESSIONS: '50' });
    school = await buildSchool(db());
    const other = await buildSchool(db());
    for (let i = 0; i < 30; i++) {
      const s = await buildStudent(db(), {
        schoolId: school.schoolId,
        verified: true,
        firstName: `Μαθητής${String(i).padStart(2, '0')}`,
        lastName: 'Δοκιμαστικός',
      });
      await db()
        .updateTable('users')
        .set({ section_code: 'car', last_access: 1_700_000_000_000 + i * 1000 })
        .where('id', '=', s.id)
        .execute();
      await stats(s.id, i * 100, 10 + i, 5 + i);
      actives.push(s);
    }
    spyros = await buildStudent(db(), {
      schoolId: school.schoolId,
      schoolStatus: StudentSchoolStatus.pending,
      firstName: 'Σπύρος',
      lastName: 'Παπαδάκης',
    });
    await db()
      .updateTable('students')
      .set({ phone: '694 123 4567' })
      .where('user_id', '=', spyros.id)
      .execute();
    await refreshStudentSearchText(db(), spyros.id);
    stranger = await buildStudent(db(), {
      schoolId: other.schoolId,
      firstName: 'Σπύρος',
      lastName: 'Παπαδάκης',
    });
    socket = await connectAs(school);
  });
  afterAll(async () => server?.stop());

  it('answers a page of 25 by last access, newest first, with the total and every tab count', async () => {
    const r = await emitAck<StudentListView>(socket, 'students/list', { status: 'active' });
    expect(r.isPositive).toBe(true);
    expect(r.data).toMatchObject({ page: 1, pageSize: 25, total: 30 });
    expect(r.data.counts).toEqual({ pending: 1, active: 30, archived: 0, rejected: 0 });
    expect(r.data.rows).toHaveLength(25);
    expect(r.data.rows[0]!.id).toBe(actives[29]!.id);
    const second = await emitAck<StudentListView>(socket, 'students/list', {
      status: 'active',
      page: 2,
    });
    expect(second.data.rows.map((row) => row.id)).toEqual(
      actives
        .slice(0, 5)
        .map((s) => s.id)
        .reverse(),
    );
  });

  it('sorts by name, progress and success either way, and pages without overlap', async () => {
    const byName = await emitAck<StudentListView>(socket, 'students/list', {
      status: 'active',
      sort: 'name',
      direction: 'asc',
    });
    expect(byName.data.rows[0]!.firstName).toBe('Μαθητής00');
    expect(byName.data.rows[1]!.firstName).toBe('Μαθητής01');
    const byProgress = await emitAck<StudentListView>(socket, 'students/list', {
      status: 'active',
      sort: 'progress',
      direction: 'desc',
      section: 'car',
    });
    const progress = byProgress.data.rows.map((row) => row.progress);
    expect(progress).toEqual([...progress].sort((a, b) => b - a));
    expect(byProgress.data.rows[0]!.id).toBe(actives[29]!.id);
    const bySuccess = await emitAck<StudentListView>(socket, 'students/list', {
      status: 'active',
      sort: 'success',
      direction: 'asc',
    });
    const success = bySuccess.data.rows.map((row) => row.success);
    expect(success).toEqual([...success].sort((a, b) => a - b));
    expect(bySuccess.data.rows[0]!.success).toBe(50);
  });

  it('shows each row with its sections, progress and success', async () => {
    const r = await emitAck<StudentListView>(socket, 'students/list', {
      status: 'active',
      search: actives[3]!.username,
    });
    expect(r.data.total).toBe(1);
    const row = r.data.rows[0]!;
    expect(row).toMatchObject({
      id: actives[3]!.id,
      state: 'active',
      verified: true,
      section: 'car',
      lastAccess: 1_700_000_000_000 + 3000,
      success: Math.round((100 * 8) / 13),
    });
    expect(row.sections).toEqual([
      expect.objectContaining({ code: 'car', status: SectionStatus.activated, bySchool: true }),
    ]);
  });

  it('answers a page past the end empty, with the total, and keeps to a section when asked', async () => {
    const past = await emitAck<StudentListView>(socket, 'students/list', {
      status: 'active',
      page: 9,
    });
    expect(past.data).toMatchObject({ rows: [], total: 30, page: 9 });
    const bike = await emitAck<StudentListView>(socket, 'students/list', {
      status: 'active',
      section: 'bike',
    });
    expect(bike.data).toMatchObject({ rows: [], total: 0 });
  });

  it('refuses an unknown status, a page under 1 and an unknown sort column', async () => {
    for (const bad of [
      { status: 'deleted' },
      { status: 'active', page: 0 },
      { status: 'active', sort: 'password' },
    ]) {
      const r = await emitAck(socket, 'students/list', bad);
      expect(r).toMatchObject({ isPositive: false, code: ResultCode.validation });
    }
  });

  it('searches name, e-mail and phone without case or accents, and never another school', async () => {
    for (const text of ['σπυρ', 'ΠΑΠΑΔΆ', spyros.email.toUpperCase(), '694 12']) {
      const r = await emitAck<StudentSearchView>(socket, 'students/search', { text });
      expect(
        r.data.rows.map((row) => row.id),
        text,
      ).toEqual([spyros.id]);
    }
    const r = await emitAck<StudentSearchView>(socket, 'students/search', { text: 'Παπαδάκης' });
    expect(r.data.rows.map((row) => row.id)).not.toContain(stranger.id);
    expect(r.data.rows[0]!.state).toBe('pending');
  });

  it('searches nothing under 3 characters, and only the asked list', async () => {
    const short = await emitAck<StudentSearchView>(socket, 'students/search', { text: 'σπ' });
    expect(short).toMatchObject({ isPositive: true, data: { rows: [] } });
    const active = await emitAck<StudentSearchView>(socket, 'students/search', {
      text: 'σπυρ',
      status: 'active',
    });
    expect(active.data.rows).toEqual([]);
  });

  it('answers a student of its own, and one of another school or still asking to join as one that does not exist', async () => {
    const active = actives[0]!;
    const own = await emitAck<SchoolStudentInfoView>(socket, 'students/info', { id: active.id });
    expect(own.data).toMatchObject({ id: active.id, state: 'active' });
    const theirs = await emitAck(socket, 'students/info', { id: stranger.id });
    const asking = await emitAck(socket, 'students/info', { id: spyros.id });
    const missing = await emitAck(socket, 'students/info', { id: 987_654 });
    expect(theirs).toMatchObject({
      isPositive: false,
      code: ResultCode.notFound,
      message: NOT_FOUND,
    });
    expect(missing).toEqual(theirs);
    expect(asking).toEqual(theirs);
  });

  it('refuses a negative id as a validation error', async () => {
    const r = await emitAck(socket, 'students/info', { id: -1 });
    expect(r).toMatchObject({ isPositive: false, code: ResultCode.validation });
  });

  it("shows the student's own statistics and where they stand, and no one else's", async () => {
    const r = await emitAck<SchoolStudentStatistics>(socket, 'students/stats', {
      id: actives[5]!.id,
      section: 'car',
    });
    expect(r.data).toMatchObject({ code: 'car', testsTotal: 2 });
    // The figures of the student's own dashboard: progress, success and exam readiness.
    expect(r.data.standing).toMatchObject({
      progress: expect.any(Number),
      success: expect.any(Number),
      readiness: { level: 'notReady', coverage: expect.any(Number) },
    });
    const theirs = await emitAck(socket, 'students/stats', { id: stranger.id, section: 'car' });
    expect(theirs).toMatchObject({ isPositive: false, message: NOT_FOUND });
  });

  it("counts the school's highlights for a section, a damaged counter as nothing", async () => {
    await db()
      .updateTable('section_stats')
      .set({ test_stats: '{"progress": {"count": ' })
      .where('student_id', '=', actives[0]!.id)
      .execute();
    const r = await emitAck<SchoolHighlights>(socket, 'highlights', { section: 'car' });
    expect(r.data).toMatchObject({ code: 'car', active: 30, total: 30, passed1: 0 });
    expect(r.data.testStats.progress.count).toBe(58);
    expect(r.data.testStats.progress.answers).toBe(
      actives.slice(1).reduce((n, _s, i) => n + 10 + i + 1, 0),
    );
  });

  it('lets a teacher see the students but not change the school profile', async () => {
    const teacher = await buildTeacher(db(), school.schoolId);
    const t = await connectAs(teacher);
    const list = await emitAck<StudentListView>(t, 'students/list', { status: 'pending' });
    expect(list.data.rows.map((row) => row.id)).toEqual([spyros.id]);
    const profile = await emitAck(t, 'profile/save', {
      name: 'Άλλο όνομα',
      managerName: 'Κάποιος',
      address: 'Οδός 1',
      city: 'Αθήνα',
      phone: '2101234567',
    });
    expect(profile).toMatchObject({ isPositive: false, code: ResultCode.insufficientPermissions });
    t.disconnect();
  });

  it('saves the manager its school profile', async () => {
    const r = await emitAck(socket, 'profile/save', {
      name: 'Σχολή Οδηγών Άλφα',
      managerName: 'Μαρία Οικονόμου',
      address: 'Τσιμισκή 10',
      city: 'Θεσσαλονίκη',
      postalCode: '546 22',
      phone: '2310 555 111',
    });
    expect(r).toMatchObject({
      isPositive: true,
      data: { name: 'Σχολή Οδηγών Άλφα', postalCode: '546 22', status: SchoolStatus.approved },
    });
    const row = await db()
      .selectFrom('schools')
      .select('search_text')
      .where('id', '=', school.schoolId)
      .executeTakeFirstOrThrow();
    expect(row.search_text).toContain('σχολη οδηγων αλφα');
  });

  it('tells a school awaiting approval so, on its events and in its user info', async () => {
    const waiting = await buildSchool(db(), { status: SchoolStatus.pending });
    const info = await server.api(
      `/user/signin?username=${waiting.username}&password=${encodeURIComponent(waiting.password)}`,
    );
    expect(info.body.data.schoolStatus).toBe(SchoolStatus.pending);
    const s = await connectAs(waiting);
    const r = await emitAck(s, 'students/list', { status: 'pending' });
    expect(r).toMatchObject({
      isPositive: false,
      code: ResultCode.general,
      message: expect.stringContaining('awaiting approval'),
      data: { awaitingApproval: true },
    });
    const own = await emitAck(s, 'profile');
    expect(own).toMatchObject({ isPositive: true, data: { status: SchoolStatus.pending } });
    s.disconnect();
  });
});
