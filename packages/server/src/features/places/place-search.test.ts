import { SchoolStatus, type SchoolPageView, type SchoolSearchView } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool } from '../../test/factories.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';
import { saveLogo } from '../school-editor/school-editor.repository.js';
import { seedPlaces } from './places-seed.js';

/** Thessaloniki's centre, near postal code 54622. */
const CENTRE = { lat: 40.6306, lng: 22.9468 };

describe(`the nearest schools to a place (${testDialect()})`, () => {
  let server: TestServer;
  /** 22 approved schools in Thessaloniki, nearest first. */
  const thessaloniki: number[] = [];
  let pending: number;
  beforeAll(async () => {
    server = await startTestServer({}, { seedContent: false });
    const { db } = server.ctx;
    for (let i = 0; i < 22; i++) {
      const s = await buildSchool(db, {
        name: `Σχολή Θεσσαλονίκης ${i + 1}`,
        lat: CENTRE.lat + 0.004 * (i + 1),
        lng: CENTRE.lng,
      });
      thessaloniki.push(s.schoolId);
    }
    // Nearer than any of them, but not approved yet.
    pending = (await buildSchool(db, { status: SchoolStatus.pending, ...CENTRE })).schoolId;
    await buildSchool(db, { status: SchoolStatus.rejected, ...CENTRE });
  });
  afterAll(async () => server?.stop());

  async function search(payload: Record<string, unknown>) {
    const socket = await server.connect('/app', { lang: 'en' });
    const r = await emitAck<SchoolSearchView>(socket, 'schools', payload);
    socket.disconnect();
    return r;
  }

  it('answers the 20 nearest approved schools to a postal code, with distances', async () => {
    const r = await search({ query: '54622' });
    expect(r.code).toBe(200);
    expect(r.data.place).toMatchObject({ kind: 'postcode', postalCode: '54622' });
    expect(r.data.schools.map((s) => s.id)).toEqual(thessaloniki.slice(0, 20));
    const km = r.data.schools.map((s) => s.distanceKm!);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km[0]).toBeLessThan(1);
    expect(r.message).toBe('');
  });

  it('finds the same schools by the city in Greek or in Latin letters, any case or accent', async () => {
    for (const query of [
      'Θεσσαλονίκη',
      'ΘΕΣΣΑΛΟΝΙΚΗ',
      'θεσσαλονικη',
      'thessaloniki',
      'Thessaloniki',
    ]) {
      const r = await search({ query });
      expect(r.data.place, query).toMatchObject({ kind: 'municipality', name: 'Θεσσαλονίκης' });
      expect(
        r.data.schools.map((s) => s.id),
        query,
      ).toEqual(thessaloniki.slice(0, 20));
    }
    const abbreviated = await search({ query: 'Θεσ/νίκη' });
    expect(abbreviated.data.place?.name).toBe('Θεσσαλονίκης');
  });

  it('answers the 20 nearest to a position', async () => {
    const r = await search({ lat: CENTRE.lat + 0.1, lng: CENTRE.lng });
    expect(r.data.place).toBeNull();
    expect(r.data.schools).toHaveLength(20);
    expect(r.data.schools[0]!.id).toBe(thessaloniki[21]);
  });

  it('says so when no place has that name', async () => {
    const r = await search({ query: 'Ατλαντίδαβουπολη' });
    expect(r.code).toBe(200);
    expect(r.data).toEqual({ schools: [], place: null });
    expect(r.message).toBe('No location found at this address (try postal code or city)');
  });

  it('answers the nearest anyway for a place far from every school, saying how far', async () => {
    const r = await search({ query: 'Ηράκλειο' });
    expect(r.data.place).toMatchObject({ name: 'Ηρακλείου' });
    expect(r.data.schools).toHaveLength(20);
    expect(r.data.schools[0]!.distanceKm).toBeGreaterThan(250);
    expect(r.message).toMatch(
      /^There is no driving school near this area; the nearest is \d+ km away/,
    );
  });

  it('never shows a school that is not approved, nor gives it a public page', async () => {
    for (const payload of [{ query: '54622' }, CENTRE, {}, { query: 'school' }]) {
      const ids = (await search(payload)).data.schools.map((s) => s.id);
      expect(ids).not.toContain(pending);
    }
    const slug = (
      await server.ctx.db
        .selectFrom('schools')
        .select('slug')
        .where('id', '=', pending)
        .executeTakeFirstOrThrow()
    ).slug!;
    const socket = await server.connect('/app', { lang: 'en' });
    const r = await emitAck(socket, 'school/page', { slug });
    expect(r.code).toBe(410);
  });

  it('shows an approved school its public page by slug: logo, branches with phones, sign-up link', async () => {
    const first = (await search({ query: '54622' })).data.schools[0]!;
    expect(first.slug).toBe('scholi-thessalonikis-1');
    const socket = await server.connect('/app', { lang: 'el' });
    const page = () => emitAck<SchoolPageView>(socket, 'school/page', { slug: first.slug });
    const before = await page();
    expect(before.data.school.id).toBe(first.id);
    expect(before.data.signUpUrl).toMatch(new RegExp(`/el/sign-up/student\\?school=${first.id}$`));
    expect(before.data.logoUrl).toBeNull();
    // Without branches, the school's own place (and phone) is its one branch.
    expect(before.data.branches).toEqual([
      expect.objectContaining({ phone: first.phone, location: first.location }),
    ]);

    const { db } = server.ctx;
    await saveLogo(
      db,
      first.id,
      { contentType: 'image/png', sha256: 'ab'.repeat(32), bytes: Buffer.from('png') },
      Date.now(),
    );
    await db
      .insertInto('school_locations')
      .values(
        [
          ['Εγνατίας 1', '2310 111 111'],
          ['Τσιμισκή 2', '2310 222 222'],
        ].map(([address, phone], position) => ({
          school_id: first.id,
          name: '',
          address: address!,
          city: 'Θεσσαλονίκη',
          postal_code: '54622',
          phone: phone!,
          lat: first.location!.lat,
          lng: first.location!.lng,
          position,
        })),
      )
      .execute();
    const after = await page();
    expect(after.data.logoUrl).toBe(`/media/school-logos/${first.id}?v=${'ab'.repeat(6)}`);
    expect(after.data.branches.map((b) => [b.address, b.phone])).toEqual([
      ['Εγνατίας 1', '2310 111 111'],
      ['Τσιμισκή 2', '2310 222 222'],
    ]);
    socket.disconnect();
  });

  it('a school near by a branch shows that branch’s address and phone beside the distance', async () => {
    const { db } = server.ctx;
    const far = await buildSchool(db, {
      name: 'Σχολή με υποκατάστημα',
      city: 'Αθήνα',
      lat: 37.98,
      lng: 23.73,
    });
    await db
      .updateTable('schools')
      .set({ address: 'Πανεπιστημίου 10', phone: '210 000 0000' })
      .where('id', '=', far.schoolId)
      .execute();
    await db
      .insertInto('school_locations')
      .values({
        school_id: far.schoolId,
        name: 'Θεσσαλονίκη',
        address: 'Αγίας Σοφίας 5',
        city: 'Θεσσαλονίκη',
        postal_code: '54622',
        phone: '2310 555 555',
        lat: CENTRE.lat,
        lng: CENTRE.lng,
        position: 1,
      })
      .execute();
    const r = await search({ lat: CENTRE.lat, lng: CENTRE.lng });
    const found = r.data.schools[0]!;
    expect(found).toMatchObject({
      id: far.schoolId,
      address: 'Αγίας Σοφίας 5',
      city: 'Θεσσαλονίκη',
      postalCode: '54622',
      phone: '2310 555 555',
      location: CENTRE,
    });
    expect(found.distanceKm).toBeLessThan(0.1);
    // Out of the other searches' way.
    await db
      .updateTable('schools')
      .set({ status: SchoolStatus.rejected })
      .where('id', '=', far.schoolId)
      .execute();
  });

  it('fills the gazetteer once: a second start adds nothing', async () => {
    const count = async () =>
      Number(
        (
          await server.ctx.db
            .selectFrom('places')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(before).toBeGreaterThan(1500);
    await seedPlaces(server.ctx.db);
    expect(await count()).toBe(before);
  });
});

describe(`no approved school at all (${testDialect()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { seedContent: false });
    await server.ctx.db.updateTable('schools').set({ status: SchoolStatus.pending }).execute();
  });
  afterAll(async () => server?.stop());

  it('says no driving schools were found in the selected region', async () => {
    const socket = await server.connect('/app', { lang: 'en' });
    const r = await emitAck<SchoolSearchView>(socket, 'schools', { query: 'Θεσσαλονίκη' });
    expect(r.data.schools).toEqual([]);
    expect(r.data.place?.name).toBe('Θεσσαλονίκης');
    expect(r.message).toBe('No driving schools were found in the selected region');
  });
});
