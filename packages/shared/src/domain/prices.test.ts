import { describe, expect, it } from 'vitest';
import { priceInEffect, priceTotals, type PriceListRow } from './prices.js';

describe('prices', () => {
  it('10 credits at 5.00 € with 24% VAT: 50.00 + 12.00 = 62.00', () => {
    expect(priceTotals(10, 500, 2400)).toEqual({
      unitCents: 500,
      quantity: 10,
      netCents: 5000,
      vatRate: 2400,
      vatCents: 1200,
      totalCents: 6200,
      currency: 'EUR',
    });
  });

  it('rounds the VAT half up to the cent', () => {
    // 0.25 € at 24% is 0.06 €: 6 cents exactly; 0.27 € is 6.48 cents → 6; 0.29 € is 6.96 → 7.
    expect(priceTotals(1, 25, 2400).vatCents).toBe(6);
    expect(priceTotals(1, 27, 2400).vatCents).toBe(6);
    expect(priceTotals(1, 29, 2400).vatCents).toBe(7);
    // 12.5 cents of VAT rounds up to 13.
    expect(priceTotals(1, 125, 1000).vatCents).toBe(13);
  });

  it('takes the row applying from the latest instant not after the moment asked', () => {
    const rows: PriceListRow[] = [
      { item: 'credit', value: 500, appliesAt: 0 },
      { item: 'credit', value: 600, appliesAt: 1000 },
      { item: 'vat', value: 2400, appliesAt: 0 },
    ];
    expect(priceInEffect(rows, 'credit', 999)?.value).toBe(500);
    expect(priceInEffect(rows, 'credit', 1000)?.value).toBe(600);
    expect(priceInEffect(rows, 'package:plus', 1000)).toBeUndefined();
  });
});
