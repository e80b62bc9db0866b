import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate, migrateBackTo } from '../database.js';
import { buildUser } from '../../test/factories.js';
import { createTestDatabase, testDialect } from '../../test/test-database.js';

const BEFORE = '0006-teams-identities-threads';

/* Migration 0008: schools.credits becomes ledger rows, and back. */
describe(`migration 0008, the school ledger (${testDialect()})`, () => {
  it('opens each school’s ledger at its credits, and gives the balance back going down', async () => {
    const tdb = await createTestDatabase();
    try {
      const { db } = tdb.handle;
      await migrateBackTo(tdb.handle, BEFORE);
      const manager = await buildUser(db, { roles: ['school'] });
      // A school at 7 credits after one charge of 1 (the running total and its one row).
      await sql`insert into schools (user_id, name, coupon_prefix, credits, created_at, updated_at)
        values (${manager.id}, ${'Old school'}, ${'4321'}, ${7}, ${5}, ${5})`.execute(db);
      const { id: schoolId } = await db
        .selectFrom('schools')
        .select('id')
        .executeTakeFirstOrThrow();
      await sql`insert into credit_entries (school_id, amount, kind, status, created_at)
        values (${schoolId}, ${-1}, ${'activation'}, ${'charged'}, ${6})`.execute(db);

      await migrate(tdb.handle);
      const rows = await db
        .selectFrom('credit_entries')
        .select(['kind', 'status', 'amount', 'hold', 'pool'])
        .where('school_id', '=', schoolId)
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { kind: 'activation', status: 'charged', amount: -1, hold: 0, pool: 'credits' },
        { kind: 'opening', status: 'settled', amount: 8, hold: 0, pool: 'credits' },
      ]);
      const packages = await db.selectFrom('packages').select('code').orderBy('position').execute();
      expect(packages.map((p) => p.code)).toEqual(['start', 'standard', 'plus']);
      // A second settlement of the same row is refused by the database.
      const settle = () =>
        sql`insert into credit_entries (school_id, amount, kind, status, created_at, settles_id)
          values (${schoolId}, ${0}, ${'purchase'}, ${'paid'}, ${7}, ${1})`.execute(db);
      await settle();
      await expect(settle()).rejects.toThrow();

      await db.deleteFrom('credit_entries').where('settles_id', '=', 1).execute();
      await migrateBackTo(tdb.handle, BEFORE);
      const school = await db
        .selectFrom('schools')
        .select('credits')
        .where('id', '=', schoolId)
        .executeTakeFirstOrThrow();
      expect(school.credits).toBe(7);
      const left = await sql<{ n: number }>`select count(*) as n from credit_entries`.execute(db);
      expect(Number(left.rows[0]!.n)).toBe(1);
      await migrate(tdb.handle);
    } finally {
      await tdb.cleanup();
    }
  });
});
