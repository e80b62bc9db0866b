import {
  CouponStatus,
  type CouponsPageView,
  type CouponsReservedView,
  type PrintableView,
  type RegistrationLinkView,
} from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool } from '../../test/factories.js';
import { pdfStandardFontText } from '../../test/pdf-text.js';
import { connectSchool, giveCredits, ledgerOf } from '../../test/school-money.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

const PASSWORD = 'Secret#2026';
let seq = 0;
const studentForm = (coupon: string) => {
  const username = `cpn${Date.now().toString(36)}${(seq++).toString(36)}`;
  return {
    username,
    email: `${username}@example.test`,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    firstName: 'Ελένη',
    lastName: 'Δημητρίου',
    section: 'car',
    coupon,
  };
};

describe(`a school's coupons on ${testDialect()}`, () => {
  let server: TestServer;
  let app: Socket;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://kokpit.test' }, { seedContent: false });
    app = await server.connect('/app', { lang: 'en' });
  });
  afterAll(async () => server?.stop());

  const schools = new Map<Socket, Awaited<ReturnType<typeof buildSchool>>>();
  const schoolOf = async (socket: Socket) => schools.get(socket);
  async function schoolWithCredits(credits: number) {
    const school = await buildSchool(server.ctx.db, { name: 'Σχολή Οδηγών Άλφα' });
    if (credits > 0) await giveCredits(server, school.schoolId, credits);
    const socket = await connectSchool(server, school);
    schools.set(socket, school);
    return { school, socket };
  }
  const reserve = (socket: Socket, count: number, section?: string) =>
    emitAck<CouponsReservedView>(socket, 'coupons/reserve', { count, section });
  const signup = (coupon: string) =>
    emitAck(app, 'signup', { kind: 'student', form: studentForm(coupon) });

  it('a school reserves only the coupons it can honour, and lists them by state', async () => {
    const { school, socket } = await schoolWithCredits(3);
    const none = await reserve(socket, 4);
    expect(none).toMatchObject({
      isPositive: false,
      message: 'Not enough credits to honour 4 coupons: you can hand out 3. Add credits first.',
    });
    const r = await reserve(socket, 3, 'car');
    expect(r).toMatchObject({ isPositive: true, message: '3 coupons reserved.' });
    expect(r.data.account).toMatchObject({ reservedCoupons: 3, activationsAvailable: 0 });
    for (const c of r.data.coupons) {
      expect(c.code.startsWith(`${school.couponPrefix}-`)).toBe(true);
      expect(c).toMatchObject({ state: 'reserved', section: 'car', student: null });
    }
    // The coupons hold the credits: no activation is left for anyone else.
    expect((await reserve(socket, 1)).isPositive).toBe(false);

    const freed = await emitAck(socket, 'coupons/free', { ids: [r.data.coupons[0]!.id] });
    expect(freed).toMatchObject({ isPositive: true, data: { account: { reservedCoupons: 2 } } });
    const list = await emitAck<CouponsPageView>(socket, 'coupons/list', { state: 'reserved' });
    expect(list.data).toMatchObject({ total: 2, counts: { free: 1, reserved: 2, used: 0 } });
    // A free coupon redeems nothing; reserving again hands it out first.
    expect((await signup(r.data.coupons[0]!.code)).message).toBe('Coupon is not valid');
    const again = await reserve(socket, 1, 'car');
    expect(again.data.coupons.map((c) => c.id)).toEqual([r.data.coupons[0]!.id]);
  });

  it('two batches at once cannot both spend the same credits', async () => {
    const { socket } = await schoolWithCredits(4);
    const other = await connectSchool(server, (await schoolOf(socket))!);
    const replies = await Promise.all([reserve(socket, 3), reserve(other, 3)]);
    expect(replies.map((r) => r.isPositive).sort()).toEqual([false, true]);
  });

  it('the printed sheet is a PDF that holds every code; another school’s coupon is not found', async () => {
    const { socket } = await schoolWithCredits(3);
    const { coupons } = (await reserve(socket, 3)).data;
    const ids = coupons.map((c) => c.id);
    const printed = await emitAck<PrintableView>(socket, 'coupons/print', { ids, lang: 'el' });
    expect(printed.data).toMatchObject({ contentType: 'application/pdf' });
    const pdf = Buffer.from(printed.data.base64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const codes = pdfStandardFontText(pdf).filter((t) => /^\d{4}-\d{8}$/.test(t));
    expect(codes.sort()).toEqual(coupons.map((c) => c.code).sort());

    const other = await schoolWithCredits(1);
    const foreign = await emitAck(other.socket, 'coupons/print', { ids });
    expect(foreign).toMatchObject({ isPositive: false, message: 'Coupon not found.' });
    const free = await emitAck(other.socket, 'coupons/free', { ids: [ids[0]] });
    expect(free).toMatchObject({ isPositive: false, message: 'Coupon not found.' });
  });

  it('a sign-up with a coupon links the student and reserves the coupon’s activation', async () => {
    const { school, socket } = await schoolWithCredits(2);
    const [coupon] = (await reserve(socket, 1)).data.coupons;
    const typo = coupon!.code.slice(0, -1) + String((Number(coupon!.code.slice(-1)) + 1) % 10);
    expect((await signup(typo)).message).toBe('Coupon number is not valid');
    const r = await signup(coupon!.code);
    expect(r.isPositive).toBe(true);
    const account = await emitAck(socket, 'account');
    expect(account.data).toMatchObject({ reservedCoupons: 0, reservedCredits: 1, credits: 2 });
    const used = await emitAck<CouponsPageView>(socket, 'coupons/list', { state: 'used' });
    expect(used.data.items).toEqual([
      expect.objectContaining({ id: coupon!.id, state: 'used', student: expect.any(Object) }),
    ]);
    expect((await signup(coupon!.code)).message).toBe(
      'The coupon you entered has already been used.',
    );
    const reserved = (await ledgerOf(server, school.schoolId)).filter(
      (e) => e.status === 'reserved',
    );
    expect(reserved).toEqual([expect.objectContaining({ student_id: Number(r.data.userId) })]);
  });

  it('50 sign-ups at once with one coupon: exactly one succeeds', async () => {
    const { socket } = await schoolWithCredits(1);
    const [coupon] = (await reserve(socket, 1)).data.coupons;
    const apps = await Promise.all(
      Array.from({ length: 5 }, () => server.connect('/app', { lang: 'en' })),
    );
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        // 50 password hashes (scrypt) queue on libuv's threads: a minute, not 10 s, to answer.
        emitAck(
          apps[i % apps.length]!,
          'signup',
          { kind: 'student', form: studentForm(coupon!.code) },
          60_000,
        ),
      ),
    );
    expect(replies.filter((r) => r.isPositive)).toHaveLength(1);
    expect(new Set(replies.filter((r) => !r.isPositive).map((r) => r.message))).toEqual(
      new Set(['The coupon you entered has already been used.']),
    );
    const row = await server.ctx.db
      .selectFrom('coupons')
      .select('status')
      .where('id', '=', coupon!.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(CouponStatus.used);
  });

  it('the school’s registration link pre-selects it, with its QR code', async () => {
    const { school, socket } = await schoolWithCredits(0);
    const r = await emitAck<RegistrationLinkView>(socket, 'registration-link', { lang: 'el' });
    expect(r.data.url).toBe(`https://kokpit.test/el/sign-up/student?school=${school.schoolId}`);
    expect(r.data.qrSvg).toMatch(/^<svg/);
    expect(r.data.qrPng).toMatch(/^data:image\/png;base64,/);
  });
});
