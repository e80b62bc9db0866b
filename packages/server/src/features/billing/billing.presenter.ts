import {
  purchaseReference,
  type PayToView,
  type PendingCreditView,
  type SchoolAccountView,
  type SchoolSectionView,
} from '@kokpit/shared';
import type { PaymentDetails } from './operator-settings.repository.js';
import type { OpenEntry } from './ledger.repository.js';
import type { SectionOutcome } from './school-sections.service.js';

export function presentPendingCredit(e: OpenEntry): PendingCreditView {
  return {
    id: e.id,
    amount: e.amount,
    reference: purchaseReference(e.id),
    price: e.price,
    paymentInfo: e.paymentInfo,
    requestedAt: e.createdAt,
    expiresAt: e.expiresAt ?? e.createdAt,
  };
}

export function presentSectionOutcome(
  o: SectionOutcome,
  account: SchoolAccountView | null,
): SchoolSectionView {
  return {
    student: o.student,
    section: o.section,
    status: o.status,
    charged: o.charged,
    account,
  };
}

/** The operators' bank account as a school is shown it (not the seller's other details). */
export function presentPayTo(d: PaymentDetails): PayToView {
  return { beneficiary: d.beneficiary, iban: d.iban, bic: d.bic, bank: d.bank };
}
