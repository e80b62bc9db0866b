import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './database.js';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/test-database.js';
import { TABLES } from '../test/table-counts.js';

describe(`migrations on ${testDialect()}`, () => {
  let tdb: TestDatabase;
  beforeAll(async () => {
    tdb = await createTestDatabase();
  });
  afterAll(async () => tdb?.cleanup());

  it('create every table of the data model and run again as a no-op', async () => {
    await migrate(tdb.handle);
    const rows =
      tdb.handle.dialect === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
            tdb.handle.db,
          )
        : await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
            tdb.handle.db,
          );
    const names = rows.rows
      .map((r) => r.name)
      .filter((n) => !n.startsWith('kysely_') && !n.startsWith('sqlite_'));
    expect(names.sort()).toEqual([...TABLES].sort());
    const r = await sql<{ n: number }>`select count(*) as n from users`.execute(tdb.handle.db);
    expect(Number(r.rows[0]?.n)).toBe(0);
  });
});
