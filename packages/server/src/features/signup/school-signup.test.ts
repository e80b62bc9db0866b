import { ResultCode, SchoolStatus } from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

type Form = Record<string, unknown>;
type FieldErrors = Record<string, string>;

let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;
const PASSWORD = 'Secret#2026';

let prefixSeq = 0;
function schoolForm(overrides: Form = {}): Form {
  const username = unique('school');
  return {
    username,
    email: `${username}@example.test`,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    name: `Σχολή Οδηγών ${username}`,
    managerName: 'Κώστας Ιωάννου',
    address: 'Εγνατίας 1',
    city: 'Θεσσαλονίκη',
    postalCode: '546 30',
    phone: '2310 123456',
    location: { lat: 40.6321, lng: 22.9405 },
    couponPrefix: String(9700 + prefixSeq++),
    ...overrides,
  };
}

const fieldErrorsOf = (reply: { data: unknown }) =>
  (reply.data as { fieldErrors?: FieldErrors }).fieldErrors;

describe(`school signup on ${testDialect()}`, () => {
  let server: TestServer;
  let app: Socket;
  const signup = (form: Form) => emitAck(app, 'signup', { kind: 'school', form });

  beforeAll(async () => {
    server = await startTestServer({}, { seedContent: false });
    app = await server.connect('/app', { lang: 'en' });
  });
  afterAll(async () => server?.stop());

  it('every school rule of SPEC §5 answers with its English message under the form field', async () => {
    const cases: [overrides: Form, field: string, message: string][] = [
      [{ phone: '12' }, 'phone', 'The phone number is not valid.'],
      [{ location: undefined }, 'location', 'Please choose the location on the map.'],
      [{ location: { lat: 'north', lng: 22.9 } }, 'location.lat', 'The location is not valid.'],
      [{ couponPrefix: '12a4' }, 'couponPrefix', 'The coupon prefix must be exactly 4 digits.'],
      [{ couponPrefix: '12345' }, 'couponPrefix', 'The coupon prefix must be exactly 4 digits.'],
    ];
    for (const [overrides, field, message] of cases) {
      const reply = await signup(schoolForm(overrides));
      const label = JSON.stringify(overrides);
      expect(reply, label).toMatchObject({
        isPositive: false,
        code: ResultCode.validation,
        message,
      });
      expect(fieldErrorsOf(reply), label).toEqual({ [field]: message });
    }
  });

  it('a school signs up pending approval and stays off the map', async () => {
    const form = schoolForm({ area: 'Κέντρο', region: 'Κεντρική Μακεδονία', mobile: '6912345678' });
    const reply = await signup(form);
    expect(reply).toMatchObject({
      isPositive: true,
      message: 'Your driving school has been registered and awaits approval by the Kokpit team.',
      data: { status: 'pending' },
    });
    const db = server.ctx.db;
    const school = await db
      .selectFrom('schools')
      .selectAll()
      .where('id', '=', Number(reply.data.schoolId))
      .executeTakeFirstOrThrow();
    expect(school).toMatchObject({
      user_id: reply.data.userId,
      status: SchoolStatus.pending,
      name: form.name,
      manager_name: 'Κώστας Ιωάννου',
      city: 'Θεσσαλονίκη',
      area: 'Κέντρο',
      region: 'Κεντρική Μακεδονία',
      postal_code: '54630',
      phone: '2310 123456',
      mobile: '6912345678',
      lat: 40.6321,
      lng: 22.9405,
      coupon_prefix: form.couponPrefix,
    });
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', Number(reply.data.userId))
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      first_name: 'Κώστας',
      last_name: 'Ιωάννου',
      status: 2,
      is_demo: 0,
    });
    const roles = await db
      .selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', user.id)
      .execute();
    expect(roles).toEqual([{ role: 'school' }]);
    const audit = await db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', user.id)
      .execute();
    expect(audit.map((a) => a.action)).toContain('signup.school');

    const map = await emitAck<{ schools: { id: number }[] }>(app, 'schools', {});
    expect(map.data.schools.map((s) => s.id)).not.toContain(school.id);
  });

  it('a coupon prefix already held by another school is refused, with the other taken fields', async () => {
    const first = schoolForm();
    expect((await signup(first)).isPositive).toBe(true);
    const reply = await signup(schoolForm({ couponPrefix: first.couponPrefix }));
    expect(reply.message).toBe('This coupon prefix is already used by another driving school.');
    expect(fieldErrorsOf(reply)).toEqual({
      couponPrefix: 'This coupon prefix is already used by another driving school.',
    });
    const all = await signup(
      schoolForm({
        couponPrefix: first.couponPrefix,
        username: first.username,
        email: first.email,
      }),
    );
    expect(fieldErrorsOf(all)).toEqual({
      username: 'Username already exists.',
      email: 'The e-mail address is already taken.',
      couponPrefix: 'This coupon prefix is already used by another driving school.',
    });
  });
});
