import type { PackageView, PriceTotals } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/audit.repository.js';
import { pushAccountChanged } from './account.service.js';
import { athensMonth } from './athens-month.js';
import { setNextPackage } from './billing-school.repository.js';
import { appendEntry, packagePool } from './ledger.repository.js';
import { findPackage, listPackages, type PackageRow } from './packages.repository.js';
import { packagePrices } from './prices.service.js';

/*
 * Monthly packages (SPEC §4 "a package change updates package, next package (active from the
 * next month), credits and cost per activation"): `package/change` names next month's package;
 * the monthly job (jobs/monthly-packages.job.ts) switches to it on the 1st, Athens time, and
 * grants the month's activations.
 */

export function presentPackage(p: PackageRow, price: PriceTotals): PackageView {
  return {
    code: p.code,
    monthlyPriceCents: price.netCents,
    price,
    monthlyActivations: p.monthlyActivations,
    costPerActivation: p.costPerActivation,
  };
}

/** The packages on offer, each with a month's price today. */
export async function packagesOnOffer(db: Db, at = Date.now()): Promise<PackageView[]> {
  const packages = await listPackages(db);
  const prices = await packagePrices(db, packages, at);
  return packages.map((p) => presentPackage(p, prices.get(p.code)!));
}

/** `package/change`: the package from the 1st of next month. */
export async function changePackage(
  ctx: AppContext,
  schoolId: number,
  code: string,
  actorId: number,
): Promise<void> {
  const pack = await findPackage(ctx.db, code);
  if (!pack) throw AppError.notFound('school.billing.packageNotFound');
  const at = Date.now();
  await ctx.db.transaction().execute(async (trx) => {
    await setNextPackage(trx, schoolId, pack.code, at);
    await recordAudit(trx, {
      actorId,
      action: 'school.package-change',
      entity: 'school',
      entityId: schoolId,
      details: { next: pack.code },
    });
  });
  await pushAccountChanged(ctx, schoolId);
}

/** A school's package for a month: switched to the chosen one, and its activations granted. */
export interface MonthlySchool {
  id: number;
  packageCode: string | null;
  nextPackageCode: string | null;
}

/**
 * The month's turn for one school (in the job's transaction): the next package becomes the
 * package (and its cost per activation the school's), and the month's activations are granted
 * once (keyed by school and month, so a second run grants nothing).
 */
export async function startMonth(db: Db, school: MonthlySchool, at: number): Promise<boolean> {
  const code = school.nextPackageCode ?? school.packageCode;
  const pack = code ? await findPackage(db, code) : undefined;
  if (school.nextPackageCode) {
    await db
      .updateTable('schools')
      .set({
        package_code: school.nextPackageCode,
        next_package_code: null,
        ...(pack ? { cost_per_activation: pack.costPerActivation } : {}),
        updated_at: at,
      })
      .where('id', '=', school.id)
      .execute();
  }
  if (!pack || pack.monthlyActivations <= 0) return school.nextPackageCode !== null;
  const month = athensMonth(at);
  const price = (await packagePrices(db, [pack], at)).get(pack.code);
  await appendEntry(db, {
    schoolId: school.id,
    kind: 'package',
    status: 'granted',
    pool: packagePool(month),
    amount: pack.monthlyActivations,
    idemKey: `package:${school.id}:${month}`,
    price,
    at,
  });
  return true;
}
