import type { AdminFilter, AdminOptionsView, AdminRecordsView, AccountsView } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContactMessage, buildSchool, buildStudent, buildUser } from '../../test/factories.js';
import { testDialect } from '../../test/test-database.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { connectOperator, type Operator } from './admin-test-support.js';

/*
 * Greek operators type as they like (issue 34 item 1): every back-office search, "contains"
 * filter and picker folds case and accents, Greek and Latin, on both databases; the students
 * table is searched by name (item 2).
 */

describe(`back-office search folds case and accents on ${testDialect()}`, () => {
  let server: TestServer;
  let op: Operator;
  let athens: number[];
  let school: number;

  beforeAll(async () => {
    server = await startTestServer();
    op = await connectOperator(server);
    const db = server.ctx.db;
    athens = [
      (await buildSchool(db, { name: 'Σχολή Οδηγών Ακρόπολη', city: 'Αθήνα' })).schoolId,
      (await buildSchool(db, { name: 'ΣΧΟΛΗ ΟΔΗΓΩΝ ΑΘΗΝΑ', city: 'Πειραιάς' })).schoolId,
      (await buildSchool(db, { name: 'αθηνα drive', city: 'Βόλος' })).schoolId,
    ];
    school = (await buildSchool(db, { name: 'École Émile', city: 'Λάρισα' })).schoolId;
    await db
      .updateTable('schools')
      .set({ texts: '{"el":{"about":"Μαθήματα στην ΚΗΦΙΣΙΑ"}}' })
      .where('id', '=', athens[0]!)
      .execute();
  });
  afterAll(async () => server?.stop());

  async function ids(table: string, query: { search?: string; filters?: AdminFilter[] }) {
    const r = await op.call<AdminRecordsView>('records/list', { table, pageSize: 100, ...query });
    expect(r.isPositive, r.debugMessage).toBe(true);
    return r.data!.rows.map((row) => Number(row.id ?? row.user_id));
  }

  it('finds the same schools for "Αθήνα", "ΑΘΗΝΑ" and "αθηνα"', async () => {
    const found = await Promise.all(
      ['Αθήνα', 'ΑΘΗΝΑ', 'αθηνα', 'ΑΘΉΝΑ'].map((s) => ids('schools', { search: s })),
    );
    for (const f of found) expect(f.sort()).toEqual(found[0]);
    expect(found[0]).toEqual(expect.arrayContaining(athens));
    expect(found[0]).not.toContain(school);
  });

  it('finds "Σχολή" and "σχολη" in a name written in capitals, and Latin accents folded', async () => {
    for (const s of ['Σχολή', 'σχολη', 'ΣΧΟΛΉ']) {
      const f = await ids('schools', { search: s });
      expect(f).toEqual(expect.arrayContaining([athens[0], athens[1]]));
    }
    expect(await ids('schools', { search: 'ecole emile' })).toEqual([school]);
    expect(await ids('schools', { search: 'ÉCOLE' })).toEqual([school]);
  });

  it('folds a contains filter on every text column kind', async () => {
    const name = (value: string) =>
      ids('schools', { filters: [{ column: 'name', op: 'contains', value }] });
    const typed = await name('οδηγων');
    expect(typed).toEqual(expect.arrayContaining([athens[0], athens[1]]));
    expect(typed).not.toContain(athens[2]);
    expect((await name('ΟΔΗΓΏΝ')).sort()).toEqual(typed.sort());
    const texts = await ids('schools', {
      filters: [{ column: 'texts', op: 'contains', value: 'κηφισια' }],
    });
    expect(texts).toEqual([athens[0]]);
    // LIKE's own characters stay literal.
    expect(await name('%')).toEqual([]);
  });

  it('finds users by a Greek surname typed with or without accents and capitals', async () => {
    const user = await buildUser(server.ctx.db, { firstName: 'Ελένη', lastName: 'Νικολάου' });
    for (const s of ['Νικολάου', 'νικολαου', 'ΝΙΚΟΛΑΟΥ']) {
      expect(await ids('users', { search: s })).toContain(user.id);
      const found = await op.call<AccountsView>('users/find', { text: s });
      expect(found.isPositive, found.debugMessage).toBe(true);
      expect(found.data!.items.map((a) => a.id)).toContain(user.id);
    }
    const filtered = await ids('users', {
      filters: [{ column: 'last_name', op: 'contains', value: 'ΚΟΛΆ' }],
    });
    expect(filtered).toContain(user.id);
  });

  it('offers a school in a picker for "Ακρόπολη" typed any way', async () => {
    for (const s of ['Ακρόπολη', 'ακροπολη', 'ΑΚΡΟΠΟΛΗ']) {
      const r = await op.call<AdminOptionsView>('records/options', { table: 'schools', search: s });
      expect(r.isPositive, r.debugMessage).toBe(true);
      expect(r.data!.options.map((o) => Number(o.value))).toContain(athens[0]);
    }
  });

  it('searches contact messages folded', async () => {
    const id = await buildContactMessage(server.ctx.db, { subject: 'Ερώτηση για ΜΑΘΗΜΑΤΑ' });
    const r = await op.call<{ items: { id: number }[] }>('contact/list', {
      tab: 'all',
      search: 'μαθήματα',
    });
    expect(r.isPositive, r.debugMessage).toBe(true);
    expect(r.data!.items.map((m) => m.id)).toContain(id);
  });

  it('finds students by name in the students table, and after a rename in the back office', async () => {
    const student = await buildStudent(server.ctx.db, {
      firstName: 'Σπύρος',
      lastName: 'Παπαδάκης',
    });
    for (const s of ['Παπαδάκης', 'παπαδακης σπυρος', 'ΣΠΎΡΟΣ']) {
      expect(await ids('students', { search: s })).toEqual([student.id]);
    }
    const saved = await op.call('records/save', {
      table: 'users',
      key: { id: student.id },
      values: { last_name: 'Ξενοφώντος' },
    });
    expect(saved.isPositive, saved.debugMessage).toBe(true);
    expect(await ids('students', { search: 'ξενοφωντος' })).toEqual([student.id]);
    expect(await ids('students', { search: 'Παπαδάκης' })).toEqual([]);
  });

  it('keeps a school found by its new name after an edit in the back office', async () => {
    const saved = await op.call('records/save', {
      table: 'schools',
      key: { id: school },
      values: { name: 'Ωμέγα Οδηγοί' },
    });
    expect(saved.isPositive, saved.debugMessage).toBe(true);
    const row = await server.ctx.db
      .selectFrom('schools')
      .select('search_text')
      .where('id', '=', school)
      .executeTakeFirstOrThrow();
    expect(row.search_text).toContain('ωμεγα οδηγοι');
    expect(await ids('schools', { search: 'ΩΜΕΓΑ' })).toEqual([school]);
  });
});
