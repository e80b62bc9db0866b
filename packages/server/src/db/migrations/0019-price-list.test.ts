import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect } from '../../test/test-database.js';
import { migrate, migrateBackTo } from '../database.js';

/* Migration 0019: the operators' price list, and the prices a purchase keeps on its row. */
describe(`migration 0019, the price list (${testDialect()})`, () => {
  it('seeds VAT, a credit and every package, refuses another currency, goes back down', async () => {
    const tdb = await createTestDatabase();
    try {
      const { db } = tdb.handle;
      const rows = await db.selectFrom('price_list').select(['item', 'value', 'currency', 'applies_at']).orderBy('item').execute(); // prettier-ignore
      expect(rows.map((r) => [r.item, Number(r.value), r.currency, Number(r.applies_at)])).toEqual([
        ['credit', 500, 'EUR', 0],
        ['package:plus', 9900, 'EUR', 0],
        ['package:standard', 4900, 'EUR', 0],
        ['package:start', 0, 'EUR', 0],
        ['vat', 2400, 'EUR', 0],
      ]);
      await expect(
        db.insertInto('price_list').values({ item: 'credit', value: 1, currency: 'USD', applies_at: 5 }).execute(), // prettier-ignore
      ).rejects.toThrow();
      await expect(
        db.insertInto('price_list').values({ item: 'credit', value: 1, applies_at: 0 }).execute(),
      ).rejects.toThrow();
      await expect(
        db.insertInto('price_list').values({ item: 'credit', value: -1, applies_at: 9 }).execute(),
      ).rejects.toThrow();

      await migrateBackTo(tdb.handle, '0018-operator-settings');
      await expect(sql`select * from price_list`.execute(db)).rejects.toThrow();
      await expect(sql`select total_cents from credit_entries`.execute(db)).rejects.toThrow();
      await migrate(tdb.handle);
      expect(await db.selectFrom('price_list').select('item').execute()).toHaveLength(5);
    } finally {
      await tdb.cleanup();
    }
  });
});
