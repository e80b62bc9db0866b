import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrate, migrateBackTo } from '../database.js';
import { buildStudent } from '../../test/factories.js';
import { createTestDatabase, testDialect } from '../../test/test-database.js';

const BEFORE = '0008-school-billing';

describe(`migration 0014, social sign-in trips (${testDialect()})`, () => {
  it('keeps one trip per state, drops its table going down and makes it again', async () => {
    const tdb = await createTestDatabase();
    try {
      const { db } = tdb.handle;
      const student = await buildStudent(db);
      const trip = (state: string) => ({
        state_hash: state,
        binding_hash: 'b',
        provider: 'local',
        intent: 'link' as const,
        user_id: student.id,
        nonce: 'n',
        code_verifier: 'v',
        redirect_uri: 'http://127.0.0.1/cb',
        lang: 'el',
        created_at: 1,
        expires_at: 2,
      });
      await db.insertInto('oidc_flows').values(trip('s1')).execute();
      await expect(db.insertInto('oidc_flows').values(trip('s1')).execute()).rejects.toThrow();
      // Cleared states (answered trips) do not collide.
      await db
        .insertInto('oidc_flows')
        .values({ ...trip('s2'), state_hash: null })
        .execute();
      await db
        .insertInto('oidc_flows')
        .values({ ...trip('s3'), state_hash: null })
        .execute();

      await migrateBackTo(tdb.handle, BEFORE);
      await expect(sql`select id from oidc_flows`.execute(db)).rejects.toThrow();
      await migrate(tdb.handle);
      expect(await db.selectFrom('oidc_flows').select('id').execute()).toEqual([]);
    } finally {
      await tdb.cleanup();
    }
  });
});
