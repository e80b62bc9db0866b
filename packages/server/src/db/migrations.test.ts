import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './database.js';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/test-database.js';

describe(`migrations on ${testDialect()}`, () => {
  let tdb: TestDatabase;
  beforeAll(async () => {
    tdb = await createTestDatabase();
  });
  afterAll(async () => tdb?.cleanup());

  it('create every table of the data model and run again as a no-op', async () => {
    await migrate(tdb.handle);
    const tables = await tdb.handle.db.introspection.getTables();
    const names = tables.map((t) => t.name);
    for (const name of ['users', 'sessions', 'questions', 'replies', 'coupons', 'audit_log']) {
      expect(names).toContain(name);
    }
    const r = await sql<{ n: number }>`select count(*) as n from users`.execute(tdb.handle.db);
    expect(Number(r.rows[0]?.n)).toBe(0);
  });
});
