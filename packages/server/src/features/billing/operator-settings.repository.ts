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

/** Where a school pays, and the seller a proforma names (operator settings, migration 0020). */
export interface PaymentDetails {
  beneficiary: string;
  iban: string;
  bic: string;
  bank: string;
  sellerDetails: string;
}

export async function paymentDetails(db: Db): Promise<PaymentDetails> {
  const row = await db
    .selectFrom('operator_settings')
    .select(['beneficiary', 'iban', 'bic', 'bank_name', 'seller_details'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return {
    beneficiary: row?.beneficiary ?? '',
    iban: row?.iban ?? '',
    bic: row?.bic ?? '',
    bank: row?.bank_name ?? '',
    sellerDetails: row?.seller_details ?? '',
  };
}
