import type { Db } from '../../db/database.js';

/** What a school may hold bought and not yet paid when the settings row is missing. */
export const DEFAULT_MAX_UNPAID_CREDITS = 1000;

/**
 * The operators' ceiling on a school's unpaid (provisional) credits, from `operator_settings`
 * (one row, edited in the back office; migration 0018). A deleted row means the default.
 */
export async function maxUnpaidCredits(db: Db): Promise<number> {
  const row = await db
    .selectFrom('operator_settings')
    .select('max_unpaid_credits')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ? Number(row.max_unpaid_credits) : DEFAULT_MAX_UNPAID_CREDITS;
}
