import { CouponStatus, formatCouponCode } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildStudent } from '../../test/factories.js';
import { createTestDatabase, testDialect, type TestDatabase } from '../../test/test-database.js';
import { reserveActivation } from '../billing/activation-ledger.js';
import { findCouponByCode, insertCoupon, markCouponUsed } from './coupon.repository.js';
import { releaseCouponOnDelete } from './coupon.service.js';

describe(`coupon repository on ${testDialect()}`, () => {
  let tdb: TestDatabase;
  let schoolId: number;
  beforeAll(async () => {
    tdb = await createTestDatabase();
    ({ schoolId } = await buildSchool(tdb.handle.db, { couponPrefix: '4321' }));
  });
  afterAll(async () => tdb?.cleanup());

  it('finds a coupon however the dash and spaces were typed; a mistyped code finds nothing', async () => {
    const code = formatCouponCode('4321', 7_654_321);
    const id = await insertCoupon(tdb.handle.db, { code, schoolId, sectionCode: 'car' });
    const digits = code.replace('-', '');
    for (const typed of [code, digits, ` ${digits.slice(0, 6)} ${digits.slice(6)} `]) {
      const row = await findCouponByCode(tdb.handle.db, typed);
      expect(row, typed).toMatchObject({
        id,
        school_id: schoolId,
        section_code: 'car',
        status: CouponStatus.reserved,
      });
    }
    const typo = `${digits.slice(0, 5)}${(Number(digits[5]) + 1) % 10}${digits.slice(6)}`;
    expect(await findCouponByCode(tdb.handle.db, typo)).toBeUndefined();
    expect(await findCouponByCode(tdb.handle.db, '')).toBeUndefined();
  });

  it('marks a reserved coupon used once: a second student, or a free coupon, gets false', async () => {
    const db = tdb.handle.db;
    const code = formatCouponCode('4321', 11);
    const id = await insertCoupon(db, { code, schoolId });
    const free = await insertCoupon(db, {
      code: formatCouponCode('4321', 12),
      schoolId,
      status: CouponStatus.free,
    });
    const first = await buildStudent(db);
    const second = await buildStudent(db);
    expect(await markCouponUsed(db, id, first.id, 1_000)).toBe(true);
    expect(await markCouponUsed(db, id, second.id, 2_000)).toBe(false);
    expect(await markCouponUsed(db, free, second.id, 2_000)).toBe(false);
    const row = await findCouponByCode(db, code);
    expect(row).toMatchObject({ status: CouponStatus.used, student_id: first.id, used_at: 1_000 });
  });

  it('a deleted student under 5% gives the coupon back as free and its reservation; at 5% the coupon stays used', async () => {
    const db = tdb.handle.db;
    const early = await buildStudent(db);
    const late = await buildStudent(db);
    const earlyCode = formatCouponCode('4321', 21);
    const lateCode = formatCouponCode('4321', 22);
    await markCouponUsed(db, await insertCoupon(db, { code: earlyCode, schoolId }), early.id, 1);
    await markCouponUsed(db, await insertCoupon(db, { code: lateCode, schoolId }), late.id, 1);
    const ref = { schoolId, studentId: early.id, section: 'car', at: 1, promised: true };
    expect(await reserveActivation(db, ref)).toBe(true);
    expect(await releaseCouponOnDelete(db, early.id, 4.9)).toEqual([schoolId]);
    expect(await releaseCouponOnDelete(db, late.id, 5)).toEqual([]);
    expect(await findCouponByCode(db, earlyCode)).toMatchObject({
      status: CouponStatus.free,
      student_id: null,
      used_at: null,
    });
    // Its reservation, never charged, is released.
    const ledger = await db
      .selectFrom('credit_entries')
      .select(['status', 'hold'])
      .where('student_id', '=', early.id)
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { status: 'reserved', hold: 1 },
      { status: 'released', hold: -1 },
    ]);
    expect(await findCouponByCode(db, lateCode)).toMatchObject({
      status: CouponStatus.used,
      student_id: late.id,
    });
  });
});
