import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect } from '../../test/test-database.js';
import { migrate, migrateBackTo } from '../database.js';

/* Migration 0031: announcements, and the messages that deliver them. */
describe(`migration 0031, announcements (${testDialect()})`, () => {
  it('adds the table and the messages’ link to it, once per client id, and goes back down', async () => {
    const tdb = await createTestDatabase();
    try {
      const { db } = tdb.handle;
      const at = Date.now();
      const user = await db
        .insertInto('users')
        .values({
          username: 'm31',
          email: 'm31@kokpit.gr',
          first_name: 'Α',
          last_name: 'Β',
          lang: 'el',
          status: 2,
          created_at: at,
          updated_at: at,
        }) // prettier-ignore
        .returning('id')
        .executeTakeFirstOrThrow();
      const school = await db
        .insertInto('schools')
        .values({
          user_id: user.id,
          name: 'Σχολή',
          coupon_prefix: '3131',
          status: 1,
          created_at: at,
          updated_at: at,
        }) // prettier-ignore
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = { school_id: school.id, author_id: user.id, text: 'Γεια', client_id: 'c-1', created_at: at }; // prettier-ignore
      await db.insertInto('announcements').values(row).execute();
      await expect(db.insertInto('announcements').values(row).execute()).rejects.toThrow();
      expect(await db.selectFrom('messages').select('announcement_id').execute()).toEqual([]);

      await migrateBackTo(tdb.handle, '0030-student-search-backfill');
      await expect(sql`select * from announcements`.execute(db)).rejects.toThrow();
      await expect(sql`select announcement_id from messages`.execute(db)).rejects.toThrow();
      await migrate(tdb.handle);
      expect(await db.selectFrom('announcements').select('id').execute()).toEqual([]);
    } finally {
      await tdb.cleanup();
    }
  });
});
