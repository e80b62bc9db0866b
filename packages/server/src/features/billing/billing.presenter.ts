import type { PendingCreditView, SchoolSectionView, SchoolAccountView } from '@kokpit/shared';
import type { OpenEntry } from './ledger.repository.js';
import type { SectionOutcome } from './school-sections.service.js';

export function presentPendingCredit(e: OpenEntry): PendingCreditView {
  return {
    id: e.id,
    amount: e.amount,
    paymentInfo: e.paymentInfo,
    requestedAt: e.createdAt,
    expiresAt: e.expiresAt ?? e.createdAt,
  };
}

export function presentSectionOutcome(
  o: SectionOutcome,
  account: SchoolAccountView,
): SchoolSectionView {
  return {
    student: o.student,
    section: o.section,
    status: o.status,
    charged: o.charged,
    account,
  };
}
