import { translate } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildStudent } from '../../test/factories.js';
import { signInToken } from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';
import { updateStudentComments } from './school-student-changes.repository.js';

/* A school's private notes on a student (SPEC §1 "comment on students", §8). */
describe(`a school's comments on its students, on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());
  const commentsOf = async (id: number) =>
    (
      await server.ctx.db
        .selectFrom('students')
        .select('comments')
        .where('user_id', '=', id)
        .executeTakeFirstOrThrow()
    ).comments;

  it('the school saves its notes; they are written only while the student is its own', async () => {
    const db = server.ctx.db;
    const school = await buildSchool(db);
    const other = await buildSchool(db);
    const student = await buildStudent(db, { schoolId: school.schoolId, verified: true });
    const tab = await server.connect('/school', {
      token: await signInToken(server, school),
      lang: 'en',
    });
    const r = await emitAck(tab, 'students/comments', {
      id: student.id,
      comments: 'Θέλει εξάσκηση στις προτεραιότητες.',
    });
    expect(r.isPositive, r.message).toBe(true);
    expect(await commentsOf(student.id)).toBe('Θέλει εξάσκηση στις προτεραιότητες.');

    // A write racing the student's move to another school changes nothing.
    const args = { studentId: student.id, schoolId: other.schoolId, comments: 'x' };
    expect(await updateStudentComments(db, args)).toBe(false);
    expect(await commentsOf(student.id)).toBe('Θέλει εξάσκηση στις προτεραιότητες.');
    // …and the school is told in SPEC §8's words.
    expect(translate('en', 'error.saveComments')).toBe('Error while saving student comments.');
  });
});
