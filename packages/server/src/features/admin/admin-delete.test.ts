import type { AdminAuditPageView, AdminDeletePlanView } from '@kokpit/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildStudent, buildTest } from '../../test/factories.js';
import { testDialect } from '../../test/test-database.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { CASCADE_MAX } from './admin-delete.service.js';
import { forgetSchemaMeta } from './admin-meta.js';
import { connectOperator, type Operator } from './admin-test-support.js';

/*
 * Deleting a record that others refer to (issue 20 item 4), as the schema's ON DELETE rules
 * say: refused with the referring table's name (NO ACTION / RESTRICT, at any depth), or, once
 * the operator confirmed the plan, deleted with what CASCADE takes along and SET NULL links
 * emptied; the audit entry keeps every row, so a revert brings them all back.
 */

describe(`deleting referenced records on ${testDialect()}`, () => {
  let server: TestServer;
  let op: Operator;

  beforeAll(async () => {
    server = await startTestServer();
    op = await connectOperator(server);
  });
  afterAll(async () => server?.stop());

  const db = () => server.ctx.db;
  const plan = async (table: string, key: Record<string, unknown>) => {
    const r = await op.call<AdminDeletePlanView>('records/delete-plan', { table, key });
    expect(r.isPositive, r.message).toBe(true);
    return r.data;
  };
  const counts = (list: { table: string; count: number }[]) =>
    Object.fromEntries(list.map((c) => [c.table, c.count]));

  /** Everything a school account is made of and linked to, as plain rows. */
  async function schoolState(userId: number, schoolId: number, studentId: number) {
    const rows = (table: string, where: string, value: number) =>
      db()
        .selectFrom(table as 'users')
        .selectAll()
        .where(where as 'id', '=', value)
        .execute();
    const logo = await db()
      .selectFrom('school_logos')
      .selectAll()
      .where('school_id', '=', schoolId)
      .executeTakeFirst();
    return {
      user: await rows('users', 'id', userId),
      roles: await rows('user_roles', 'user_id', userId),
      school: await rows('schools', 'id', schoolId),
      members: await rows('school_members', 'school_id', schoolId),
      logo: logo ? { ...logo, bytes: Buffer.from(logo.bytes).toString('hex') } : null,
      student: await db()
        .selectFrom('students')
        .select(['user_id', 'school_id'])
        .where('user_id', '=', studentId)
        .execute(),
    };
  }

  it('a school account goes with its school, team and logo once confirmed, and comes back', async () => {
    const school = await buildSchool(db());
    const student = await buildStudent(db(), { schoolId: school.schoolId });
    await db()
      .insertInto('school_logos')
      .values({
        school_id: school.schoolId,
        content_type: 'image/png',
        sha256: 'ab'.repeat(32),
        bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]),
        updated_at: Date.now(),
      })
      .execute();
    const before = await schoolState(school.id, school.schoolId, student.id);

    // The plan: the school, its manager's membership (reached twice, counted once), the logo
    // and the roles go; the student stays without a school.
    const p = await plan('users', { id: school.id });
    expect(counts(p.cascades)).toEqual({
      schools: 1,
      school_members: 1,
      school_logos: 1,
      user_roles: 1,
    });
    expect(p.unlinks).toEqual([{ table: 'students', column: 'school_id', count: 1 }]);
    expect(p.blockedBy).toEqual([]);
    expect(p.tooBig).toBe(false);

    // Not confirmed: refused, nothing changed.
    const unconfirmed = await op.call('records/delete', { table: 'users', key: { id: school.id } });
    expect(unconfirmed.isPositive).toBe(false);
    expect(unconfirmed.message).toMatch(/depend on this one/);
    expect(await schoolState(school.id, school.schoolId, student.id)).toEqual(before);

    const done = await op.call('records/delete', {
      table: 'users',
      key: { id: school.id },
      cascade: true,
    });
    expect(done.isPositive, done.message).toBe(true);
    expect(done.message).toBe(
      'The record was deleted, together with the records that depended on it (4).',
    );
    const gone = await schoolState(school.id, school.schoolId, student.id);
    expect(gone).toEqual({
      user: [],
      roles: [],
      school: [],
      members: [],
      logo: null,
      student: [{ user_id: student.id, school_id: null }],
    });

    const log = await op.call<AdminAuditPageView>('audit/list', { table: 'users' });
    const entry = log.data.entries[0]!;
    expect(entry.action).toBe('admin.delete');
    expect(counts(entry.cascaded)).toEqual(counts(p.cascades));
    const reverted = await op.call('audit/revert', { id: entry.id });
    expect(reverted.isPositive, reverted.message).toBe(true);
    expect(await schoolState(school.id, school.schoolId, student.id)).toEqual(before);

    // Reverting the revert deletes them again, and keeps them again.
    const again = (await op.call<AdminAuditPageView>('audit/list', { table: 'users' })).data
      .entries[0]!;
    expect(again.action).toBe('admin.revert');
    expect((await op.call('audit/revert', { id: again.id })).isPositive).toBe(true);
    expect((await schoolState(school.id, school.schoolId, student.id)).school).toEqual([]);
    const third = (await op.call<AdminAuditPageView>('audit/list', { table: 'users' })).data
      .entries[0]!;
    expect(counts(third.cascaded)).toEqual(counts(p.cascades));
  });

  it('a picture deleted from its table comes back with its bytes, which the screen never gets', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4, 5]);
    const row = { name: 'in-table.png', folder: '', content_type: 'image/png', sha256: 'ab' };
    await db()
      .insertInto('pictures')
      .values({ ...row, bytes, updated_at: 1 })
      .execute();
    const del = await op.call('records/delete', { table: 'pictures', key: { name: row.name } });
    expect(del.isPositive, del.message).toBe(true);
    const log = await op.call<AdminAuditPageView>('audit/list', { table: 'pictures' });
    const entry = log.data.entries[0]!;
    expect(entry).toMatchObject({ action: 'admin.delete', revertable: true });
    expect(JSON.stringify(log)).not.toContain(bytes.toString('base64'));
    const revert = await op.call<{ id: number }>('audit/revert', { id: entry.id });
    expect(revert.isPositive, revert.message).toBe(true);
    const back = () =>
      db().selectFrom('pictures').selectAll().where('name', '=', row.name).executeTakeFirst();
    expect(Buffer.from((await back())!.bytes)).toEqual(bytes);
    // And the revert's revert deletes it again, keeping the bytes for a third revert.
    expect((await op.call('audit/revert', { id: revert.data.id })).isPositive).toBe(true);
    expect(await back()).toBeUndefined();
    const last = await op.call<AdminAuditPageView>('audit/list', { table: 'pictures' });
    expect((await op.call('audit/revert', { id: last.data.entries[0]!.id })).isPositive).toBe(true);
    expect(Buffer.from((await back())!.bytes)).toEqual(bytes);
  });

  it('a picture a question shows cannot be deleted from its table', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 9]);
    await db()
      .insertInto('pictures')
      .values({
        name: 'shown.png',
        folder: '',
        content_type: 'image/png',
        sha256: 'cd',
        bytes,
        updated_at: 1,
      })
      .execute();
    const category = await db()
      .insertInto('categories')
      .values({ source_key: `shown-${Date.now()}`, position: 0, icon: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const question = await db()
      .insertInto('questions')
      .values({
        source: 'probe',
        source_id: `shown-${Date.now()}`,
        category_id: category.id,
        photo: 'shown.png',
        updated_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const p = await plan('pictures', { name: 'shown.png' });
    expect(p.blockedBy).toEqual([{ table: 'questions', count: 1, via: null }]);
    const r = await op.call('records/delete', {
      table: 'pictures',
      key: { name: 'shown.png' },
      cascade: true,
    });
    expect(r.message).toBe(
      'The record cannot be deleted: records of “Questions” refer to it. Delete or change those first.',
    );
    const kept = await db()
      .selectFrom('pictures')
      .select('name')
      .where('name', '=', 'shown.png')
      .execute();
    expect(kept).toHaveLength(1);
    await db().deleteFrom('questions').where('id', '=', question.id).execute();
    await db().deleteFrom('categories').where('id', '=', category.id).execute();
  });

  it('a record that rows without ON DELETE CASCADE refer to is refused, naming their table', async () => {
    const category = await db()
      .insertInto('categories')
      .values({ source_key: `probe-${Date.now()}`, position: 0, icon: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('category_texts')
      .values({ category_id: category.id, lang: 'el', name: 'Δοκιμή' })
      .execute();
    const question = await db()
      .insertInto('questions')
      .values({
        source: 'probe',
        source_id: `q-${Date.now()}`,
        category_id: category.id,
        updated_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const p = await plan('categories', { id: category.id });
    expect(p.blockedBy).toEqual([{ table: 'questions', count: 1, via: null }]);
    expect(counts(p.cascades)).toEqual({ category_texts: 1 });
    for (const cascade of [false, true]) {
      const r = await op.call('records/delete', {
        table: 'categories',
        key: { id: category.id },
        cascade,
      });
      expect(r.isPositive).toBe(false);
      expect(r.message).toBe(
        'The record cannot be deleted: records of “Questions” refer to it. Delete or change those first.',
      );
    }
    expect(
      await db()
        .selectFrom('category_texts')
        .selectAll()
        .where('category_id', '=', category.id)
        .execute(),
    ).toHaveLength(1);

    // Without the question, the category goes with its names.
    await db().deleteFrom('questions').where('id', '=', question.id).execute();
    const r = await op.call('records/delete', {
      table: 'categories',
      key: { id: category.id },
      cascade: true,
    });
    expect(r.isPositive, r.message).toBe(true);
    expect(
      await db()
        .selectFrom('category_texts')
        .selectAll()
        .where('category_id', '=', category.id)
        .execute(),
    ).toEqual([]);
  });

  it('a row that refers to something the delete would take along stops it too', async () => {
    // A table a later migration might add: it refers to tests without ON DELETE CASCADE.
    await db()
      .schema.createTable('probe_marks')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('test_id', 'integer', (c) => c.notNull().references('tests.id'))
      .execute();
    forgetSchemaMeta(server.ctx);
    try {
      const student = await buildStudent(db());
      const testId = await buildTest(db(), student.id);
      await sql`insert into probe_marks (id, test_id) values (1, ${testId})`.execute(db());
      const p = await plan('users', { id: student.id });
      expect(p.blockedBy).toEqual([{ table: 'probe_marks', count: 1, via: 'tests' }]);
      expect(counts(p.cascades)).toMatchObject({ students: 1, tests: 1 });
      const r = await op.call('records/delete', {
        table: 'users',
        key: { id: student.id },
        cascade: true,
      });
      expect(r.message).toBe(
        'The record cannot be deleted: records of “Tests” would go with it, and records of “Probe marks” refer to those. Delete or change those first.',
      );
      expect(
        await db().selectFrom('tests').selectAll().where('id', '=', testId).execute(),
      ).toHaveLength(1);
    } finally {
      await db().schema.dropTable('probe_marks').execute();
      forgetSchemaMeta(server.ctx);
    }
  });

  it(`more than ${CASCADE_MAX} rows taken along is refused`, async () => {
    const student = await buildStudent(db());
    const days = Array.from({ length: CASCADE_MAX + 1 }, (_, i) => ({
      student_id: student.id,
      section_code: 'car',
      day: `d${String(i).padStart(6, '0')}`,
    }));
    for (let i = 0; i < days.length; i += 2000) {
      await db()
        .insertInto('daily_activity')
        .values(days.slice(i, i + 2000))
        .execute();
    }
    const p = await plan('users', { id: student.id });
    expect(p.tooBig).toBe(true);
    const r = await op.call('records/delete', {
      table: 'users',
      key: { id: student.id },
      cascade: true,
    });
    expect(r.isPositive).toBe(false);
    expect(r.message).toMatch(
      /10,00[0-9] records would be deleted with it, and the limit is 10,000/,
    );
  });
});
