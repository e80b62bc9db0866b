import { translate, type CreditsQuoteView, type PackagesView } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildTeacher } from '../../test/factories.js';
import { connectSchool } from '../../test/school-money.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

/*
 * Prices (issue 31 item 1, docs/BILLING.md "Prices"): the operators' price list says what a
 * credit and a package's month cost and the VAT; a quote answers net, VAT and total, an amount
 * out of range is refused in words, and a purchase keeps the prices it was made at.
 */

const amountError = (r: { data: unknown }) =>
  (r.data as { fieldErrors?: Record<string, string> }).fieldErrors?.amount;

describe(`prices of credits and packages on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { seedContent: false });
  });
  afterAll(async () => server?.stop());

  const db = () => server.ctx.db;

  it('quotes 10 credits at the list price: 50.00 net, 12.00 VAT at 24%, 62.00 in all', async () => {
    const socket = await connectSchool(server, await buildSchool(db()));
    const r = await emitAck<CreditsQuoteView>(socket, 'credits/quote', { amount: 10 });
    expect(r).toMatchObject({
      isPositive: true,
      data: {
        amount: 10,
        price: { unitCents: 500, quantity: 10, netCents: 5000, vatRate: 2400, vatCents: 1200, totalCents: 6200, currency: 'EUR' }, // prettier-ignore
      },
    });
  });

  it('refuses 0 and 5000 credits in words naming them, in a quote and in a purchase, and buys nothing', async () => {
    const school = await buildSchool(db());
    const socket = await connectSchool(server, school);
    const tooFew = translate('en', 'school.billing.amountTooSmall', { amount: 0, min: 1, max: 1000 }); // prettier-ignore
    const tooMany = translate('en', 'school.billing.amountTooLarge', { amount: 5000, min: 1, max: 1000 }); // prettier-ignore
    expect(tooMany).toContain('5,000');
    for (const event of ['credits/quote', 'credits/request']) {
      const zero = await emitAck(socket, event, { amount: 0 });
      expect(zero).toMatchObject({ isPositive: false, message: tooFew });
      expect(amountError(zero)).toBe(tooFew);
      const many = await emitAck(socket, event, { amount: 5000 });
      expect(many).toMatchObject({ isPositive: false, message: tooMany });
    }
    const rows = await db()
      .selectFrom('credit_entries')
      .select('id')
      .where('school_id', '=', school.schoolId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('a purchase keeps the prices it was made at when the list changes', async () => {
    const school = await buildSchool(db());
    const socket = await connectSchool(server, school);
    const bought = await emitAck(socket, 'credits/request', { amount: 4, totalCents: 2480 });
    expect(bought.isPositive).toBe(true);
    // From now on a credit costs 6.00 €.
    await db()
      .insertInto('price_list')
      .values({ item: 'credit', value: 600, currency: 'EUR', applies_at: Date.now() - 1 })
      .execute();
    try {
      const pending = await emitAck<{ items: { price: unknown }[] }>(socket, 'credits/pending');
      expect(pending.data.items[0]!.price).toMatchObject({ unitCents: 500, netCents: 2000, vatCents: 480, totalCents: 2480 }); // prettier-ignore
      const quote = await emitAck<CreditsQuoteView>(socket, 'credits/quote', { amount: 4 });
      expect(quote.data.price.totalCents).toBe(2976);
      // A total confirmed at the old price is not bought at the new one.
      const stale = await emitAck(socket, 'credits/request', { amount: 4, totalCents: 2480 });
      expect(stale).toMatchObject({ isPositive: false, message: translate('en', 'school.billing.priceChanged') }); // prettier-ignore
    } finally {
      await db().deleteFrom('price_list').where('value', '=', 600).execute();
    }
  });

  it("answers each package's monthly price with VAT", async () => {
    const socket = await connectSchool(server, await buildSchool(db()));
    const r = await emitAck<PackagesView>(socket, 'packages');
    const standard = r.data.packages.find((p) => p.code === 'standard');
    expect(standard).toMatchObject({
      monthlyPriceCents: 4900,
      price: { netCents: 4900, vatRate: 2400, vatCents: 1176, totalCents: 6076 },
    });
  });

  it('a teacher is refused the quote and the packages; another school cannot see the purchase', async () => {
    const school = await buildSchool(db());
    const teacher = await connectSchool(server, await buildTeacher(db(), school.schoolId));
    const managerOnly = "Only the school's manager can manage packages, credits and coupons.";
    for (const [event, payload] of [
      ['credits/quote', { amount: 1 }],
      ['packages', undefined],
    ] as const) {
      expect(await emitAck(teacher, event, payload)).toMatchObject({ isPositive: false, message: managerOnly }); // prettier-ignore
    }
    const manager = await connectSchool(server, school);
    await emitAck(manager, 'credits/request', { amount: 2 });
    const other = await connectSchool(server, await buildSchool(db()));
    const theirs = await emitAck<{ items: unknown[] }>(other, 'credits/pending');
    expect(theirs.data.items).toEqual([]);
  });
});
