import { ServerPushes, translate, type SchoolAccountView } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import type { Db } from '../../db/database.js';
import { pushToSchoolManagers } from '../students/student-pushes.js';
import { athensMonth } from './athens-month.js';
import {
  countReservedCoupons,
  findBillingSchool,
  type BillingSchool,
} from './billing-school.repository.js';
import { CREDITS_POOL, packagePool, poolTotals, provisionalCredits } from './ledger.repository.js';

/*
 * A school's account as the ledger adds it up (docs/BILLING.md): the balance of credits, what
 * activations hold of it, this month's package activations, and the coupons it has promised.
 */

/** The figures every money decision reads, in the transaction that acts on them. */
export interface AccountNumbers {
  school: BillingSchool;
  month: string;
  credits: number;
  heldCredits: number;
  packageActivationsLeft: number;
  reservedCoupons: number;
  /** Activations the school can still start: package first, then credits, less coupons out. */
  activationsAvailable: number;
}

export async function accountNumbers(
  db: Db,
  schoolId: number,
  at: number,
): Promise<AccountNumbers | undefined> {
  const school = await findBillingSchool(db, schoolId);
  if (!school) return undefined;
  const month = athensMonth(at);
  const monthPool = packagePool(month);
  const [totals, reservedCoupons] = await Promise.all([
    poolTotals(db, schoolId, [CREDITS_POOL, monthPool]),
    countReservedCoupons(db, schoolId),
  ]);
  const credits = totals.find((t) => t.pool === CREDITS_POOL);
  const pack = totals.find((t) => t.pool === monthPool);
  const balance = credits?.amount ?? 0;
  const heldCredits = credits?.hold ?? 0;
  const packageActivationsLeft = Math.max(0, (pack?.amount ?? 0) - (pack?.hold ?? 0));
  const creditActivations = Math.max(
    0,
    Math.floor((balance - heldCredits) / school.costPerActivation),
  );
  return {
    school,
    month,
    credits: balance,
    heldCredits,
    packageActivationsLeft,
    reservedCoupons,
    activationsAvailable: packageActivationsLeft + creditActivations - reservedCoupons,
  };
}

/** The school's money as the portal shows it. */
export async function readAccount(
  db: Db,
  schoolId: number,
  at: number,
): Promise<SchoolAccountView> {
  const [n, provisional] = await Promise.all([
    accountNumbers(db, schoolId, at),
    provisionalCredits(db, schoolId),
  ]);
  if (!n) throw new Error(`school ${schoolId} not found`);
  return {
    package: n.school.packageCode,
    nextPackage: n.school.nextPackageCode,
    credits: n.credits,
    provisionalCredits: provisional,
    reservedCredits: n.heldCredits,
    reservedCoupons: n.reservedCoupons,
    packageActivationsLeft: n.packageActivationsLeft,
    activationsAvailable: Math.max(0, n.activationsAvailable),
    costPerActivation: n.school.costPerActivation,
    accountError: n.credits < 0,
  };
}

/**
 * Tells the school's managers' open tabs its money changed (after the commit); the view it
 * pushed. Every change of the ledger calls it, the charge at 10% included.
 */
export async function pushAccountChanged(
  ctx: AppContext,
  schoolId: number,
): Promise<SchoolAccountView> {
  const account = await readAccount(ctx.db, schoolId, Date.now());
  pushToSchoolManagers(ctx, schoolId, ServerPushes.schoolAccountChanged, account);
  return account;
}

/**
 * Tells the school at once that its balance is below zero (a charge at 10% without credit, or
 * credits that lapsed): a push the header shows as a banner. Never throws: it runs after an
 * answer was recorded, and the student keeps practising whatever happens here.
 */
export async function pushAccountError(ctx: AppContext, schoolId: number): Promise<void> {
  try {
    const account = await readAccount(ctx.db, schoolId, Date.now());
    pushToSchoolManagers(ctx, schoolId, ServerPushes.schoolAccountChanged, account);
    pushToSchoolManagers(ctx, schoolId, ServerPushes.schoolAccountError, {
      account,
      message: translate('el', 'school.billing.accountError'),
    });
  } catch (error) {
    ctx.logger.error({ err: error, schoolId }, 'account error push failed');
  }
}

/** `pushAccountChanged` after an answer was recorded: never throws (the student practises on). */
export async function pushAccountChangedQuietly(ctx: AppContext, schoolId: number): Promise<void> {
  try {
    await pushAccountChanged(ctx, schoolId);
  } catch (error) {
    ctx.logger.error({ err: error, schoolId }, 'account push failed');
  }
}
