import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect } from '../../test/test-database.js';
import { migrate, migrateBackTo } from '../database.js';

/* Migration 0018: the operators' settings, one row, and the ceiling on unpaid credits. */
describe(`migration 0018, the operators' settings (${testDialect()})`, () => {
  it('holds one row with the default ceiling, refuses a second or a negative one, goes back down', async () => {
    const tdb = await createTestDatabase();
    try {
      const { db } = tdb.handle;
      expect(await db.selectFrom('operator_settings').select(['id', 'max_unpaid_credits']).execute()).toEqual([{ id: 1, max_unpaid_credits: 1000 }]); // prettier-ignore
      await expect(
        sql`insert into operator_settings (id, max_unpaid_credits, updated_at) values (2, 5, 1)`.execute(
          db,
        ),
      ).rejects.toThrow();
      await expect(
        db.updateTable('operator_settings').set({ max_unpaid_credits: -1 }).execute(),
      ).rejects.toThrow();

      await migrateBackTo(tdb.handle, '0017-section-settings-source');
      await expect(sql`select * from operator_settings`.execute(db)).rejects.toThrow();
      await migrate(tdb.handle);
      expect(await db.selectFrom('operator_settings').select('max_unpaid_credits').execute()).toEqual([{ max_unpaid_credits: 1000 }]); // prettier-ignore
    } finally {
      await tdb.cleanup();
    }
  });
});
