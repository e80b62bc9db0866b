import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate, migrateBackTo } from '../../db/database.js';
import { buildStudent } from '../../test/factories.js';
import { seedSections } from '../../db/seeds/sections.js';
import { clashesWithRunningTest } from './test-start.service.js';
import { createTestDatabase, testDialect } from '../../test/test-database.js';

/* Migration 0003: at most one running test per student and section, on every node. */
describe(`one running test per section (${testDialect()})`, () => {
  const insertTest = (db: Parameters<typeof migrate>[0]['db'], studentId: number, at: number) =>
    sql`insert into tests (student_id, section_code, type, status, options, minutes,
        date_started, date_updated)
      values (${studentId}, ${'car'}, ${'progress'}, ${'running'}, ${'{}'}, ${24}, ${at}, ${at})`.execute(
      db,
    );

  it('keeps the newest of tests left running twice, then refuses a second one', async () => {
    const tdb = await createTestDatabase();
    try {
      const { db } = tdb.handle;
      // Back to the database as it was before the migration, with a race's leftovers.
      // Seeded on the latest schema (the seed writes later columns), then taken back down.
      await seedSections(db);
      await migrateBackTo(tdb.handle, '0002-school-search');
      const student = await buildStudent(db, { searchable: false });
      await insertTest(db, student.id, 1_000);
      await insertTest(db, student.id, 2_000);

      await migrate(tdb.handle);
      const tests = await db
        .selectFrom('tests')
        .select(['date_started', 'status'])
        .where('student_id', '=', student.id)
        .orderBy('id')
        .execute();
      expect(tests.map((t) => [Number(t.date_started), t.status])).toEqual([
        [1_000, 'cancelled'],
        [2_000, 'running'],
      ]);
      // A start on another node meeting this one: recognised, so the start cancels and retries.
      const clash: unknown = await insertTest(db, student.id, 3_000).catch((e: unknown) => e);
      expect(clash).toBeInstanceOf(Error);
      expect(clashesWithRunningTest(clash)).toBe(true);
      expect(clashesWithRunningTest(new Error('UNIQUE constraint failed: users.email'))).toBe(
        false,
      );
    } finally {
      await tdb.cleanup();
    }
  });
});
