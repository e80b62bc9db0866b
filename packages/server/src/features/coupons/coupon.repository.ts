import { CouponStatus } from '@kokpit/shared';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CouponsTable } from '../../db/schema.js';

export type CouponRow = Selectable<CouponsTable>;

/**
 * The spellings a typed code may be stored under: people type the letters in any case and
 * with or without the dash after the school's 4-digit prefix (`1234-ABCD` or `1234ABCD`).
 */
export function couponCodeVariants(code: string): string[] {
  const typed = code.trim();
  const compact = typed.replace(/-/g, '').toUpperCase();
  const dashed = /^\d{4}/.test(compact) ? `${compact.slice(0, 4)}-${compact.slice(4)}` : compact;
  return [...new Set([typed, typed.toUpperCase(), compact, dashed])].filter(Boolean);
}

/** The coupon a student typed, whatever its state; undefined when no such code exists. */
export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const variants = couponCodeVariants(code);
  if (variants.length === 0) return undefined;
  return db.selectFrom('coupons').selectAll().where('code', 'in', variants).executeTakeFirst();
}

/**
 * Marks a coupon used by a student. Only a coupon not used yet is updated, so of two sign-ups
 * racing for the same coupon exactly one gets `true`.
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
    .where('status', '<>', CouponStatus.used)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface NewCoupon {
  code: string;
  schoolId: number;
  sectionCode?: string | null;
  status?: number;
}

/** Stores a coupon a school hands out; returns its id. */
export async function insertCoupon(db: Db, coupon: NewCoupon): Promise<number> {
  const row = await db
    .insertInto('coupons')
    .values({
      code: coupon.code,
      school_id: coupon.schoolId,
      section_code: coupon.sectionCode ?? null,
      status: coupon.status ?? CouponStatus.free,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
