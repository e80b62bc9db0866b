import { purchaseReference, type PrintableView } from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import type { SchoolCaller } from '../schools/school-access.js';
import { findSchoolAddress } from './billing-school.repository.js';
import { paymentDetails } from './operator-settings.repository.js';
import { renderProforma } from './proforma-pdf.js';
import { findReceipt } from './receipts.repository.js';

/** `credits/receipt`: the receipt of one of the school's paid purchases, as it was issued. */
export async function receiptOf(caller: SchoolCaller, entryId: number): Promise<PrintableView> {
  const { ctx, school } = caller;
  const r = await findReceipt(ctx.db, school.id, entryId);
  if (!r) throw AppError.notFound('school.billing.receiptNotFound');
  const [seller, address] = await Promise.all([paymentDetails(ctx.db), findSchoolAddress(ctx.db, school.id)]); // prettier-ignore
  const number = `${r.year}-${String(r.number).padStart(5, '0')}`;
  const pdf = await renderProforma({
    lang: caller.lang,
    number,
    issuedAt: r.issuedAt,
    payBy: r.issuedAt,
    seller: { name: seller.beneficiary, details: seller.sellerDetails },
    buyer: { name: r.buyerName, lines: address },
    credits: r.quantity,
    price: { unitCents: r.unitCents, quantity: r.quantity, netCents: r.netCents, vatRate: r.vatRate, vatCents: r.vatCents, totalCents: r.totalCents, currency: 'EUR' }, // prettier-ignore
    reference: purchaseReference(r.entryId),
    payTo: seller,
    receipt: { paidAt: r.issuedAt },
  });
  return { filename: `kokpit-receipt-${number}.pdf`, contentType: 'application/pdf', base64: pdf.toString('base64') }; // prettier-ignore
}
