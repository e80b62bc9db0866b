import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { SECTION_SEEDS, seedSections } from '../seeds/sections.js';
import { createTestDatabase, testDialect } from '../../test/test-database.js';
import { migrate, migrateBackTo } from '../database.js';

/* Migration 0017: a source note beside each section's exam settings. */
describe(`migration 0017, the exam settings' source (${testDialect()})`, () => {
  it('notes the seeded settings, leaves an operator’s changed ones unnoted, and goes back down', async () => {
    const tdb = await createTestDatabase();
    try {
      const { db } = tdb.handle;
      await db.deleteFrom('sections').execute();
      await migrateBackTo(tdb.handle, '0016-media-folders');
      const car = SECTION_SEEDS.find((s) => s.code === 'car')!;
      const bike = SECTION_SEEDS.find((s) => s.code === 'bike')!;
      for (const [s, minutes] of [
        [car, car.minutes],
        [bike, 20], // changed by an operator: the seed's note no longer describes it
      ] as const) {
        await sql`insert into sections
          (code, position, icon, questions_per_test, minutes, errors_allowed, min_success, updated_at)
          values (${s.code}, ${0}, ${s.icon}, ${s.questionsPerTest}, ${minutes},
            ${s.errorsAllowed}, ${s.minSuccess}, ${1})`.execute(db);
      }

      await migrate(tdb.handle);
      const rows = await db
        .selectFrom('sections')
        .select(['code', 'settings_source'])
        .orderBy('code')
        .execute();
      expect(rows).toEqual([
        { code: 'bike', settings_source: '' },
        { code: 'car', settings_source: car.settingsSource },
      ]);
      expect(car.settingsSource).toContain('auto-moto.com.gr');
      // Sections seeded later come with their note.
      await seedSections(db);
      const truck = await db
        .selectFrom('sections')
        .select('settings_source')
        .where('code', '=', 'truck')
        .executeTakeFirstOrThrow();
      expect(truck.settings_source).toBe(
        SECTION_SEEDS.find((s) => s.code === 'truck')!.settingsSource,
      );

      await migrateBackTo(tdb.handle, '0016-media-folders');
      const back = await sql<Record<string, unknown>>`select * from sections`.execute(db);
      expect(back.rows[0]).not.toHaveProperty('settings_source');
      await migrate(tdb.handle);
    } finally {
      await tdb.cleanup();
    }
  });
});
