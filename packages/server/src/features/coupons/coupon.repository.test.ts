import { CouponStatus } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildStudent } from '../../test/factories.js';
import { createTestDatabase, testDialect, type TestDatabase } from '../../test/test-database.js';
import {
  couponCodeVariants,
  findCouponByCode,
  insertCoupon,
  markCouponUsed,
} from './coupon.repository.js';

describe(`coupon repository on ${testDialect()}`, () => {
  let tdb: TestDatabase;
  let schoolId: number;
  beforeAll(async () => {
    tdb = await createTestDatabase();
    ({ schoolId } = await buildSchool(tdb.handle.db, { couponPrefix: '4321' }));
  });
  afterAll(async () => tdb?.cleanup());

  it('finds a coupon however the dash and the letter case were typed', async () => {
    const id = await insertCoupon(tdb.handle.db, {
      code: '4321-QW7E',
      schoolId,
      sectionCode: 'car',
    });
    for (const typed of ['4321-QW7E', '4321qw7e', ' 4321-qw7e ', '4321QW7E']) {
      const row = await findCouponByCode(tdb.handle.db, typed);
      expect(row, typed).toMatchObject({
        id,
        school_id: schoolId,
        section_code: 'car',
        status: CouponStatus.free,
      });
    }
    expect(await findCouponByCode(tdb.handle.db, '4321-NOPE')).toBeUndefined();
    expect(await findCouponByCode(tdb.handle.db, '')).toBeUndefined();
    expect(couponCodeVariants('1234abcd')).toContain('1234-ABCD');
  });

  it('marks a coupon used once: a second student gets false', async () => {
    const db = tdb.handle.db;
    const id = await insertCoupon(db, {
      code: '4321-ONCE',
      schoolId,
      status: CouponStatus.reserved,
    });
    const first = await buildStudent(db);
    const second = await buildStudent(db);
    expect(await markCouponUsed(db, id, first.id, 1_000)).toBe(true);
    expect(await markCouponUsed(db, id, second.id, 2_000)).toBe(false);
    const row = await findCouponByCode(db, '4321-ONCE');
    expect(row).toMatchObject({ status: CouponStatus.used, student_id: first.id, used_at: 1_000 });
  });
});
