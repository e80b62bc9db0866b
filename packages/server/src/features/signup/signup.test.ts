import {
  CouponStatus,
  formatCouponCode,
  ResultCode,
  SchoolStatus,
  SectionStatus,
  StudentSchoolStatus,
} from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool } from '../../test/factories.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, nextPush, startTestServer, type TestServer } from '../../test/test-server.js';
import { insertCoupon } from '../coupons/coupon.repository.js';
import { insertUser } from '../users/user.repository.js';
import { uniqueViolation } from './unique-violation.js';

type Form = Record<string, unknown>;
type FieldErrors = Record<string, string>;

let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;
const PASSWORD = 'Secret#2026';

function studentForm(overrides: Form = {}): Form {
  const username = unique('stud');
  return {
    username,
    email: `${username}@example.test`,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    firstName: 'Ελένη',
    lastName: 'Δημητρίου',
    section: 'car',
    ...overrides,
  };
}

const fieldErrorsOf = (reply: { data: unknown }) =>
  (reply.data as { fieldErrors?: FieldErrors }).fieldErrors;

describe(`student signup on ${testDialect()}`, () => {
  let server: TestServer;
  let app: Socket;
  let schoolId: number;
  let school: Awaited<ReturnType<typeof buildSchool>>;
  const signup = (kind: 'student' | 'school', form: Form, socket = app) =>
    emitAck(socket, 'signup', { kind, form });

  beforeAll(async () => {
    server = await startTestServer({}, { seedContent: false });
    app = await server.connect('/app', { lang: 'en' });
    school = await buildSchool(server.ctx.db, { couponPrefix: '9001' });
    schoolId = school.schoolId;
  });
  afterAll(async () => server?.stop());

  it('a new student without a coupon is a demo student who can then sign in', async () => {
    const form = studentForm({
      username: unique('Maria.'),
      section: 'bike',
      age: 18,
      gender: 'female',
      level: 2,
    });
    const reply = await signup('student', form);
    expect(reply).toMatchObject({
      isPositive: true,
      message: 'Your account has been created. Welcome to Kokpit!',
      data: { username: String(form.username).toLowerCase() },
    });
    const userId = Number(reply.data.userId);
    const db = server.ctx.db;
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      is_demo: 1,
      section_code: 'bike',
      lang: 'en',
      first_name: 'Ελένη',
    });
    const roles = await db
      .selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', userId)
      .execute();
    expect(roles).toEqual([{ role: 'student' }]);
    const student = await db
      .selectFrom('students')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(student).toMatchObject({
      school_id: null,
      school_verified: 0,
      age: 18,
      gender: 'female',
      level: 2,
    });
    const sections = await db
      .selectFrom('student_sections')
      .selectAll()
      .where('student_id', '=', userId)
      .execute();
    expect(sections).toMatchObject([
      { section_code: 'bike', status: SectionStatus.requested, school_id: null },
    ]);
    const audit = await db
      .selectFrom('audit_log')
      .select('action')
      .where('actor_id', '=', userId)
      .execute();
    expect(audit.map((a) => a.action)).toContain('signup.student');

    const fresh = await server.connect('/app', { lang: 'en' });
    const auth = await emitAck(fresh, 'auth', { username: form.username, password: PASSWORD });
    expect(auth.isPositive).toBe(true);
    expect(auth.data).toMatchObject({
      id: userId,
      roles: ['student'],
      sectionCode: 'bike',
      isDemo: true,
    });
  });

  it('a valid coupon links the student to its school and activates the section without a charge', async () => {
    const couponId = await insertCoupon(server.ctx.db, {
      code: formatCouponCode('9001', 1234),
      schoolId,
    });
    const before = await server.ctx.db
      .selectFrom('schools')
      .select('credits')
      .where('id', '=', schoolId)
      .executeTakeFirstOrThrow();
    // Typed without the dash: still the same coupon.
    const typed = formatCouponCode('9001', 1234).replace('-', '');
    const reply = await signup('student', studentForm({ coupon: typed }));
    expect(reply.isPositive).toBe(true);
    const userId = Number(reply.data.userId);
    const db = server.ctx.db;
    const user = await db
      .selectFrom('users')
      .select(['is_demo', 'section_code'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ is_demo: 0, section_code: 'car' });
    const student = await db
      .selectFrom('students')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(student).toMatchObject({
      school_id: schoolId,
      school_status: StudentSchoolStatus.active,
      school_verified: 1,
    });
    const coupon = await db
      .selectFrom('coupons')
      .selectAll()
      .where('id', '=', couponId)
      .executeTakeFirstOrThrow();
    expect(coupon).toMatchObject({ status: CouponStatus.used, student_id: userId });
    expect(coupon.used_at).toBeGreaterThan(0);
    const section = await db
      .selectFrom('student_sections')
      .selectAll()
      .where('student_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(section).toMatchObject({
      section_code: 'car',
      status: SectionStatus.activated,
      school_id: schoolId,
      charged_at: null,
    });
    const after = await db
      .selectFrom('schools')
      .select('credits')
      .where('id', '=', schoolId)
      .executeTakeFirstOrThrow();
    expect(after.credits).toBe(before.credits);
    // The coupon's activation is reserved in the ledger, not charged (docs/BILLING.md).
    const entries = await db
      .selectFrom('credit_entries')
      .select(['kind', 'status', 'amount', 'student_id'])
      .where('school_id', '=', schoolId)
      .execute();
    expect(entries).toEqual([
      { kind: 'activation', status: 'reserved', amount: 0, student_id: userId },
    ]);
  });

  it('a sign-up through the school’s registration link waits in its pending list, pushed live', async () => {
    const manager = await server.api(
      `/user/signin?username=${school.username}&password=${encodeURIComponent(school.password)}`,
    );
    const portal = await server.connect('/school', {
      token: String(manager.body.data.token),
      lang: 'en',
    });
    const heard = nextPush<{ studentId: number }>(portal, 'pending-students-changed');
    const reply = await signup('student', studentForm({ schoolId }));
    expect(reply.isPositive, reply.message).toBe(true);
    const userId = Number(reply.data.userId);
    expect(await heard).toEqual({ studentId: userId });
    const pending = await emitAck<{ rows: { id: number }[] }>(portal, 'students/list', {
      status: 'pending',
    });
    expect(pending.data.rows.map((r) => r.id)).toContain(userId);
    portal.disconnect();
  });

  it('an unknown, a used, a pending school’s or another section’s coupon is refused', async () => {
    const db = server.ctx.db;
    await insertCoupon(db, {
      code: formatCouponCode('9001', 2),
      schoolId,
      status: CouponStatus.used,
    });
    await insertCoupon(db, { code: formatCouponCode('9001', 3), schoolId, sectionCode: 'bike' });
    const pending = await buildSchool(db, { couponPrefix: '9002', status: SchoolStatus.pending });
    await insertCoupon(db, { code: formatCouponCode('9002', 4), schoolId: pending.schoolId });
    const cases: [string, string][] = [
      [formatCouponCode('9001', 5), 'Coupon is not valid'],
      [formatCouponCode('9001', 2), 'The coupon you entered has already been used.'],
      [formatCouponCode('9002', 4), 'Coupon is not valid'],
      [formatCouponCode('9001', 3), 'Coupon is not valid'],
    ];
    for (const [coupon, message] of cases) {
      const reply = await signup('student', studentForm({ coupon }));
      expect(reply, coupon).toMatchObject({
        isPositive: false,
        code: ResultCode.validation,
        message,
      });
      expect(fieldErrorsOf(reply)).toEqual({ coupon: message });
    }
    // The section coupon works for its own section.
    expect(
      (
        await signup(
          'student',
          studentForm({ coupon: formatCouponCode('9001', 3), section: 'bike' }),
        )
      ).isPositive,
    ).toBe(true);
  });

  it('a taken username and e-mail are reported together', async () => {
    const first = studentForm();
    expect((await signup('student', first)).isPositive).toBe(true);
    const reply = await signup(
      'student',
      studentForm({ username: String(first.username).toUpperCase(), email: first.email }),
    );
    expect(reply).toMatchObject({
      isPositive: false,
      code: ResultCode.validation,
      message: 'Multiple validation errors occurred',
    });
    expect(fieldErrorsOf(reply)).toEqual({
      username: 'Username already exists.',
      email: 'The e-mail address is already taken.',
    });
    const onlyName = await signup('student', studentForm({ username: first.username }));
    expect(onlyName.message).toBe('Username already exists.');
  });

  it('every student rule of SPEC §5 answers with its English message under the form field', async () => {
    const cases: [overrides: Form, field: string, message: string | RegExp][] = [
      [{ username: '' }, 'username', 'This field is mandatory.'],
      [{ firstName: '  ' }, 'firstName', 'This field is mandatory.'],
      [
        { username: 'bad name!' },
        'username',
        'The username may contain only Latin letters, digits, dots, dashes and underscores.',
      ],
      [{ username: 'ab' }, 'username', 'The username is too short (at least 4 characters).'],
      [{ email: 'not-an-email' }, 'email', 'E-mail address is not valid.'],
      [{ password: '', passwordConfirm: '' }, 'password', 'A password is required.'],
      [
        { password: 'Ab1!', passwordConfirm: 'Ab1!' },
        'password',
        'The password is too short (at least 8 characters).',
      ],
      [
        { firstName: 'Α'.repeat(65) },
        'firstName',
        'This field is too long (at most 64 characters).',
      ],
      [
        { password: 'weakpassword1', passwordConfirm: 'weakpassword1' },
        'password',
        'The password is too weak: use at least one capital letter, one digit and one special character.',
      ],
      [{ passwordConfirm: 'Other#2026' }, 'passwordConfirm', 'Passwords do not match each other.'],
      [{ section: 'plane' }, 'section', 'The section is not valid.'],
      [{ coupon: '12-x' }, 'coupon', 'Coupon number is not valid'],
      [{ level: 7 }, 'level', 'The level must be from 1 to 5.'],
      [{ gender: 'other' }, 'gender', 'Please choose male or female.'],
    ];
    for (const [overrides, field, message] of cases) {
      const reply = await signup('student', studentForm(overrides));
      const label = JSON.stringify(overrides);
      expect(reply.isPositive, label).toBe(false);
      expect(reply.code, label).toBe(ResultCode.validation);
      expect(Object.keys(fieldErrorsOf(reply) ?? {}), label).toEqual([field]);
      expect(reply.message, label).toMatch(message);
      expect(fieldErrorsOf(reply)?.[field], label).toMatch(message);
    }
  });

  it('answers in the socket’s language: Greek by default', async () => {
    const el = await server.connect('/app');
    const first = studentForm();
    await signup('student', first, el);
    const reply = await signup('student', studentForm({ username: first.username }), el);
    expect(reply.message).toBe('Το όνομα χρήστη υπάρχει ήδη.');
    const mismatch = await signup('student', studentForm({ passwordConfirm: 'x' }), el);
    expect(fieldErrorsOf(mismatch)).toEqual({
      passwordConfirm: 'Οι κωδικοί δεν ταιριάζουν μεταξύ τους.',
    });
  });

  it('two sign-ups racing for one username: one wins, the other hears the name is taken', async () => {
    const other = await server.connect('/app', { lang: 'en' });
    for (let round = 0; round < 3; round++) {
      const username = unique('race');
      const replies = await Promise.all([
        signup('student', studentForm({ username, email: `${username}-a@example.test` })),
        signup('student', studentForm({ username, email: `${username}-b@example.test` }), other),
      ]);
      expect(replies.filter((r) => r.isPositive)).toHaveLength(1);
      const loser = replies.find((r) => !r.isPositive);
      expect(loser).toMatchObject({
        code: ResultCode.validation,
        message: 'Username already exists.',
      });
      expect(fieldErrorsOf(loser!)).toEqual({ username: 'Username already exists.' });
    }
  });

  it('recognises this database’s unique-constraint errors by table and column', async () => {
    const db = server.ctx.db;
    const user = {
      email: 'dup@example.test',
      passwordHash: 'x',
      firstName: 'A',
      lastName: 'B',
      lang: 'el',
      status: 2,
      roles: ['student' as const],
    };
    await insertUser(db, { ...user, username: 'dup-user' });
    const dupName = await insertUser(db, {
      ...user,
      username: 'dup-user',
      email: 'other@example.test',
    }).catch((e: unknown) => e);
    expect(uniqueViolation(dupName)).toEqual({ table: 'users', column: 'username' });
    const dupMail = await insertUser(db, { ...user, username: 'dup-user-2' }).catch(
      (e: unknown) => e,
    );
    expect(uniqueViolation(dupMail)).toEqual({ table: 'users', column: 'email' });
    expect(uniqueViolation(new Error('boom'))).toBeNull();
  });

  it('a payload that is not a sign-up is refused', async () => {
    const reply = await emitAck(app, 'signup', { kind: 'teacher', form: {} });
    expect(reply).toMatchObject({
      isPositive: false,
      code: ResultCode.validation,
      message: 'The data sent is not valid.',
    });
  });
});

describe(`signup rate limit on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'on' }, { seedContent: false });
  });
  afterAll(async () => server?.stop());

  it('an address may try ten sign-ups in ten minutes', async () => {
    const app = await server.connect('/app', { lang: 'en' });
    for (let i = 0; i < 10; i++) {
      const reply = await emitAck(app, 'signup', { kind: 'student', form: {} });
      expect(reply.code).toBe(ResultCode.validation);
    }
    const refused = await emitAck(app, 'signup', { kind: 'student', form: studentForm() });
    expect(refused).toMatchObject({
      isPositive: false,
      code: ResultCode.rateLimited,
      message: 'Too many attempts. Please wait a moment and try again.',
    });
  });
});
