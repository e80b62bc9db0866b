import { purchaseReference, type PrintableView } from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import type { SchoolCaller } from '../schools/school-access.js';
import { findSchoolPurchase } from './ledger.repository.js';
import { paymentDetails } from './operator-settings.repository.js';
import { findSchoolAddress } from './billing-school.repository.js';
import { renderProforma } from './proforma-pdf.js';
import { PROVISIONAL_MS } from './credits.service.js';

/** `credits/proforma`: the proforma of one of the school's purchases, in the caller's language. */
export async function proformaOf(caller: SchoolCaller, entryId: number): Promise<PrintableView> {
  const { ctx, school } = caller;
  const purchase = await findSchoolPurchase(ctx.db, school.id, entryId);
  if (!purchase?.price) throw AppError.notFound('school.billing.purchaseNotFound');
  const [payTo, address] = await Promise.all([
    paymentDetails(ctx.db),
    findSchoolAddress(ctx.db, school.id),
  ]);
  const number = `PF-${purchase.id}`;
  const pdf = await renderProforma({
    lang: caller.lang,
    number,
    issuedAt: purchase.createdAt,
    payBy: purchase.expiresAt ?? purchase.createdAt + PROVISIONAL_MS,
    seller: { name: payTo.beneficiary, details: payTo.sellerDetails },
    buyer: { name: school.name, lines: address },
    credits: purchase.amount,
    price: purchase.price,
    reference: purchaseReference(purchase.id),
    payTo,
  });
  return { filename: `kokpit-${number}.pdf`, contentType: 'application/pdf', base64: pdf.toString('base64') }; // prettier-ignore
}
