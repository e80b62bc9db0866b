import { ServerPushes } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { pushAccountChanged } from '../billing/account.service.js';
import { pushToSchool } from '../students/student-pushes.js';

/**
 * After a student redeemed one of the school's coupons (sign-up or join, committed): the
 * school's coupon list and account change (one coupon less out, one activation reserved).
 */
export async function announceRedeemedCoupon(
  ctx: AppContext,
  schoolId: number,
  studentId: number,
): Promise<void> {
  pushToSchool(ctx, schoolId, ServerPushes.couponsChanged, {});
  pushToSchool(ctx, schoolId, ServerPushes.activeStudentsChanged, { studentId });
  await pushAccountChanged(ctx, schoolId);
}
