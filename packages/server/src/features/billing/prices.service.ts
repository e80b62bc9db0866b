import {
  CREDITS_PER_PURCHASE,
  DEFAULT_VAT_RATE,
  PRICE_ITEM_CREDIT,
  PRICE_ITEM_VAT,
  priceInEffect,
  priceItemOfPackage,
  priceTotals,
  type PriceListRow,
  ResultCode,
  type PriceTotals,
} from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { readPriceList } from './price-list.repository.js';

/*
 * Prices (docs/BILLING.md "Prices"): what a number of credits or a package's month costs at a
 * moment, from the operators' price list. A purchase is priced here once, in its transaction,
 * and keeps the figures on its ledger row.
 */

function vatRate(rows: readonly PriceListRow[], at: number): number {
  return priceInEffect(rows, PRICE_ITEM_VAT, at)?.value ?? DEFAULT_VAT_RATE;
}

/**
 * Refuses an amount of credits out of range in words (never a changed amount): the payload
 * schemas let any whole number through so that this sentence, with the number asked, is
 * what the school reads.
 */
export function checkCreditsAmount(amount: number): void {
  if (amount >= CREDITS_PER_PURCHASE.min && amount <= CREDITS_PER_PURCHASE.max) return;
  throw AppError.validation(
    { amount: amount < CREDITS_PER_PURCHASE.min ? 'school.billing.amountTooSmall' : 'school.billing.amountTooLarge' }, // prettier-ignore
    { amount: { amount, min: CREDITS_PER_PURCHASE.min, max: CREDITS_PER_PURCHASE.max } },
  );
}

/** What `amount` credits cost at `at`; refused out of range or when no price is set. */
export async function quoteCredits(db: Db, amount: number, at: number): Promise<PriceTotals> {
  checkCreditsAmount(amount);
  const rows = await readPriceList(db);
  const unit = priceInEffect(rows, PRICE_ITEM_CREDIT, at);
  if (!unit) throw new AppError(ResultCode.general, 'school.billing.noPrice');
  return priceTotals(amount, unit.value, vatRate(rows, at));
}

/** Each package's month at `at` (net from the list, else the package's own price). */
export async function packagePrices(
  db: Db,
  packages: readonly { code: string; monthlyPriceCents: number }[],
  at: number,
): Promise<Map<string, PriceTotals>> {
  const rows = await readPriceList(db);
  const rate = vatRate(rows, at);
  return new Map(
    packages.map((p) => {
      const net = priceInEffect(rows, priceItemOfPackage(p.code), at)?.value ?? p.monthlyPriceCents;
      return [p.code, priceTotals(1, net, rate)];
    }),
  );
}
