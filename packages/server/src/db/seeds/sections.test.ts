import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '../../test/test-database.js';
import { SECTION_CODES } from '@kokpit/shared';
import { seedSections } from './sections.js';

describe(`sections seed on ${testDialect()}`, () => {
  let tdb: TestDatabase;
  beforeAll(async () => {
    tdb = await createTestDatabase();
  });
  afterAll(async () => tdb?.cleanup());

  it('creates the six sections in order with the documented exam settings', async () => {
    const db = tdb.handle.db;
    expect(await seedSections(db)).toEqual([...SECTION_CODES]);
    const rows = await db.selectFrom('sections').selectAll().orderBy('position').execute();
    expect(rows.map((r) => r.code)).toEqual([...SECTION_CODES]);
    const car = rows[0];
    expect(car).toMatchObject({ questions_per_test: 30, minutes: 35, errors_allowed: 1 });
    expect(rows[1]).toMatchObject({ code: 'bike', questions_per_test: 10, minutes: 15 });
    expect(new Set(rows.map((r) => r.icon)).size).toBe(6);
  });

  it('runs again as a no-op and never overwrites a value an operator changed', async () => {
    const db = tdb.handle.db;
    await db.updateTable('sections').set({ minutes: 45 }).where('code', '=', 'car').execute();
    await db.deleteFrom('sections').where('code', '=', 'pbus').execute();
    expect(await seedSections(db)).toEqual(['pbus']);
    const car = await db
      .selectFrom('sections')
      .selectAll()
      .where('code', '=', 'car')
      .executeTakeFirst();
    expect(car?.minutes).toBe(45);
    expect(await seedSections(db)).toEqual([]);
  });
});
