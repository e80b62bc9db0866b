import type { AppContext } from '../../core/app-context.js';
import { inBoundedTransactions } from '../../db/bounded-transactions.js';
import { pushAccountChanged } from './account.service.js';
import { startMonth, type MonthlySchool } from './packages.service.js';

/** Schools with a package now or from this month: those the month's turn concerns. */
async function schoolsWithPackages(ctx: AppContext): Promise<MonthlySchool[]> {
  const rows = await ctx.db
    .selectFrom('schools')
    .select(['id', 'package_code', 'next_package_code'])
    .where((eb) =>
      eb.or([eb('package_code', 'is not', null), eb('next_package_code', 'is not', null)]),
    )
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    packageCode: r.package_code,
    nextPackageCode: r.next_package_code,
  }));
}

/**
 * The month's turn for every school, 50 schools a transaction (two rows each at most); the
 * schools whose account changed are told. How many changed.
 */
export async function startMonthForSchools(ctx: AppContext, now: number): Promise<number> {
  const schools = await schoolsWithPackages(ctx);
  const changed: number[] = [];
  await inBoundedTransactions(ctx.db, schools, 50, async (trx, chunk) => {
    for (const school of chunk) if (await startMonth(trx, school, now)) changed.push(school.id);
  });
  for (const id of changed) await pushAccountChanged(ctx, id);
  return changed.length;
}
