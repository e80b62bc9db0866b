import {
  couponIdsPayload,
  couponsListPayload,
  couponsPrintPayload,
  couponsReservePayload,
  creditsRequestPayload,
  packageChangePayload,
  registrationLinkPayload,
  schoolSectionPayload,
  type CouponsFreedView,
  type CouponsPageView,
  type CouponsReservedView,
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
  packages: event(noPayload, reply<PackagesView>()),
  'package/change': event(packageChangePayload, reply<SchoolAccountView>()),
  'credits/request': event(creditsRequestPayload, reply<PendingCreditsView>()),
  'credits/pending': event(noPayload, reply<PendingCreditsView>()),
  'section/activate': event(schoolSectionPayload, reply<SchoolSectionView>()),
  'section/reactivate': event(schoolSectionPayload, reply<SchoolSectionView>()),
  'section/reject': event(schoolSectionPayload, reply<SchoolSectionView>()),
  'coupons/list': event(couponsListPayload, reply<CouponsPageView>()),
  'coupons/reserve': event(couponsReservePayload, reply<CouponsReservedView>()),
  'coupons/free': event(couponIdsPayload, reply<CouponsFreedView>()),
  'coupons/print': event(couponsPrintPayload, reply<PrintableView>()),
  'registration-link': event(registrationLinkPayload, reply<RegistrationLinkView>()),
} satisfies NamespaceContract;
