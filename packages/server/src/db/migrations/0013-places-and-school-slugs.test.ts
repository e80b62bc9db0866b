import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.js';
import { createTestDatabase, testDialect } from '../../test/test-database.js';
import { migrate, migrateBackTo } from '../database.js';

describe(`migration 0013, places and school slugs (${testDialect()})`, () => {
  it('gives the schools already there unique slugs from their names, and goes back', async () => {
    const tdb = await createTestDatabase();
    try {
      const { db } = tdb.handle;
      await migrateBackTo(tdb.handle, '0008-school-billing');
      const at = Date.now();
      for (const prefix of ['4321', '4322']) {
        const user = await buildUser(db, { roles: ['school'] });
        await sql`insert into schools (user_id, name, coupon_prefix, created_at, updated_at)
          values (${user.id}, ${'Σχολή Οδηγών Ερμής'}, ${prefix}, ${at}, ${at})`.execute(db);
      }
      await migrate(tdb.handle);
      const rows = await db.selectFrom('schools').select('slug').orderBy('id').execute();
      expect(rows.map((r) => r.slug)).toEqual(['scholi-odigon-ermis', 'scholi-odigon-ermis-2']);

      await migrateBackTo(tdb.handle, '0008-school-billing');
      await migrate(tdb.handle);
      expect(await db.selectFrom('places').select('id').execute()).toEqual([]);
    } finally {
      await tdb.cleanup();
    }
  });
});
