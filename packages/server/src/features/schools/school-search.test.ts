import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrateBackTo } from '../../db/database.js';
import { buildSchool, buildUser } from '../../test/factories.js';
import { createTestDatabase, testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

interface SchoolCard {
  id: number;
  name: string;
  city: string;
}

describe(`school search by place or name without case or accents (${testDialect()})`, () => {
  let server: TestServer;
  let athens: number;
  let piraeus: number;
  beforeAll(async () => {
    server = await startTestServer({}, { seedContent: false });
    const { db } = server.ctx;
    athens = (
      await buildSchool(db, {
        name: 'Σχολή Οδηγών Ακρόπολη',
        city: 'Αθήνα',
        lat: 37.9838,
        lng: 23.7275,
      })
    ).schoolId;
    piraeus = (
      await buildSchool(db, {
        name: 'Driving School Élan',
        city: 'Πειραιάς',
        lat: 37.942,
        lng: 23.6465,
      })
    ).schoolId;
  });
  afterAll(async () => server?.stop());

  async function search(query: string): Promise<number[]> {
    const socket = await server.connect('/app', { lang: 'en' });
    const r = await emitAck<{ schools: SchoolCard[] }>(socket, 'schools', { query });
    socket.disconnect();
    return r.data.schools.map((s) => s.id);
  }

  it('"αθηνα", "ΑΘΗΝΑ", "Αθήνα" and "Athens" all put the schools of Αθήνα before Πειραιάς', async () => {
    for (const query of ['αθηνα', 'ΑΘΗΝΑ', 'Αθήνα', 'αθήνα', ' ΑΘΉΝΑ ', 'Athens']) {
      const ids = await search(query);
      expect(ids.indexOf(athens), query).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(athens), query).toBeLessThan(ids.indexOf(piraeus));
    }
  });

  it('folds the final sigma, and finds by name a text that is no place', async () => {
    expect((await search('πειραιας'))[0]).toBe(piraeus);
    expect((await search('ΠΕΙΡΑΙΑΣ'))[0]).toBe(piraeus);
    expect(await search('σχολη οδηγων ακροπολη')).toEqual([athens]);
  });

  it('Latin input still works, without case or accents', async () => {
    expect(await search('driving school elan')).toEqual([piraeus]);
    expect(await search('ÉLAN')).toEqual([piraeus]);
    const demo = await search('KOKPIT demo');
    expect(demo).toHaveLength(1);
  });

  it('takes LIKE characters literally and still finds by postal code', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    // The demo school's postal code: it comes first.
    const [first] = await search('106 71');
    expect(first).not.toBe(piraeus);
    expect(first).not.toBe(athens);
  });
});

describe(`the school search migration (${testDialect()})`, () => {
  it('backfills the search text of the schools already there', async () => {
    const tdb = await createTestDatabase();
    try {
      // Back to the database as it was before the migration, with a school in it.
      const { db } = tdb.handle;
      await migrateBackTo(tdb.handle, '0001-initial');
      const user = await buildUser(db, { roles: ['school'] });
      const at = Date.now();
      await sql`insert into schools (user_id, name, city, area, region, coupon_prefix,
        created_at, updated_at)
        values (${user.id}, ${'Σχολή Οδηγών Ερμής'}, ${'Αθήνα'}, ${'Κέντρο'}, ${'Αττική'},
          ${'4321'}, ${at}, ${at})`.execute(db);

      await migrate(tdb.handle);
      const row = await db
        .selectFrom('schools')
        .select('search_text')
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.search_text).toBe('σχολη οδηγων ερμησ\nαθηνα\nκεντρο\nαττικη');
    } finally {
      await tdb.cleanup();
    }
  });
});
