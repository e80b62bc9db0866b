import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect } from '../../test/test-database.js';
import { migrate, migrateBackTo } from '../database.js';

/* Migration 0070: learners' exam dates, one per student and section. */
describe(`migration 0070, exam dates (${testDialect()})`, () => {
  it('holds one date per student and section and goes back down', async () => {
    const tdb = await createTestDatabase();
    try {
      const { db } = tdb.handle;
      expect(await db.selectFrom('exam_dates').selectAll().execute()).toEqual([]);
      await migrateBackTo(tdb.handle, '0018-operator-settings');
      await expect(sql`select * from exam_dates`.execute(db)).rejects.toThrow();
      await migrate(tdb.handle);
      expect(await db.selectFrom('exam_dates').selectAll().execute()).toEqual([]);
    } finally {
      await tdb.cleanup();
    }
  });
});
