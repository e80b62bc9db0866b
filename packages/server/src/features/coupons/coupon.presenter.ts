import { COUPON_STATES, type CouponState, type CouponView } from '@kokpit/shared';
import { couponState, COUPON_STATUS_OF, type ListedCoupon } from './coupon.repository.js';

export function presentCoupon(c: ListedCoupon): CouponView {
  return {
    id: c.id,
    code: c.code,
    state: couponState(c.status),
    section: c.section,
    student:
      c.studentId === null
        ? null
        : {
            id: c.studentId,
            fullName: [c.firstName, c.lastName].filter(Boolean).join(' '),
          },
    createdAt: c.createdAt,
    reservedAt: c.reservedAt,
    usedAt: c.usedAt,
  };
}

export function presentCounts(counts: Map<number, number>): Record<CouponState, number> {
  return Object.fromEntries(
    COUPON_STATES.map((s) => [s, counts.get(COUPON_STATUS_OF[s]) ?? 0]),
  ) as Record<CouponState, number>;
}
