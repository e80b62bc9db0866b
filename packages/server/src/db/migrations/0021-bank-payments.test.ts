import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect } from '../../test/test-database.js';
import { migrate, migrateBackTo } from '../database.js';

/* Migration 0021: the imported bank statement lines, each once. */
describe(`migration 0021, bank payments (${testDialect()})`, () => {
  it('keeps a line once by its identity, and goes back down', async () => {
    const tdb = await createTestDatabase();
    try {
      const { db } = tdb.handle;
      const line = { line_key: 'camt:1', booked_on: '2026-11-29', amount_cents: 6200, outcome: 'unmatched', imported_at: 1 }; // prettier-ignore
      await db.insertInto('bank_payments').values(line).execute();
      await expect(db.insertInto('bank_payments').values(line).execute()).rejects.toThrow();
      await migrateBackTo(tdb.handle, '0020-payment-details');
      await expect(sql`select * from bank_payments`.execute(db)).rejects.toThrow();
      await migrate(tdb.handle);
      expect(await db.selectFrom('bank_payments').select('id').execute()).toEqual([]);
    } finally {
      await tdb.cleanup();
    }
  });
});
