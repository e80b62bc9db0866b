import { ResultCode, SchoolStatus, type BranchGeocodeView, type Envelope } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildTeacher } from '../../test/factories.js';
import { connectSchool } from '../../test/school-money.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

const NO_LOCATION = 'No location found at this address (try postal code or city)';

describe(`"find on map" for a school's branch on ${testDialect()}`, () => {
  let server: TestServer;
  let schoolId: number;
  let geocode: (payload: Record<string, unknown>) => Promise<Envelope<BranchGeocodeView>>;
  beforeAll(async () => {
    server = await startTestServer({}, { seedContent: false });
    // A school still awaiting approval may already complete its locations.
    const school = await buildSchool(server.ctx.db, { status: SchoolStatus.pending });
    schoolId = school.schoolId;
    const socket = await connectSchool(server, school);
    geocode = (payload) => emitAck<BranchGeocodeView>(socket, 'editor/geocode', payload);
  });
  afterAll(async () => server?.stop());

  it('places a branch by its postal code, in Thessaloniki for 546 22', async () => {
    const r = await geocode({ address: 'Εγνατίας 100', city: '', postalCode: '546 22' });
    expect(r).toMatchObject({ isPositive: true, code: ResultCode.ok });
    expect(r.data.postalCode).toBe('54622');
    expect(r.data.location.lat).toBeCloseTo(40.63, 1);
    expect(r.data.location.lng).toBeCloseTo(22.94, 1);
  });

  it('falls back to the city, in Greek or Latin letters, when the postal code is unknown', async () => {
    for (const city of ['Θεσσαλονίκη', 'thessaloniki']) {
      const r = await geocode({ city, postalCode: '99999' });
      expect(r.data, city).toMatchObject({ name: 'Θεσσαλονίκης' });
      expect(r.data.location.lat, city).toBeCloseTo(40.6, 0);
    }
  });

  it('says so, in the asked language, when nothing is a known place', async () => {
    for (const payload of [
      { address: 'Qwxzv 12', city: 'Ατλαντίδαβουπολη', postalCode: '' },
      { address: '', city: '', postalCode: '' },
      {},
    ]) {
      const r = await geocode(payload);
      expect(r, JSON.stringify(payload)).toMatchObject({
        isPositive: false,
        code: ResultCode.notFound,
        message: NO_LOCATION,
      });
    }
  });

  it('refuses a teacher, who does not edit the school', async () => {
    const teacher = await buildTeacher(server.ctx.db, schoolId);
    const socket = await connectSchool(server, teacher);
    const r = await emitAck(socket, 'editor/geocode', { postalCode: '54622' });
    expect(r).toMatchObject({ isPositive: false, code: ResultCode.insufficientPermissions });
  });
});
