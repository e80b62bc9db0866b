import { SectionStatus } from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { buildSchool, buildStudent } from '../../test/factories.js';
import { testDialect } from '../../test/test-database.js';
import {
  DEMO_PASSWORD,
  emitAck,
  nextPush,
  startTestServer,
  type TestServer,
} from '../../test/test-server.js';

interface SectionView {
  code: string;
  name: string;
  status: number;
  examStatus: number;
}
interface SectionsReply {
  sections: SectionView[];
  current: string | null;
}

async function giveSection(db: Db, studentId: number, code: string, status: number) {
  const at = Date.now();
  await db
    .insertInto('student_sections')
    .values({ student_id: studentId, section_code: code, status, requested_at: at, updated_at: at })
    .execute();
}

describe(`student sections on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ MAX_SESSIONS: '50' }, { seedContent: false });
  });
  afterAll(async () => server?.stop());

  async function signIn(username: string, password: string): Promise<string> {
    const r = await server.api(
      `/user/signin?username=${username}&password=${encodeURIComponent(password)}`,
    );
    return String(r.body.data.token);
  }
  const studentSocket = (token: string): Promise<Socket> =>
    server.connect('/student', { token, lang: 'en' });

  it('lists the six sections with the student status and the current section', async () => {
    const socket = await studentSocket(await signIn('demo-student', DEMO_PASSWORD));
    const r = await emitAck<SectionsReply>(socket, 'sections');
    expect(r.isPositive).toBe(true);
    expect(r.data.sections.map((s) => s.code)).toEqual([
      'car',
      'bike',
      'truck',
      'bus',
      'ptruck',
      'pbus',
    ]);
    expect(r.data.sections[0]).toMatchObject({
      code: 'car',
      name: 'Car (B)',
      status: SectionStatus.activated,
      examStatus: 0,
    });
    expect(r.data.sections.slice(1).every((s) => s.status === SectionStatus.locked)).toBe(true);
    expect(r.data.current).toBe('car');
    const greek = await emitAck<SectionsReply>(socket, 'sections', { lang: 'el' });
    expect(greek.data.sections[0]?.name).toBe('Αυτοκίνητο (Β)');
    socket.disconnect();
  });

  it('switching to a locked section or an unknown one is refused and changes nothing', async () => {
    const socket = await studentSocket(await signIn('demo-student', DEMO_PASSWORD));
    const locked = await emitAck(socket, 'section/change', { code: 'bike' });
    expect(locked).toMatchObject({
      isPositive: false,
      message: 'Cannot switch to this section',
    });
    const unknown = await emitAck(socket, 'section/change', { code: 'tractor' });
    expect(unknown).toMatchObject({ isPositive: false, message: 'Section not found' });
    const user = await server.ctx.db
      .selectFrom('users')
      .select('section_code')
      .where('username', '=', 'demo-student')
      .executeTakeFirstOrThrow();
    expect(user.section_code).toBe('car');
    socket.disconnect();
  });

  it('switches to a requested or activated section and tells the other tabs', async () => {
    const student = await buildStudent(server.ctx.db);
    await giveSection(server.ctx.db, student.id, 'car', SectionStatus.activated);
    await giveSection(server.ctx.db, student.id, 'bike', SectionStatus.requested);
    await giveSection(server.ctx.db, student.id, 'truck', SectionStatus.deactivated);
    const token = await signIn(student.username, student.password);
    const tab = await studentSocket(token);
    const otherTab = await studentSocket(token);
    const before = await emitAck<SectionsReply>(tab, 'sections');
    expect(before.data.current).toBe('car');

    const sectionsPush = nextPush<{ current: string }>(otherTab, 'sections-changed');
    const profilePush = nextPush<{ sectionCode: string }>(otherTab, 'profile-changed');
    const toDemo = await emitAck(tab, 'section/change', { code: 'bike' });
    expect(toDemo).toMatchObject({ isPositive: true, data: { current: 'bike' } });
    expect(await sectionsPush).toEqual({ current: 'bike' });
    expect((await profilePush).sectionCode).toBe('bike');
    const after = await emitAck<SectionsReply>(otherTab, 'sections');
    expect(after.data.current).toBe('bike');

    const back = await emitAck(tab, 'section/change', { code: 'car' });
    expect(back.isPositive).toBe(true);
    const deactivated = await emitAck(tab, 'section/change', { code: 'truck' });
    expect(deactivated.message).toBe('Cannot switch to this section');
    tab.disconnect();
    otherTab.disconnect();
  });

  it('the current section follows the SPEC §4 rule when the saved one is not usable', async () => {
    const student = await buildStudent(server.ctx.db);
    await giveSection(server.ctx.db, student.id, 'bus', SectionStatus.requested);
    await giveSection(server.ctx.db, student.id, 'pbus', SectionStatus.activated);
    const socket = await studentSocket(await signIn(student.username, student.password));
    expect((await emitAck<SectionsReply>(socket, 'sections')).data.current).toBe('pbus');
    await server.ctx.db
      .updateTable('users')
      .set({ section_code: 'bike' })
      .where('id', '=', student.id)
      .execute();
    expect((await emitAck<SectionsReply>(socket, 'sections')).data.current).toBe('pbus');
    await server.ctx.db
      .updateTable('users')
      .set({ section_code: 'bus' })
      .where('id', '=', student.id)
      .execute();
    expect((await emitAck<SectionsReply>(socket, 'sections')).data.current).toBe('bus');
    socket.disconnect();
  });

  it('a student without a school may open one section as demo, not a second', async () => {
    const student = await buildStudent(server.ctx.db);
    const socket = await studentSocket(await signIn(student.username, student.password));
    const first = await emitAck(socket, 'section-enable', { code: 'bike' });
    expect(first).toMatchObject({
      isPositive: true,
      message: 'You can now practise this section in DEMO mode.',
      data: { code: 'bike', status: SectionStatus.requested, changed: true },
    });
    const again = await emitAck(socket, 'section-enable', { code: 'bike' });
    expect(again).toMatchObject({ isPositive: true, data: { changed: false } });
    const second = await emitAck(socket, 'section-enable', { code: 'truck' });
    expect(second).toMatchObject({
      isPositive: false,
      message: 'Unlocking more than one section requires linking to a driving school.',
    });
    const switched = await emitAck(socket, 'section/change', { code: 'bike' });
    expect(switched.isPositive).toBe(true);
    const trial = await studentSocket(await signIn('demo-trial', DEMO_PASSWORD));
    const trialSecond = await emitAck(trial, 'section-enable', { code: 'bike' });
    expect(trialSecond.message).toBe(
      'Unlocking more than one section requires linking to a driving school.',
    );
    const unknown = await emitAck(trial, 'section-enable', { code: 'tractor' });
    expect(unknown.message).toBe('Section not found');
    socket.disconnect();
    trial.disconnect();
  });

  it('two tabs asking for two sections at once still get only one without a school', async () => {
    const student = await buildStudent(server.ctx.db);
    const token = await signIn(student.username, student.password);
    const tabs = await Promise.all([studentSocket(token), studentSocket(token)]);
    const codes = ['bike', 'truck', 'bus', 'ptruck'];
    const replies = await Promise.all(
      codes.map((code, i) => emitAck(tabs[i % 2]!, 'section-enable', { code })),
    );
    expect(replies.filter((r) => r.isPositive)).toHaveLength(1);
    const rows = await server.ctx.db
      .selectFrom('student_sections')
      .select('section_code')
      .where('student_id', '=', student.id)
      .execute();
    expect(rows).toHaveLength(1);
    for (const tab of tabs) tab.disconnect();
  });

  it("a verified student's request reaches the school's pending list", async () => {
    const school = await buildSchool(server.ctx.db);
    const student = await buildStudent(server.ctx.db, {
      schoolId: school.schoolId,
      verified: true,
    });
    await giveSection(server.ctx.db, student.id, 'car', SectionStatus.activated);
    const schoolSocket = await server.connect('/school', {
      token: await signIn(school.username, school.password),
    });
    const token = await signIn(student.username, student.password);
    const socket = await studentSocket(token);
    const otherTab = await studentSocket(token);

    const pending = nextPush<{ studentId: number }>(schoolSocket, 'pending-students-changed');
    const changed = nextPush(otherTab, 'sections-changed');
    const r = await emitAck(socket, 'section-enable', { code: 'truck' });
    expect(r).toMatchObject({
      isPositive: true,
      message: 'Your request has been sent to the driving school.',
      data: { status: SectionStatus.requested, changed: true },
    });
    expect((await pending).studentId).toBe(student.id);
    await changed;
    const row = await server.ctx.db
      .selectFrom('student_sections')
      .select(['status', 'school_id', 'requested_at'])
      .where('student_id', '=', student.id)
      .where('section_code', '=', 'truck')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: SectionStatus.requested, school_id: school.schoolId });
    expect(row.requested_at).toBeGreaterThan(0);

    const active = await emitAck(socket, 'section-enable', { code: 'car' });
    expect(active).toMatchObject({
      isPositive: true,
      message: 'This section is already activated.',
      data: { status: SectionStatus.activated, changed: false },
    });
    for (const s of [socket, otherTab, schoolSocket]) s.disconnect();
  });
});
