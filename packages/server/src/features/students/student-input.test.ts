import { isEnvelope, ResultCode } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from '../../test/table-counts.js';
import { testDialect } from '../../test/test-database.js';
import {
  DEMO_PASSWORD,
  emitAck,
  startTestServer,
  type TestServer,
} from '../../test/test-server.js';

/** Wrong types and unexpected fields for each /student event of sections, profile and school. */
const BAD: Record<string, unknown[]> = {
  sections: [{ lang: 'xx' }, { lang: 1 }, { extra: true }, 'car', [1]],
  'section/change': [undefined, {}, { code: 1 }, { code: null }, { code: 'car', extra: 1 }, 'car'],
  'section-enable': [
    undefined,
    { code: ['bike'] },
    { code: 'x'.repeat(40) },
    { code: 'bike', a: 1 },
  ],
  profile: [{ extra: 1 }, 'me', [null]],
  'profile/save': [
    undefined,
    {},
    { firstName: 'A', lastName: 'B' },
    { firstName: 'A', lastName: 'B', email: 'a@b.test', isAdmin: true },
    { firstName: 1, lastName: 'B', email: 'a@b.test' },
    { firstName: 'A', lastName: 'B', email: 'a@b.test', age: '19' },
    { firstName: 'A', lastName: 'B', email: 'a@b.test', level: 9 },
    { firstName: 'A', lastName: 'B', email: 'a@b.test', gender: 'other' },
    { firstName: 'A', lastName: 'B', email: 'a@b.test', lang: 'de' },
    { firstName: 'A', lastName: 'B', email: 'a@b.test', password: 'Strong#Pass1' },
  ],
  'settings/save': [
    { fontScale: 0.5 },
    { fontScale: '1.2' },
    { theme: 'neon' },
    { autoNext: 1 },
    { sound: true, volume: 3 },
    'dark',
  ],
  'school/join': [
    undefined,
    {},
    { schoolId: -1 },
    { schoolId: 'one' },
    { coupon: 42 },
    { coupon: 'not a coupon' },
    { schoolId: 1, extra: 1 },
  ],
  'school/info': [{ id: 1 }, 5],
};

describe(`bad input to the student events on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ MAX_SESSIONS: '50' }, { seedContent: false });
  });
  afterAll(async () => server?.stop());

  it('gets negative envelopes and changes nothing', async () => {
    const sockets = [];
    for (const username of ['demo-trial', 'demo-student']) {
      const signed = await server.api(
        `/user/signin?username=${username}&password=${encodeURIComponent(DEMO_PASSWORD)}`,
      );
      sockets.push(
        await server.connect('/student', { token: String(signed.body.data.token), lang: 'en' }),
      );
    }
    const snapshot = () =>
      Promise.all([
        tableCounts(server.ctx.db),
        server.ctx.db.selectFrom('users').selectAll().orderBy('id').execute(),
        server.ctx.db.selectFrom('students').selectAll().orderBy('user_id').execute(),
        server.ctx.db.selectFrom('student_sections').selectAll().execute(),
      ]);
    const before = await snapshot();
    for (const socket of sockets) {
      for (const [event, payloads] of Object.entries(BAD)) {
        for (const payload of payloads) {
          const r = await emitAck(socket, event, payload);
          expect(isEnvelope(r), `${event} ${JSON.stringify(payload)}`).toBe(true);
          expect(r.isPositive, `${event} ${JSON.stringify(payload)}`).toBe(false);
          expect(r.code).toBe(ResultCode.validation);
          expect(JSON.stringify(r)).not.toContain('    at ');
        }
      }
    }
    expect(await snapshot()).toEqual(before);
    for (const socket of sockets) socket.disconnect();
  });
});
