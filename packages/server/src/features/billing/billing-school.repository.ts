import { CouponStatus } from '@kokpit/shared';
import type { Db } from '../../db/database.js';

/** What the money side reads of a school (its package settings live on the row). */
export interface BillingSchool {
  id: number;
  name: string;
  status: number;
  couponPrefix: string;
  packageCode: string | null;
  nextPackageCode: string | null;
  costPerActivation: number;
}

export async function findBillingSchool(
  db: Db,
  schoolId: number,
): Promise<BillingSchool | undefined> {
  const row = await db
    .selectFrom('schools')
    .select([
      'id',
      'name',
      'status',
      'coupon_prefix',
      'package_code',
      'next_package_code',
      'cost_per_activation',
    ])
    .where('id', '=', schoolId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      name: row.name,
      status: row.status,
      couponPrefix: row.coupon_prefix,
      packageCode: row.package_code,
      nextPackageCode: row.next_package_code,
      costPerActivation: Math.max(1, row.cost_per_activation),
    }
  );
}

/** Coupons handed out and not redeemed yet: each is an activation the school has promised. */
export async function countReservedCoupons(db: Db, schoolId: number): Promise<number> {
  const row = await db
    .selectFrom('coupons')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('school_id', '=', schoolId)
    .where('status', '=', CouponStatus.reserved)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sets the package the school has from next month (the monthly job switches to it). */
export async function setNextPackage(
  db: Db,
  schoolId: number,
  code: string | null,
  at: number,
): Promise<void> {
  await db
    .updateTable('schools')
    .set({ next_package_code: code, updated_at: at })
    .where('id', '=', schoolId)
    .execute();
}

/** The school's address as a document prints it: street, postcode and city, phone, e-mail. */
export async function findSchoolAddress(db: Db, schoolId: number): Promise<string[]> {
  const row = await db
    .selectFrom('schools')
    .select(['manager_name', 'address', 'postal_code', 'city', 'phone', 'email'])
    .where('id', '=', schoolId)
    .executeTakeFirst();
  if (!row) return [];
  return [
    row.manager_name,
    row.address,
    [row.postal_code, row.city].filter(Boolean).join(' '),
    row.phone,
    row.email,
  ].filter((line) => line.trim() !== '');
}
