import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect } from '../../test/test-database.js';
import { migrate, migrateBackTo } from '../database.js';

/* Migration 0022: receipts, one per purchase and one per number of a year. */
describe(`migration 0022, receipts (${testDialect()})`, () => {
  it('creates the table, and goes back down', async () => {
    const tdb = await createTestDatabase();
    try {
      const { db } = tdb.handle;
      expect(await db.selectFrom('receipts').select('id').execute()).toEqual([]);
      await migrateBackTo(tdb.handle, '0021-bank-payments');
      await expect(sql`select * from receipts`.execute(db)).rejects.toThrow();
      await migrate(tdb.handle);
      expect(await db.selectFrom('receipts').select('id').execute()).toEqual([]);
    } finally {
      await tdb.cleanup();
    }
  });
});
