import { CouponStatus, formatCouponCode } from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { athensMonth } from '../billing/athens-month.js';
import { appendEntry, packagePool } from '../billing/ledger.repository.js';
import { insertCoupon } from '../coupons/coupon.repository.js';

/*
 * The demo school's money, so the portal's header, dialogs and coupon page have something to
 * show (docs/BILLING.md): the standard package with this month's activations, two purchases
 * paid, one provisional, a charge and a live reservation, and coupons in every state.
 */

const DAY = 24 * 60 * 60 * 1000;

/** Seeds it in the demo seed's transaction, once, with the school and its linked student. */
export async function seedDemoBilling(
  db: Db,
  demo: { schoolId: number; couponPrefix: string; studentId: number; at: number },
): Promise<void> {
  const { schoolId, studentId, at } = demo;
  await db
    .updateTable('schools')
    .set({ package_code: 'standard', cost_per_activation: 1 })
    .where('id', '=', schoolId)
    .execute();
  const month = athensMonth(at);
  await appendEntry(db, {
    schoolId,
    kind: 'package',
    status: 'granted',
    pool: packagePool(month),
    amount: 10,
    idemKey: `package:${schoolId}:${month}`,
    at,
  });
  for (const [amount, daysAgo, info] of [
    [30, 60, 'Τράπεζα Πειραιώς, κατάθεση 0012'],
    [20, 20, 'Eurobank, κατάθεση 0458'],
  ] as const) {
    const requested = at - daysAgo * DAY;
    const id = await appendEntry(db, {
      schoolId,
      kind: 'purchase',
      status: 'requested',
      amount,
      paymentInfo: info,
      expiresAt: requested + 5 * DAY,
      at: requested,
    });
    await appendEntry(db, {
      schoolId,
      kind: 'purchase',
      status: 'paid',
      settlesId: id!,
      at: requested + DAY,
    });
  }
  await appendEntry(db, {
    schoolId,
    kind: 'purchase',
    status: 'requested',
    amount: 10,
    paymentInfo: 'Κάρτα, εκκρεμεί',
    expiresAt: at - 2 * DAY + 5 * DAY,
    at: at - 2 * DAY,
  });
  // An earlier student's activation, charged at 10%; the demo student's, reserved.
  const earlier = await appendEntry(db, {
    schoolId,
    kind: 'activation',
    status: 'reserved',
    hold: 1,
    section: 'car',
    at: at - 15 * DAY,
  });
  await appendEntry(db, {
    schoolId,
    kind: 'activation',
    status: 'charged',
    amount: -1,
    hold: -1,
    section: 'car',
    settlesId: earlier!,
    at: at - 10 * DAY,
  });
  await appendEntry(db, {
    schoolId,
    kind: 'activation',
    status: 'reserved',
    pool: packagePool(month),
    hold: 1,
    studentId,
    section: 'car',
    at,
  });
  await seedDemoCoupons(db, demo);
}

async function seedDemoCoupons(
  db: Db,
  demo: { schoolId: number; couponPrefix: string; studentId: number; at: number },
): Promise<void> {
  const states = [
    ...Array<number>(4).fill(CouponStatus.reserved),
    ...Array<number>(2).fill(CouponStatus.free),
    CouponStatus.used,
  ];
  for (const [i, status] of states.entries()) {
    const serial = 1_000_101 + i * 7_919;
    const id = await insertCoupon(db, {
      code: formatCouponCode(demo.couponPrefix, serial),
      schoolId: demo.schoolId,
      sectionCode: 'car',
      serial,
      status,
      at: demo.at - (10 - i) * DAY,
    });
    if (status === CouponStatus.used) {
      await db
        .updateTable('coupons')
        .set({ student_id: demo.studentId, used_at: demo.at })
        .where('id', '=', id)
        .execute();
    }
  }
}
