import {
  canOperate,
  type AdminAuditPageView,
  type AdminRecordView,
  type AdminTableView,
} from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildStudent, buildTest, buildUser } from '../../test/factories.js';
import { testDialect } from '../../test/test-database.js';
import { namespaceEvents } from '../index.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { connectOperator, wireText, type Operator } from './admin-test-support.js';

/*
 * Forms generated from the schema and the audit log (issue 20 items 4, 8): validation from the
 * column types, the §8 errors, every write logged with before and after, and a revert that
 * puts the row back.
 */

describe(`back-office writes and the audit log on ${testDialect()}`, () => {
  let server: TestServer;
  let op: Operator;

  beforeAll(async () => {
    server = await startTestServer();
    op = await connectOperator(server);
  });
  afterAll(async () => server?.stop());

  const userRow = (id: number) =>
    server.ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('an edit is logged with before and after, and a revert restores the row', async () => {
    const user = await buildUser(server.ctx.db);
    const before = await userRow(user.id);
    const saved = await op.call<AdminRecordView>('records/save', {
      table: 'users',
      key: { id: user.id },
      values: { job_title: 'Εκπαιδευτής', status: 3 },
    });
    expect(saved.isPositive, saved.message).toBe(true);
    expect(saved.data.row.job_title).toBe('Εκπαιδευτής');
    const log = await op.call<AdminAuditPageView>('audit/list', { table: 'users' });
    const entry = log.data.entries[0]!;
    expect(entry).toMatchObject({
      action: 'admin.update',
      table: 'users',
      key: { id: user.id },
      actorId: op.user.id,
      actorName: op.user.username,
      revertable: true,
      revertedBy: null,
    });
    expect(entry.before!.job_title).toBe(before.job_title);
    expect(entry.after!.status).toBe(3);
    // The audit keeps the password hash to restore it, and never shows it.
    expect(wireText(log)).not.toContain('password_hash');
    expect(before.password_hash).toBeTruthy();
    expect(wireText(log)).not.toContain(before.password_hash!);

    const reverted = await op.call('audit/revert', { id: entry.id });
    expect(reverted.isPositive, reverted.message).toBe(true);
    expect(await userRow(user.id)).toEqual(before);
    const again = await op.call('audit/revert', { id: entry.id });
    expect(again.isPositive).toBe(false);
    const after = await op.call<AdminAuditPageView>('audit/list', { table: 'users' });
    expect(after.data.entries.find((e) => e.id === entry.id)!.revertedBy).toBe(
      after.data.entries[0]!.id,
    );
  });

  it('a created record is removed by its revert, a deleted one comes back whole', async () => {
    const created = await op.call<AdminRecordView>('records/save', {
      table: 'contact_messages',
      values: {
        name: 'Νίκος',
        email: 'n@example.test',
        text: 'Γεια',
        lang: 'el',
      },
    });
    expect(created.isPositive, created.message).toBe(true);
    const id = created.data.key.id as number;
    const log = await op.call<AdminAuditPageView>('audit/list', { table: 'contact_messages' });
    expect(log.data.entries[0]!.action).toBe('admin.insert');
    expect((await op.call('audit/revert', { id: log.data.entries[0]!.id })).isPositive).toBe(true);
    expect(
      await server.ctx.db
        .selectFrom('contact_messages')
        .where('id', '=', id)
        .selectAll()
        .executeTakeFirst(),
    ).toBeUndefined();

    const user = await buildUser(server.ctx.db);
    const before = await userRow(user.id);
    // A user nobody else points at (no sessions, roles aside): roles go first.
    await server.ctx.db.deleteFrom('user_roles').where('user_id', '=', user.id).execute();
    const deleted = await op.call('records/delete', { table: 'users', key: { id: user.id } });
    expect(deleted.isPositive, deleted.message).toBe(true);
    const del = (await op.call<AdminAuditPageView>('audit/list', { table: 'users' })).data
      .entries[0]!;
    expect(del.action).toBe('admin.delete');
    expect((await op.call('audit/revert', { id: del.id })).isPositive).toBe(true);
    expect(await userRow(user.id)).toEqual(before);
  });

  it('a revert is refused when the row changed since', async () => {
    const user = await buildUser(server.ctx.db);
    await op.call('records/save', {
      table: 'users',
      key: { id: user.id },
      values: { job_title: 'A' },
    });
    const entry = (await op.call<AdminAuditPageView>('audit/list', { table: 'users' })).data
      .entries[0]!;
    await server.ctx.db
      .updateTable('users')
      .set({ job_title: 'B' })
      .where('id', '=', user.id)
      .execute();
    const r = await op.call('audit/revert', { id: entry.id });
    expect(r.isPositive).toBe(false);
    expect(r.message).toMatch(/changed since/);
    expect((await userRow(user.id)).job_title).toBe('B');
  });

  it('validates from the column types: required fields, types, duplicates, keys', async () => {
    const missing = await op.call('records/save', {
      table: 'contact_messages',
      values: { name: 'x' },
    });
    expect(missing.isPositive).toBe(false);
    const fieldErrors = (missing.data as { fieldErrors: Record<string, string> }).fieldErrors;
    expect(fieldErrors.email).toBe('Field E-mail is required');
    expect(fieldErrors.text).toBe('Field Text is required');

    const wrongType = await op.call('records/save', {
      table: 'contact_messages',
      values: { name: 'x', email: 'e', text: 't', lang: 'el', handled_at: 'yesterday' },
    });
    expect(
      (wrongType.data as { fieldErrors: Record<string, string> }).fieldErrors.handled_at,
    ).toMatch(/does not meet the validation criteria/);

    const taken = await op.call('records/save', {
      table: 'users',
      key: { id: (await buildUser(server.ctx.db)).id },
      values: { username: op.user.username },
    });
    expect(taken.message).toMatch(/already exists \(duplicate record\)/);

    const noKey = await op.call('records/save', {
      table: 'users',
      values: {},
      key: { username: 'x' },
    });
    expect(noKey.message).toMatch(/primary key/);
    const keyless = await op.call('records/delete', {
      table: 'password_resets',
      key: { user_id: 1 },
    });
    expect(keyless.message).toMatch(/primary key/);

    const secret = await op.call('records/save', {
      table: 'users',
      key: { id: op.user.id },
      values: { password_hash: 'x' },
    });
    expect(secret.isPositive).toBe(false);
    expect(wireText(secret)).not.toContain('password_hash');

    const log = await op.call('records/save', {
      table: 'audit_log',
      key: { id: 1 },
      values: { action: 'x' },
    });
    expect(log.message).toMatch(/read-only/);
    const logDelete = await op.call('records/delete', { table: 'audit_log', key: { id: 1 } });
    expect(logDelete.isPositive).toBe(false);

    const badRef = await op.call('records/save', {
      table: 'contact_messages',
      values: { name: 'x', email: 'e', text: 't', lang: 'el', user_id: 987_654 },
    });
    expect(badRef.message).toMatch(/linked records chosen does not exist/);
  });

  it('deleting a record others point at without ON DELETE CASCADE is refused with the table that does', async () => {
    // Tests name their section with no ON DELETE rule: the section cannot go while one does.
    const student = await buildStudent(server.ctx.db);
    await buildTest(server.ctx.db, student.id);
    const r = await op.call('records/delete', {
      table: 'sections',
      key: { code: 'car' },
      cascade: true,
    });
    expect(r.isPositive).toBe(false);
    expect(r.message).toMatch(/cannot be deleted: records of “.+” refer to it/);
    const section = await server.ctx.db
      .selectFrom('sections')
      .select('code')
      .where('code', '=', 'car')
      .executeTakeFirst();
    expect(section).toEqual({ code: 'car' });
    // A school account is not refused: it asks to confirm what goes with it (admin-delete.test.ts).
    const school = await buildSchool(server.ctx.db);
    const unconfirmed = await op.call('records/delete', { table: 'users', key: { id: school.id } });
    expect(unconfirmed.message).toMatch(/depend on this one/);
    expect(await userRow(school.id)).toBeDefined();
  });

  it("a question's picture is picked from the stored pictures", async () => {
    const db = server.ctx.db;
    const at = Date.now();
    const category = await db
      .insertInto('categories')
      .values({ source_key: `pic-${at}`, position: 0, icon: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const question = await db
      .insertInto('questions')
      .values({ source: 'probe', source_id: `pic-${at}`, category_id: category.id, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('pictures')
      .values({
        name: `sign-${at}.png`,
        content_type: 'image/png',
        sha256: 'cd'.repeat(32),
        bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
        updated_at: at,
      })
      .execute();
    const table = await op.call<AdminTableView>('table', { table: 'questions' });
    expect(table.data.columns.filter((c) => c.picture).map((c) => c.name)).toEqual(['photo']);

    const missing = await op.call('records/save', {
      table: 'questions',
      key: { id: question.id },
      values: { photo: 'nowhere.png' },
    });
    expect(missing.isPositive).toBe(false);
    expect((missing.data as { fieldErrors: Record<string, string> }).fieldErrors.photo).toBe(
      'There is no picture “nowhere.png” in the media files.',
    );
    const saved = await op.call<AdminRecordView>('records/save', {
      table: 'questions',
      key: { id: question.id },
      values: { photo: `sign-${at}.png` },
    });
    expect(saved.isPositive, saved.message).toBe(true);
    expect(saved.data.row.photo).toBe(`sign-${at}.png`);
    const cleared = await op.call<AdminRecordView>('records/save', {
      table: 'questions',
      key: { id: question.id },
      values: { photo: '' },
    });
    expect(cleared.data.row.photo).toBeNull();
  });

  it('every back-office event is rate limited and needs an operator', () => {
    for (const e of namespaceEvents['/admin']) {
      expect(e.rateLimit, e.name).toBeDefined();
      expect(e.policy, e.name).toBe(canOperate);
    }
  });

  it("an operator's session lasts 8 hours, remember-me or not; a student's a day", async () => {
    const signIn = async (username: string, password: string) =>
      (
        await server.api(
          `/user/signin?username=${username}&password=${encodeURIComponent(password)}&rememberMe=true`,
        )
      ).body.data.expiresIn as number;
    expect(await signIn(op.user.username, op.user.password)).toBe(8 * 3600);
    const student = await buildUser(server.ctx.db);
    expect(await signIn(student.username, student.password)).toBeGreaterThan(8 * 3600);
  });

  it('saved views belong to their operator', async () => {
    const saved = await op.call<{ id: number }>('views/save', {
      name: 'Ελληνικά',
      query: {
        table: 'contact_messages',
        filters: [{ column: 'lang', op: 'equals', value: 'el' }],
      },
    });
    expect(saved.isPositive, saved.message).toBe(true);
    const other = await connectOperator(server);
    expect(
      (await other.call<{ views: unknown[] }>('views/list', { table: 'contact_messages' })).data
        .views,
    ).toEqual([]);
    expect((await other.call('views/delete', { id: saved.data.id })).isPositive).toBe(false);
    const mine = await op.call<{ views: { name: string; query: { filters: unknown[] } }[] }>(
      'views/list',
      {
        table: 'contact_messages',
      },
    );
    expect(mine.data.views.map((v) => v.name)).toEqual(['Ελληνικά']);
    expect(mine.data.views[0]!.query.filters).toHaveLength(1);
  });
});
