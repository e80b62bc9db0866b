import type { Db } from '../../db/database.js';

export interface PackageRow {
  code: string;
  monthlyPriceCents: number;
  monthlyActivations: number;
  costPerActivation: number;
}

const columns = [
  'code',
  'monthly_price_cents as monthlyPriceCents',
  'monthly_activations as monthlyActivations',
  'cost_per_activation as costPerActivation',
] as const;

/** The packages on offer, in their order. */
export async function listPackages(db: Db): Promise<PackageRow[]> {
  return db
    .selectFrom('packages')
    .select(columns)
    .where('active', '=', 1)
    .orderBy('position')
    .orderBy('code')
    .execute();
}

export async function findPackage(db: Db, code: string): Promise<PackageRow | undefined> {
  return db.selectFrom('packages').select(columns).where('code', '=', code).executeTakeFirst();
}
