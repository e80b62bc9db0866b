import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate, migrateBackTo } from '../database.js';
import { buildStudent } from '../../test/factories.js';
import { createTestDatabase, testDialect } from '../../test/test-database.js';

const BEFORE = '0006-teams-identities-threads';

const fails = (p: Promise<unknown>) =>
  p.then(
    () => 'stored',
    (e: unknown) => e,
  );

describe(`migration 0007, the school's students (${testDialect()})`, () => {
  it('backfills every student searchable, and goes down and up again', async () => {
    const tdb = await createTestDatabase();
    try {
      const { db } = tdb.handle;
      await migrateBackTo(tdb.handle, BEFORE);
      const student = await buildStudent(db, {
        firstName: 'Ζωή',
        lastName: 'Αναστασίου',
        searchable: false,
      });
      await migrate(tdb.handle);
      const row = await db
        .selectFrom('students')
        .select(['search_text', 'phone', 'archive_comment'])
        .where('user_id', '=', student.id)
        .executeTakeFirstOrThrow();
      expect(row.search_text.split('\n').slice(0, 2)).toEqual(['αναστασιου ζωη', 'ζωη αναστασιου']);
      expect(row).toMatchObject({ phone: '', archive_comment: '' });

      await migrateBackTo(tdb.handle, BEFORE);
      expect(await fails(sql`select search_text from students`.execute(db))).toBeInstanceOf(Error);
      expect(await db.selectFrom('students').select('user_id').execute()).toEqual([
        { user_id: student.id },
      ]);
      await migrate(tdb.handle);
    } finally {
      await tdb.cleanup();
    }
  });
});
