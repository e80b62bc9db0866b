import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect } from '../../test/test-database.js';
import { migrate, migrateBackTo } from '../database.js';

/* Migration 0020: the operators' bank details and the seller's, on the settings row. */
describe(`migration 0020, payment details (${testDialect()})`, () => {
  it('adds empty bank details to the settings row, and goes back down', async () => {
    const tdb = await createTestDatabase();
    try {
      const { db } = tdb.handle;
      const row = await db.selectFrom('operator_settings').select(['max_unpaid_credits', 'beneficiary', 'iban', 'bic', 'bank_name', 'seller_details']).executeTakeFirst(); // prettier-ignore
      expect(row).toEqual({ max_unpaid_credits: 1000, beneficiary: '', iban: '', bic: '', bank_name: '', seller_details: '' }); // prettier-ignore
      await migrateBackTo(tdb.handle, '0019-price-list');
      await expect(sql`select iban from operator_settings`.execute(db)).rejects.toThrow();
      await migrate(tdb.handle);
      expect(await db.selectFrom('operator_settings').select('iban').execute()).toEqual([{ iban: '' }]); // prettier-ignore
    } finally {
      await tdb.cleanup();
    }
  });
});
