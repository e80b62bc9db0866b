import {
  accountStatementPayload,
  couponIdsPayload,
  couponsListPayload,
  couponsPrintPayload,
  couponsReservePayload,
  creditsPurchasePayload,
  creditsQuotePayload,
  creditsRequestPayload,
  packageChangePayload,
  registrationLinkPayload,
  schoolSectionPayload,
  type AccountStatementView,
  type StatementFileView,
  type CouponsFreedView,
  type CouponsPageView,
  type CouponsReservedView,
  type CreditsQuoteView,
  type PackagesView,
  type PendingCreditsView,
  type PrintableView,
  type RegistrationLinkView,
  type SchoolAccountView,
  type SchoolSectionView,
} from '../schemas/school-billing.js';
import { noPayload } from '../schemas/student.js';
import { event, reply, type NamespaceContract } from './contract.js';

/**
 * `/school`, the school's money (SPEC §7, §9): packages, credits (a ledger), section
 * activations that reserve and charge them, coupons, and the school's registration link.
 * A teacher may activate sections; packages, credits and coupons are the manager's.
 */
export const schoolBillingContract = {
  /** The school's money now (header); also pushed as `school-account-changed`. */
  account: event(noPayload, reply<SchoolAccountView>()),
  /** The ledger in words, newest first, with the running balance (docs/BILLING.md). */
  'account/statement': event(accountStatementPayload, reply<AccountStatementView>()),
  /** The statement as a CSV for the accountant (every row the filters keep, up to 10,000). */
  'account/statement-csv': event(accountStatementPayload, reply<StatementFileView>()),
  packages: event(noPayload, reply<PackagesView>()),
  'package/change': event(packageChangePayload, reply<SchoolAccountView>()),
  /** What a number of credits costs now (net, VAT, total); out of range, refused in words. */
  'credits/quote': event(creditsQuotePayload, reply<CreditsQuoteView>()),
  'credits/request': event(creditsRequestPayload, reply<PendingCreditsView>()),
  'credits/pending': event(noPayload, reply<PendingCreditsView>()),
  /** An unpaid purchase called off: a `cancelled` row takes its credits back. */
  'credits/cancel': event(creditsPurchasePayload, reply<PendingCreditsView>()),
  /** A purchase's proforma invoice, a PDF (school, lines, net, VAT, total, reference, IBAN). */
  'credits/proforma': event(creditsPurchasePayload, reply<PrintableView>()),
  /** A paid purchase's receipt, a PDF (numbered per year; seller, buyer, net, VAT, total). */
  'credits/receipt': event(creditsPurchasePayload, reply<PrintableView>()),
  'section/activate': event(schoolSectionPayload, reply<SchoolSectionView>()),
  'section/reactivate': event(schoolSectionPayload, reply<SchoolSectionView>()),
  'section/reject': event(schoolSectionPayload, reply<SchoolSectionView>()),
  'coupons/list': event(couponsListPayload, reply<CouponsPageView>()),
  'coupons/reserve': event(couponsReservePayload, reply<CouponsReservedView>()),
  'coupons/free': event(couponIdsPayload, reply<CouponsFreedView>()),
  'coupons/print': event(couponsPrintPayload, reply<PrintableView>()),
  'registration-link': event(registrationLinkPayload, reply<RegistrationLinkView>()),
} satisfies NamespaceContract;
