import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect } from '../../test/test-database.js';
import { migrate, migrateBackTo } from '../database.js';

/* Migration 0030: students saved without their searchable text get it. */
describe(`migration 0030, students' searchable text (${testDialect()})`, () => {
  it('fills an empty search text from the name, username and e-mail, and leaves a written one', async () => {
    const tdb = await createTestDatabase();
    try {
      const { db } = tdb.handle;
      await migrateBackTo(tdb.handle, '0018-operator-settings');
      const at = Date.now();
      const add = async (username: string, searchText: string) => {
        const { id } = await db
          .insertInto('users')
          .values({
            username,
            email: `${username}@kokpit.gr`,
            first_name: 'Μαρία',
            last_name: 'Νικολάου',
            lang: 'el',
            status: 2,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('students')
          .values({ user_id: id, created_at: at, search_text: searchText })
          .execute();
        return id;
      };
      const empty = await add('demo-student', '');
      const written = await add('kept', 'already written');
      await migrate(tdb.handle);
      const text = async (id: number) =>
        (
          await db
            .selectFrom('students')
            .select('search_text')
            .where('user_id', '=', id)
            .executeTakeFirstOrThrow()
        ).search_text;
      expect((await text(empty)).split('\n')).toEqual([
        'νικολαου μαρια',
        'μαρια νικολαου',
        'demo-student',
        'demo-student@kokpit.gr',
        '',
      ]);
      expect(await text(written)).toBe('already written');
    } finally {
      await tdb.cleanup();
    }
  });
});
