import { randomInt } from 'node:crypto';
import {
  CouponStatus,
  formatCouponCode,
  Limits,
  MAX_COUPON_NUMBER,
  ResultCode,
  ServerPushes,
  type CouponsListPayload,
  type CouponsReservePayload,
  type SchoolAccountView,
} from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { accountNumbers, pushAccountChanged, readAccount } from '../billing/account.service.js';
import type { BillingSchool } from '../billing/billing-school.repository.js';
import { releaseActivation } from '../billing/activation-ledger.js';
import { lockSchoolRow, openReservationsOf } from '../billing/ledger.repository.js';
import { pushToSchool } from '../students/student-pushes.js';
import {
  countCouponsByStatus,
  COUPON_STATUS_OF,
  findFreeCouponIds,
  findSchoolCoupons,
  freeReservedCoupons,
  freeUsedCouponOf,
  insertCoupon,
  listCoupons,
  reserveFreeCoupons,
  takenSerials,
  type ListedCoupon,
} from './coupon.repository.js';

/*
 * A school's coupons (SPEC §3, §4, §5): it reserves a batch to hand out (only as many as it can
 * honour), prints them, frees those not handed out after all; a student redeems one at sign-up
 * or when joining (signup.service, school-link.service); a deleted student's coupon returns to
 * the school under 5% progress.
 */

export const COUPONS_PAGE_SIZE = 50;

export interface CouponsPage {
  items: ListedCoupon[];
  page: number;
  pageSize: number;
  total: number;
  counts: Map<number, number>;
}

export async function listSchoolCoupons(
  db: Db,
  schoolId: number,
  q: CouponsListPayload,
): Promise<CouponsPage> {
  const status = q.state === undefined ? undefined : COUPON_STATUS_OF[q.state];
  const [items, counts] = await Promise.all([
    listCoupons(db, {
      schoolId,
      status,
      offset: (q.page - 1) * COUPONS_PAGE_SIZE,
      limit: COUPONS_PAGE_SIZE,
    }),
    countCouponsByStatus(db, schoolId),
  ]);
  const total =
    status === undefined
      ? [...counts.values()].reduce((a, b) => a + b, 0)
      : (counts.get(status) ?? 0);
  return { items, page: q.page, pageSize: COUPONS_PAGE_SIZE, total, counts };
}

/** `count` numbers of coupons the school has not used, drawn at random. */
async function newSerials(db: Db, schoolId: number, count: number): Promise<number[]> {
  const chosen = new Set<number>();
  while (chosen.size < count) {
    const draw = new Set<number>();
    while (draw.size < count - chosen.size) draw.add(randomInt(1, MAX_COUPON_NUMBER + 1));
    const taken = await takenSerials(db, schoolId, [...draw]);
    for (const n of draw) if (!taken.has(n) && !chosen.has(n)) chosen.add(n);
  }
  return [...chosen];
}

/**
 * Reserves a batch to hand out: free coupons first, then new ones. Refused when the school
 * could not honour them all (package activations and credits, less coupons already out).
 */
export async function reserveCoupons(
  ctx: AppContext,
  school: BillingSchool,
  input: CouponsReservePayload,
  /** The member who reserves them (coupons.actor_user_id). */
  actorUserId: number | null = null,
): Promise<{ coupons: ListedCoupon[]; account: SchoolAccountView }> {
  const at = Date.now();
  const ids = await ctx.db.transaction().execute(async (trx) => {
    await lockSchoolRow(trx, ctx.dialect, school.id);
    const n = await accountNumbers(trx, school.id, at);
    const available = Math.max(0, n?.activationsAvailable ?? 0);
    if (available < input.count) {
      throw new AppError(ResultCode.general, 'school.coupons.notEnoughCredit', {
        count: input.count,
        available,
      });
    }
    const section = input.section ?? null;
    const reused = await findFreeCouponIds(trx, school.id, input.count);
    await reserveFreeCoupons(trx, { schoolId: school.id, ids: reused, section, at, actorUserId });
    const created: number[] = [];
    for (const serial of await newSerials(trx, school.id, input.count - reused.length)) {
      created.push(
        await insertCoupon(trx, {
          code: formatCouponCode(school.couponPrefix, serial),
          schoolId: school.id,
          sectionCode: section,
          serial,
          status: CouponStatus.reserved,
          at,
          actorUserId,
        }),
      );
    }
    return [...reused, ...created];
  });
  const coupons = await findSchoolCoupons(ctx.db, school.id, ids);
  pushToSchool(ctx, school.id, ServerPushes.couponsChanged, {});
  return { coupons, account: await pushAccountChanged(ctx, school.id) };
}

/** Takes back reserved coupons; refused when one of them is not (any more) reserved. */
export async function freeCoupons(
  ctx: AppContext,
  schoolId: number,
  ids: readonly number[],
  actorUserId: number | null = null,
): Promise<{ freed: number[]; account: SchoolAccountView }> {
  const unique = [...new Set(ids)];
  const freed = await ctx.db.transaction().execute(async (trx) => {
    const found = await findSchoolCoupons(trx, schoolId, unique);
    if (found.length !== unique.length) throw AppError.notFound('school.coupons.notFound');
    if (found.some((c) => c.status !== CouponStatus.reserved)) {
      throw new AppError(ResultCode.general, 'error.freeCoupon');
    }
    const done = await freeReservedCoupons(trx, schoolId, unique, actorUserId);
    // A coupon redeemed meanwhile: nothing of the batch is freed.
    if (done.length !== unique.length) throw new AppError(ResultCode.general, 'error.freeCoupon');
    return done;
  });
  pushToSchool(ctx, schoolId, ServerPushes.couponsChanged, {});
  return { freed, account: await pushAccountChanged(ctx, schoolId) };
}

/**
 * For the deletion of a student, in its transaction, before the student's row goes (SPEC §4,
 * §9): under 5% progress the coupon the student redeemed returns to its school as free (at or
 * over it, it stays used), and the student's reservations not charged yet are released. The
 * schools whose account changed: after the commit, push `coupons-changed` and the account
 * (`pushAccountChanged`) to each.
 */
export async function releaseCouponOnDelete(
  db: Db,
  studentId: number,
  progress: number,
  at = Date.now(),
): Promise<number[]> {
  const schools = new Set<number>();
  if (progress < Limits.couponFreeProgress) {
    const school = await freeUsedCouponOf(db, studentId);
    if (school !== null) schools.add(school);
  }
  for (const open of await openReservationsOf(db, studentId)) {
    const ref = { schoolId: open.schoolId, studentId, section: open.section ?? '', at };
    if (await releaseActivation(db, ref)) schools.add(open.schoolId);
  }
  return [...schools];
}

/** The school's account after a change elsewhere (used by the events' presenters). */
export async function accountOf(db: Db, schoolId: number): Promise<SchoolAccountView> {
  return readAccount(db, schoolId, Date.now());
}
