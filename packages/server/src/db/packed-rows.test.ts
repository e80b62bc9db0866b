import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/test-database.js';
import { packedRows, unpackRows } from './packed-rows.js';

describe(`packed rows (${testDialect()})`, () => {
  let tdb: TestDatabase;
  beforeAll(async () => {
    tdb = await createTestDatabase();
    await sql`create table packed_probe (id integer primary key, at bigint, note text)`.execute(
      tdb.handle.db,
    );
  });
  afterAll(async () => tdb?.cleanup());

  const read = async () => {
    // The probe table is not in the typed schema: the query is typed loosely on purpose.
    const db = tdb.handle.db;
    const row = await db
      .selectFrom(sql`packed_probe`.as('p'))
      .select(packedRows(db, ['id', 'at', 'note']).as('rows'))
      .executeTakeFirstOrThrow();
    return unpackRows<[number, number, string | null]>(row.rows);
  };

  it('reads no rows as an empty list', async () => {
    expect(await read()).toEqual([]);
  });

  it('keeps each row as its values in column order, numbers and nulls included', async () => {
    await sql`insert into packed_probe values (1, 1782000000000, 'α'), (2, 5, null)`.execute(
      tdb.handle.db,
    );
    const rows = await read();
    expect(rows.sort((a, b) => a[0] - b[0])).toEqual([
      [1, 1782000000000, 'α'],
      [2, 5, null],
    ]);
  });
});
