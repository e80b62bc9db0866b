/*
 * Prices of a school's purchases (docs/BILLING.md "Prices"): the operators' price list keeps,
 * per item, a net price in euro cents (or, for `vat`, the rate in hundredths of a percent) and
 * the instant it applies from. A purchase is priced once, when it is made, and keeps that.
 */

/** What the price list prices: one credit, a month of a package, and the VAT rate. */
export const PRICE_ITEM_CREDIT = 'credit';
export const PRICE_ITEM_VAT = 'vat';
export const priceItemOfPackage = (code: string) => `package:${code}`;

/** Greece's standard VAT rate (24%), in hundredths of a percent, when the list has none. */
export const DEFAULT_VAT_RATE = 2400;
export const CURRENCY = 'EUR';

/** The fewest and the most credits one purchase may buy (SPEC §7 `credits/request`). */
export const CREDITS_PER_PURCHASE = { min: 1, max: 1000 } as const;

/** One row of the price list. */
export interface PriceListRow {
  item: string;
  /** Net euro cents; for `vat`, hundredths of a percent (2400 = 24%). */
  value: number;
  /** Epoch ms from which it applies. */
  appliesAt: number;
}

/** The row of `item` in effect at `at`: the one applying from the latest instant not after it. */
export function priceInEffect(
  rows: readonly PriceListRow[],
  item: string,
  at: number,
): PriceListRow | undefined {
  let best: PriceListRow | undefined;
  for (const r of rows) {
    if (r.item !== item || r.appliesAt > at) continue;
    if (!best || r.appliesAt > best.appliesAt) best = r;
  }
  return best;
}

/** Net, VAT and total of a purchase, in euro cents. */
export interface PriceTotals {
  /** Net price of one unit (a credit, a package's month). */
  unitCents: number;
  quantity: number;
  netCents: number;
  /** Hundredths of a percent. */
  vatRate: number;
  vatCents: number;
  totalCents: number;
  currency: typeof CURRENCY;
}

/**
 * Prices `quantity` units of `unitCents` net with VAT at `vatRate`: the VAT is taken on the
 * whole net amount and rounded half up to the cent, as on an invoice's totals.
 */
export function priceTotals(quantity: number, unitCents: number, vatRate: number): PriceTotals {
  const netCents = quantity * unitCents;
  const vatCents = Math.floor((netCents * vatRate + 5000) / 10000);
  return {
    unitCents,
    quantity,
    netCents,
    vatRate,
    vatCents,
    totalCents: netCents + vatCents,
    currency: CURRENCY,
  };
}
