import type { SchoolAccountView, SchoolSectionView } from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories.js';
import { answerAll, signInToken, startTest } from '../../test/learning.js';
import { connectSchool, giveCredits } from '../../test/school-money.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

/*
 * Who hears the school's money (issue 31 items 4 and 6): every change of the ledger, the
 * charge at 10% included, pushes `school-account-changed` to the school's managers; a teacher
 * is told no money figure, in a reply or a push.
 */

const MONEY_PUSHES = ['school-account-changed', 'school-account-error'];

/** Every money push a socket hears from now on. */
function listen(socket: Socket): unknown[] {
  const heard: unknown[] = [];
  for (const name of MONEY_PUSHES) socket.on(name, (p: unknown) => heard.push(p));
  return heard;
}

describe(`who hears the school's money on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ MAX_SESSIONS: '100' });
  });
  afterAll(async () => server?.stop());

  const db = () => server.ctx.db;

  it("a teacher activates a section but is told no money, in the reply or in a push; the manager's header follows every change", async () => {
    const school = await buildSchool(db());
    await giveCredits(server, school.schoolId, 5);
    const manager = await connectSchool(server, school);
    const teacher = await connectSchool(server, await buildTeacher(db(), school.schoolId));
    const managerHeard = listen(manager);
    const teacherHeard = listen(teacher);
    const student = await buildStudent(db(), { schoolId: school.schoolId, verified: true });

    const r = await emitAck<SchoolSectionView>(teacher, 'section/activate', { student: student.id, section: 'car' }); // prettier-ignore
    expect(r).toMatchObject({ isPositive: true, data: { account: null } });
    expect(JSON.stringify(r.data)).not.toMatch(/credits|activationsAvailable/i);
    await emitAck(manager, 'credits/request', { amount: 2 });
    await expect.poll(() => managerHeard.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    // The manager's socket heard both; a third socket's round trip shows the teacher's would
    // have arrived by now (pushes of one namespace are delivered in order).
    await emitAck(teacher, 'students/list', {}).catch(() => undefined);
    expect(teacherHeard).toEqual([]);
    expect(managerHeard.at(-1)).toMatchObject({ credits: 7, provisionalCredits: 2, reservedCredits: 1 }); // prettier-ignore
  });

  it('the charge at 10% pushes school-account-changed to the managers', async () => {
    const school = await buildSchool(db());
    await giveCredits(server, school.schoolId, 2);
    const manager = await connectSchool(server, school);
    const teacher = await connectSchool(server, await buildTeacher(db(), school.schoolId));
    const student = await buildStudent(db(), { schoolId: school.schoolId, verified: true });
    expect((await emitAck(manager, 'section/activate', { student: student.id, section: 'car' })).isPositive).toBe(true); // prettier-ignore
    const learner = await server.connect('/student', { token: await signInToken(server, student), lang: 'en' }); // prettier-ignore
    const test = (await startTest(learner, { section: 'car', type: 'progress', options: { count: 20 } })).data; // prettier-ignore
    await answerAll(server, learner, { ...test, questions: test.questions.slice(0, 14) });
    const heard: SchoolAccountView[] = [];
    manager.on('school-account-changed', (a: SchoolAccountView) => heard.push(a));
    const teacherHeard = listen(teacher);
    // The 15th right answer of 63 car questions brings the section to 10%: the charge.
    await answerAll(server, learner, { ...test, questions: test.questions.slice(14) });
    await expect.poll(() => heard.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(heard.at(-1)).toMatchObject({ credits: 1, reservedCredits: 0, accountError: false });
    expect(teacherHeard).toEqual([]);
  });
});
