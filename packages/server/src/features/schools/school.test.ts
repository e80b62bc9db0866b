import { SchoolStatus } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/test-database.js';
import { buildSchool } from '../../test/factories.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

interface SchoolCard {
  id: number;
  name: string;
  city: string;
  distanceKm?: number;
}

describe(`public schools on ${testDialect()}`, () => {
  let server: TestServer;
  let pendingId: number;
  beforeAll(async () => {
    server = await startTestServer({}, { seedContent: false });
    const pending = await buildSchool(server.ctx.db, { status: SchoolStatus.pending });
    pendingId = pending.schoolId;
    await buildSchool(server.ctx.db);
  });
  afterAll(async () => server?.stop());

  it('lists approved schools only, searchable by name or city', async () => {
    const socket = await server.connect('/app', { lang: 'en' });
    const all = await emitAck<{ schools: SchoolCard[] }>(socket, 'schools');
    expect(all.isPositive).toBe(true);
    expect(all.data.schools.map((s) => s.id)).not.toContain(pendingId);
    expect(all.data.schools.some((s) => s.name === 'Σχολή Οδηγών Kokpit Demo')).toBe(true);
    const byCity = await emitAck<{ schools: SchoolCard[] }>(socket, 'schools', { query: 'αθήνα' });
    expect(byCity.data.schools[0]?.city).toBe('Αθήνα');
    // Far from every school: the nearest anyway, saying how far.
    const far = await emitAck<{ schools: SchoolCard[] }>(socket, 'schools', { query: 'Ηράκλειο' });
    expect(far.data.schools.length).toBeGreaterThan(0);
    expect(far.message).toMatch(/the nearest is \d+ km away/);
    socket.disconnect();
  });

  it('orders by distance from a position, nearest first', async () => {
    const socket = await server.connect('/app');
    const r = await emitAck<{ schools: SchoolCard[] }>(socket, 'schools', { lat: 40.6, lng: 22.9 });
    expect(r.data.schools[0]?.city).toBe('Θεσσαλονίκη');
    const distances = r.data.schools.map((s) => s.distanceKm ?? 0);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    const half = await emitAck(socket, 'schools', { lat: 40.6 });
    expect(half.isPositive).toBe(false);
    socket.disconnect();
  });

  it('school/info answers an approved school and refuses a pending or unknown one', async () => {
    const socket = await server.connect('/app', { lang: 'en' });
    const list = await emitAck<{ schools: SchoolCard[] }>(socket, 'schools');
    const id = list.data.schools[0]!.id;
    const info = await emitAck<{ school: SchoolCard }>(socket, 'school/info', { id });
    expect(info.data.school.id).toBe(id);
    const pending = await emitAck(socket, 'school/info', { id: pendingId });
    expect(pending).toMatchObject({
      isPositive: false,
      message: 'The driving school was not found.',
    });
    const negative = await emitAck(socket, 'school/info', { id: -1 });
    expect(negative.message).toBe('The id must be a non-negative number.');
    socket.disconnect();
  });
});
