import { CouponStatus, parseCouponCode, type CouponState } from '@kokpit/shared';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CouponsTable } from '../../db/schema.js';

/*
 * A school's coupons (SPEC §3, §5): free (the school's, not handed out), reserved (handed out,
 * redeemable once), used (redeemed by a student). Codes are prefix, number and check digit
 * (shared domain/coupon-code.ts), stored in their printed form.
 */

export type CouponRow = Selectable<CouponsTable>;

export const COUPON_STATUS_OF: Record<CouponState, number> = {
  free: CouponStatus.free,
  reserved: CouponStatus.reserved,
  used: CouponStatus.used,
};

export function couponState(status: number): CouponState {
  return status === CouponStatus.used
    ? 'used'
    : status === CouponStatus.reserved
      ? 'reserved'
      : 'free';
}

/** The coupon a student typed, whatever its state; undefined when no such code exists. */
export async function findCouponByCode(db: Db, typed: string): Promise<CouponRow | undefined> {
  const parsed = parseCouponCode(typed);
  if (!parsed) return undefined;
  return db.selectFrom('coupons').selectAll().where('code', '=', parsed.code).executeTakeFirst();
}

/**
 * Marks a handed-out coupon used by a student. Only a reserved coupon is updated, so of two
 * sign-ups racing for the same coupon exactly one gets `true`.
 */
export async function markCouponUsed(
  db: Db,
  couponId: number,
  studentId: number,
  at: number,
): Promise<boolean> {
  const result = await db
    .updateTable('coupons')
    .set({ status: CouponStatus.used, student_id: studentId, used_at: at })
    .where('id', '=', couponId)
    .where('status', '=', CouponStatus.reserved)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface NewCoupon {
  code: string;
  schoolId: number;
  sectionCode?: string | null;
  /** Reserved (handed out) unless said otherwise. */
  status?: number;
  serial?: number | null;
  at?: number;
  /** The member who reserved it. */
  actorUserId?: number | null;
}

/** Stores a coupon; returns its id. */
export async function insertCoupon(db: Db, coupon: NewCoupon): Promise<number> {
  const at = coupon.at ?? Date.now();
  const status = coupon.status ?? CouponStatus.reserved;
  const row = await db
    .insertInto('coupons')
    .values({
      code: coupon.code,
      school_id: coupon.schoolId,
      section_code: coupon.sectionCode ?? null,
      status,
      serial: coupon.serial ?? null,
      reserved_at: status === CouponStatus.free ? null : at,
      created_at: at,
      actor_user_id: coupon.actorUserId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Of these numbers, those the school has already used. */
export async function takenSerials(
  db: Db,
  schoolId: number,
  serials: readonly number[],
): Promise<Set<number>> {
  if (serials.length === 0) return new Set();
  const rows = await db
    .selectFrom('coupons')
    .select('serial')
    .where('school_id', '=', schoolId)
    .where('serial', 'in', serials)
    .execute();
  return new Set(rows.map((r) => r.serial!));
}

/** Up to `limit` of the school's free coupons, oldest first (handed out again before new ones). */
export async function findFreeCouponIds(
  db: Db,
  schoolId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('coupons')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('status', '=', CouponStatus.free)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Hands free coupons out again, for `section`; the ids it reserved. */
export async function reserveFreeCoupons(
  db: Db,
  r: {
    schoolId: number;
    ids: readonly number[];
    section: string | null;
    at: number;
    actorUserId?: number | null;
  },
): Promise<void> {
  if (r.ids.length === 0) return;
  await db
    .updateTable('coupons')
    .set({
      status: CouponStatus.reserved,
      section_code: r.section,
      reserved_at: r.at,
      actor_user_id: r.actorUserId ?? null,
    })
    .where('school_id', '=', r.schoolId)
    .where('id', 'in', r.ids)
    .where('status', '=', CouponStatus.free)
    .execute();
}

/** Takes reserved coupons back (lost, not handed out after all); the ids freed. */
export async function freeReservedCoupons(
  db: Db,
  schoolId: number,
  ids: readonly number[],
  actorUserId: number | null = null,
): Promise<number[]> {
  const rows = await db
    .updateTable('coupons')
    .set({ status: CouponStatus.free, reserved_at: null, actor_user_id: actorUserId })
    .where('school_id', '=', schoolId)
    .where('id', 'in', ids)
    .where('status', '=', CouponStatus.reserved)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** A used coupon goes back to its school as free (the 5% rule); its school, if one was freed. */
export async function freeUsedCouponOf(db: Db, studentId: number): Promise<number | null> {
  const rows = await db
    .updateTable('coupons')
    .set({ status: CouponStatus.free, student_id: null, used_at: null, reserved_at: null })
    .where('student_id', '=', studentId)
    .where('status', '=', CouponStatus.used)
    .returning('school_id')
    .execute();
  return rows[0]?.school_id ?? null;
}

/** A coupon as the school's list shows it, with the student who redeemed it. */
export interface ListedCoupon {
  id: number;
  code: string;
  status: number;
  section: string | null;
  studentId: number | null;
  firstName: string | null;
  lastName: string | null;
  createdAt: number;
  reservedAt: number | null;
  usedAt: number | null;
}

function listed(db: Db, schoolId: number) {
  return db
    .selectFrom('coupons as c')
    .leftJoin('users as u', 'u.id', 'c.student_id')
    .select([
      'c.id',
      'c.code',
      'c.status',
      'c.section_code as section',
      'c.student_id as studentId',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'c.created_at as createdAt',
      'c.reserved_at as reservedAt',
      'c.used_at as usedAt',
    ])
    .where('c.school_id', '=', schoolId);
}

/** One page of the school's coupons, optionally of one state, newest first. */
export async function listCoupons(
  db: Db,
  q: { schoolId: number; status?: number; offset: number; limit: number },
): Promise<ListedCoupon[]> {
  return listed(db, q.schoolId)
    .$if(q.status !== undefined, (b) => b.where('c.status', '=', q.status!))
    .orderBy('c.id', 'desc')
    .offset(q.offset)
    .limit(q.limit)
    .execute();
}

/** The school's coupons by id (others' are not found), in id order. */
export async function findSchoolCoupons(
  db: Db,
  schoolId: number,
  ids: readonly number[],
): Promise<ListedCoupon[]> {
  if (ids.length === 0) return [];
  return listed(db, schoolId).where('c.id', 'in', ids).orderBy('c.id').execute();
}

/** How many coupons the school has in each state. */
export async function countCouponsByStatus(db: Db, schoolId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('coupons')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .where('school_id', '=', schoolId)
    .groupBy('status')
    .execute();
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}
