import type { AdminRecordView, AdminTablesView, Envelope } from '@kokpit/shared';
import { SchoolStatus } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildUser } from '../../test/factories.js';
import { testDialect } from '../../test/test-database.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { connectOperator, type Operator } from './admin-test-support.js';

/*
 * Coded values as labelled choices, validated (issue 34 item 3); a question's number unique in
 * its sections; created and updated times the product's, not typed (item 4).
 */

describe(`coded values and the product's times on ${testDialect()}`, () => {
  let server: TestServer;
  let op: Operator;
  let greek: Operator;

  beforeAll(async () => {
    server = await startTestServer();
    op = await connectOperator(server);
    greek = await connectOperator(server, 'el');
  });
  afterAll(async () => server?.stop());

  const errorsOf = (r: Envelope<unknown>) =>
    (r.data as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors ?? {};
  const save = (payload: unknown, who = op) =>
    who.call<AdminRecordView>('records/save', payload) as Promise<Envelope<AdminRecordView>>;

  it('describes coded columns with their labelled choices in four languages', async () => {
    const r = await op.call<AdminTablesView>('tables');
    const column = (table: string, name: string) =>
      r.data.tables.find((t) => t.name === table)!.columns.find((c) => c.name === name)!;
    expect(column('schools', 'status').choices).toContainEqual({
      value: SchoolStatus.approved,
      labels: { el: 'Εγκεκριμένη', en: 'Approved', ru: 'Одобрена', sq: 'E miratuar' },
    });
    expect(column('info_pages', 'lang').choices!.map((c) => c.value)).toEqual([
      'el',
      'en',
      'ru',
      'sq',
    ]);
    expect(column('students', 'school_status').choices).toHaveLength(5);
    expect(column('coupons', 'status').choices!.map((c) => c.labels.en)).toEqual([
      'Free',
      'Reserved',
      'Used',
    ]);
    expect(column('tests', 'section_code').choices!.map((c) => c.value)).toContain('car');
    expect(column('user_roles', 'role').choices!.map((c) => c.value)).toContain('administrator');
    expect(column('school_members', 'role').choices!.map((c) => c.value)).toEqual([
      'manager',
      'teacher',
    ]);
    expect(column('users', 'username').choices).toBeNull();
  });

  it('refuses a value outside its choices, with a translated error', async () => {
    const page = { slug: `p${Date.now()}`, title: 'Τίτλος', body: 'Κείμενο' };
    const refused = await save({ table: 'info_pages', values: { ...page, lang: 'xx' } }, greek);
    expect(refused.isPositive).toBe(false);
    expect(errorsOf(refused).lang).toContain('δέχεται μόνο μία από τις τιμές');
    const school = await buildSchool(server.ctx.db, { status: SchoolStatus.pending });
    const status = await save({
      table: 'schools',
      key: { id: school.schoolId },
      values: { status: 7 },
    });
    expect(status.isPositive).toBe(false);
    expect(status.message).toBe('The field Status takes only one of the values offered.');
    const role = await save({ table: 'user_roles', values: { user_id: school.id, role: 'root' } });
    expect(errorsOf(role).role).toContain('takes only one of the values offered');
    const ok = await save({ table: 'info_pages', values: { ...page, lang: 'en' } });
    expect(ok.isPositive, ok.message).toBe(true);
    const approved = await save({
      table: 'schools',
      key: { id: school.schoolId },
      values: { status: SchoolStatus.approved },
    });
    expect(approved.isPositive, approved.message).toBe(true);
  });

  it('refuses a second question with the same number in a section', async () => {
    const db = server.ctx.db;
    const [first, second] = await db
      .selectFrom('questions as q')
      .innerJoin('section_questions as sq', 'sq.question_id', 'q.id')
      .where('sq.section_code', '=', 'car')
      .select(['q.id', 'q.question_no'])
      .orderBy('q.id')
      .limit(2)
      .execute();
    await db
      .updateTable('questions')
      .set({ question_no: 9001 })
      .where('id', '=', first!.id)
      .execute();
    const twice = await save({
      table: 'questions',
      key: { id: second!.id },
      values: { question_no: 9001 },
    });
    expect(twice.isPositive).toBe(false);
    expect(twice.message).toMatch(/^The section \w+ already has a question numbered 9001\.$/);
    const other = await save({
      table: 'questions',
      key: { id: second!.id },
      values: { question_no: 9002 },
    });
    expect(other.isPositive, other.message).toBe(true);
    // A question numbered 9001 elsewhere cannot join the car section either.
    const outside = await db
      .selectFrom('questions')
      .select('id')
      .where(
        'id',
        'not in',
        db.selectFrom('section_questions').select('question_id').where('section_code', '=', 'car'),
      )
      .executeTakeFirst();
    if (outside) {
      await db
        .updateTable('questions')
        .set({ question_no: 9001 })
        .where('id', '=', outside.id)
        .execute();
      const joined = await save({
        table: 'section_questions',
        values: { section_code: 'car', question_id: outside.id },
      });
      expect(errorsOf(joined).question_id).toBe(
        'The section car already has a question numbered 9001.',
      );
    }
  });

  it('names a question by its number and text where it is picked', async () => {
    const r = await op.call<{ options: { value: number; label: string }[] }>('records/options', {
      table: 'questions',
      search: '9001',
    });
    expect(r.isPositive, r.message).toBe(true);
    expect(r.data.options[0]!.label).toMatch(/^9001 · \S/);
  });

  it('sets created and updated times itself, and moves updated on every save', async () => {
    const started = Date.now();
    const typed = await save({
      table: 'contact_messages',
      values: { name: 'Α', email: 'a@example.test', text: 'Γεια', lang: 'el', created_at: 1 },
    });
    expect(typed.isPositive).toBe(false);
    expect(errorsOf(typed).created_at).toBeDefined();
    const created = await save({
      table: 'contact_messages',
      values: { name: 'Α', email: 'a@example.test', text: 'Γεια', lang: 'el' },
    });
    expect(created.isPositive, created.message).toBe(true);
    expect(created.data.row.created_at).toBeGreaterThanOrEqual(started);
    const page = await save({
      table: 'info_pages',
      values: { slug: `t${started}`, lang: 'el', title: 'Τ', body: 'Β' },
    });
    expect(page.isPositive, page.message).toBe(true);
    const firstUpdate = page.data.row.updated_at as number;
    expect(firstUpdate).toBeGreaterThanOrEqual(started);
    await server.ctx.db
      .updateTable('info_pages')
      .set({ updated_at: 1 })
      .where('slug', '=', `t${started}`)
      .execute();
    const edited = await save({
      table: 'info_pages',
      key: page.data.key,
      values: { title: 'Νέος' },
    });
    expect(edited.isPositive, edited.message).toBe(true);
    expect(edited.data.row.updated_at).toBeGreaterThanOrEqual(firstUpdate);
    const user = await buildUser(server.ctx.db);
    const tables = await op.call<AdminTablesView>('tables');
    const users = tables.data.tables.find((t) => t.name === 'users')!;
    expect(users.columns.find((c) => c.name === 'created_at')).toMatchObject({
      stamp: 'created',
      readOnly: true,
    });
    expect(user.id).toBeGreaterThan(0);
  });
});
