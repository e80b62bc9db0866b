import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildSchool } from '../../test/factories.js';
import { createTestDatabase, testDialect } from '../../test/test-database.js';
import { migrate, migrateBackTo } from '../database.js';

/* Migration 0012: branches get a phone and an order; logos, invitations; actors on rows. */
describe(`migration 0012, the school editor and team (${testDialect()})`, () => {
  it('keeps existing branches, adds what the editor needs, and goes back down cleanly', async () => {
    const tdb = await createTestDatabase();
    try {
      const { db } = tdb.handle;
      // Built on the latest schema (the factory writes later columns), then taken back down.
      const school = await buildSchool(db);
      await migrateBackTo(tdb.handle, '0008-school-billing');
      await sql`insert into school_locations (school_id, address, city, lat, lng)
        values (${school.schoolId}, ${'Οδός 1'}, ${'Αθήνα'}, ${37.98}, ${23.72})`.execute(db);

      await migrate(tdb.handle);
      const branch = await db
        .selectFrom('school_locations')
        .select(['address', 'phone', 'position'])
        .executeTakeFirstOrThrow();
      expect(branch).toEqual({ address: 'Οδός 1', phone: '', position: 0 });
      const member = await db
        .selectFrom('school_members')
        .select('actor_user_id')
        .where('school_id', '=', school.schoolId)
        .executeTakeFirstOrThrow();
      expect(member.actor_user_id).toBeNull();
      expect(await db.selectFrom('school_invites').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('school_logos').selectAll().execute()).toEqual([]);

      await migrateBackTo(tdb.handle, '0008-school-billing');
      const back = await sql<{ address: string }>`select * from school_locations`.execute(db);
      expect(back.rows[0]).not.toHaveProperty('phone');
      await migrate(tdb.handle);
    } finally {
      await tdb.cleanup();
    }
  });
});
