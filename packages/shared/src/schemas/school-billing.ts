import { z } from 'zod';
import { FieldLimits, LANGUAGES } from '../constants.js';
import { idField, sectionField } from './fields.js';

/*
 * Payloads and replies of the /school events on money and coupons (SPEC §7, §9; docs/BILLING.md
 * explains the ledger behind them). Every error message is a catalogue key.
 */

/** `section/activate`, `section/reactivate`, `section/reject`: one student's section. */
export const schoolSectionPayload = z.strictObject({
  /** The student's user id. */
  student: idField,
  section: sectionField,
});
export type SchoolSectionPayload = z.infer<typeof schoolSectionPayload>;

/** The student's section after a school's action. */
export interface SchoolSectionView {
  student: number;
  section: string;
  /** SectionStatus. */
  status: number;
  /** Whether the school has already been charged for it (the student reached 10%). */
  charged: boolean;
  /** The school's account after it; null for a teacher, who is told no money figures. */
  account: SchoolAccountView | null;
}

/**
 * A price as the school is told it (docs/BILLING.md "Prices"): euro cents, the VAT rate in
 * hundredths of a percent (2400 = 24%).
 */
export interface PriceView {
  /** Net price of one unit (a credit, a package's month). */
  unitCents: number;
  quantity: number;
  netCents: number;
  vatRate: number;
  vatCents: number;
  totalCents: number;
  currency: 'EUR';
}

/** A monthly package a school may choose (SPEC §3 school packages). */
export interface PackageView {
  code: string;
  /** Monthly price in euro cents, net (the price list's, else the package's own). */
  monthlyPriceCents: number;
  /** A month of it with VAT, as the price list says today. */
  price: PriceView;
  /** Activations the package grants each month, before credits are spent. */
  monthlyActivations: number;
  /** Credits one activation costs once the month's activations are used up. */
  costPerActivation: number;
}

/**
 * The school's money as the header shows it, pushed as `school-account-changed` whenever it
 * changes. Numbers are credits unless said otherwise.
 */
export interface SchoolAccountView {
  /** The package of this month (code), or null. */
  package: string | null;
  /** The package chosen from the first day of next month (Athens time), or null. */
  nextPackage: string | null;
  /** The ledger's balance of credits (provisional ones included). */
  credits: number;
  /** Of `credits`, those requested and not yet paid (they lapse 5 days after the request). */
  provisionalCredits: number;
  /** Credits held by activations not charged yet (reserved until the student reaches 10%). */
  reservedCredits: number;
  /** Coupons handed out and not yet redeemed: each will take an activation. */
  reservedCoupons: number;
  /** Activations of this month's package not yet taken. */
  packageActivationsLeft: number;
  /** How many more sections the school can activate now (package, then credits, less coupons). */
  activationsAvailable: number;
  costPerActivation: number;
  /** The balance is below zero (lapsed credits or a charge without credit): shown as a banner. */
  accountError: boolean;
}

/** `packages`: the packages on offer and the school's account. */
export interface PackagesView {
  packages: PackageView[];
  account: SchoolAccountView;
}

/** `package/change`: the package from the first day of next month. */
export const packageChangePayload = z.strictObject({
  code: z
    .string({ error: 'school.billing.packageNotFound' })
    .trim()
    .min(1, { error: 'school.billing.packageNotFound' })
    .max(32, { error: 'school.billing.packageNotFound' }),
});
export type PackageChangePayload = z.infer<typeof packageChangePayload>;

/**
 * A number of credits: any whole number passes, and the server refuses one out of range
 * (CREDITS_PER_PURCHASE) in words naming it, never changing it.
 */
const creditsAmountField = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+$/),
    ],
    {
      error: 'school.billing.amountInvalid',
    },
  )
  .transform(Number)
  .pipe(
    z
      .number()
      .int({ error: 'school.billing.amountInvalid' })
      .min(-1_000_000_000, { error: 'school.billing.amountInvalid' })
      .max(1_000_000_000, { error: 'school.billing.amountInvalid' }),
  );

/** `credits/quote`: what that many credits cost now. */
export const creditsQuotePayload = z.strictObject({ amount: creditsAmountField });
export type CreditsQuotePayload = z.infer<typeof creditsQuotePayload>;

/** `credits/quote`: the price of `amount` credits, net, VAT and total. */
export interface CreditsQuoteView {
  amount: number;
  price: PriceView;
}

/** `credits/request`: credits usable at once, provisional until paid (5 days). */
export const creditsRequestPayload = z.strictObject({
  amount: creditsAmountField,
  /**
   * The total (euro cents) the school confirmed: refused when the price changed meanwhile,
   * so nobody buys at a price they were not shown.
   */
  totalCents: z
    .number({ error: 'validation.criteria' })
    .int({ error: 'validation.criteria' })
    .min(0, { error: 'validation.criteria' })
    .max(1_000_000_000, { error: 'validation.criteria' })
    .optional(),
  /** How the school will pay (bank transfer reference, card…), free text. */
  paymentInfo: z
    .string({ error: 'validation.criteria' })
    .trim()
    .max(FieldLimits.address.max, { error: 'validation.tooLong' })
    .default(''),
});
export type CreditsRequestPayload = z.infer<typeof creditsRequestPayload>;

/** A purchase of credits not yet paid (SPEC §3 pendingCredits: entries with amount). */
export interface PendingCreditView {
  id: number;
  amount: number;
  /** The ISO 11649 creditor reference to write in the transfer (`RF` + check digits + body). */
  reference: string;
  /** What it was bought at (null for a purchase made before the price list). */
  price: PriceView | null;
  paymentInfo: string;
  requestedAt: number;
  /** When it lapses unless paid. */
  expiresAt: number;
}

/** Where a school pays: the operators' bank details (empty strings until they are set). */
export interface PayToView {
  beneficiary: string;
  iban: string;
  bic: string;
  bank: string;
}

/** `credits/request`, `credits/pending` and `credits/cancel`. */
export interface PendingCreditsView {
  items: PendingCreditView[];
  payTo: PayToView;
  account: SchoolAccountView;
}

/** `credits/cancel`, `credits/proforma`: one of the school's purchases (its ledger row). */
export const creditsPurchasePayload = z.strictObject({ id: idField });
export type CreditsPurchasePayload = z.infer<typeof creditsPurchasePayload>;

export const COUPON_STATES = ['free', 'reserved', 'used'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** `coupons/list`: the school's coupons, optionally of one state, newest first. */
export const couponsListPayload = z
  .strictObject({
    state: z.enum(COUPON_STATES, { error: 'validation.criteria' }).optional(),
    page: z
      .union([z.number(), z.string().trim().regex(/^\d+$/)], { error: 'validation.criteria' })
      .transform(Number)
      .pipe(
        z
          .number({ error: 'validation.criteria' })
          .int({ error: 'validation.criteria' })
          .min(1, { error: 'validation.criteria' })
          .max(1_000_000, { error: 'validation.criteria' }),
      )
      .default(1),
  })
  .optional()
  .transform((v) => v ?? { page: 1 });
export type CouponsListPayload = z.infer<typeof couponsListPayload>;

export interface CouponView {
  id: number;
  /** As printed: `PPPP-NNNNNNNC` (prefix, 7-digit number, check digit). */
  code: string;
  state: CouponState;
  /** The section it activates, or null for the student's chosen section. */
  section: string | null;
  /** The student who redeemed it. */
  student: { id: number; fullName: string } | null;
  createdAt: number;
  reservedAt: number | null;
  usedAt: number | null;
}

export interface CouponsPageView {
  items: CouponView[];
  page: number;
  pageSize: number;
  total: number;
  /** Counts per state, for the filter's badges. */
  counts: Record<CouponState, number>;
}

/** `coupons/reserve`: hand out a batch; refused when the school cannot honour them. */
export const couponsReservePayload = z.strictObject({
  count: z
    .union([z.number(), z.string().trim().regex(/^\d+$/)], {
      error: 'school.coupons.countInvalid',
    })
    .transform(Number)
    .pipe(
      z
        .number()
        .int({ error: 'school.coupons.countInvalid' })
        .min(1, { error: 'school.coupons.countInvalid' })
        .max(100, { error: 'school.coupons.countInvalid' }),
    ),
  /** The section the coupons activate; absent: the section the student signs up for. */
  section: sectionField.optional(),
});
export type CouponsReservePayload = z.infer<typeof couponsReservePayload>;

export interface CouponsReservedView {
  coupons: CouponView[];
  account: SchoolAccountView;
}

/** `coupons/free` and `coupons/print`: some of the school's coupons by id. */
export const couponIdsPayload = z.strictObject({
  ids: z.array(idField, { error: 'validation.criteria' }).min(1).max(100),
});
export type CouponIdsPayload = z.infer<typeof couponIdsPayload>;

export interface CouponsFreedView {
  freed: number[];
  account: SchoolAccountView;
}

/** `coupons/print`: the language of the sheet and of the sign-up links on it. */
export const couponsPrintPayload = couponIdsPayload.extend({
  lang: z.enum(LANGUAGES, { error: 'lang.invalid' }).optional(),
});
export type CouponsPrintPayload = z.infer<typeof couponsPrintPayload>;

/** A printable A4 PDF, base64-encoded (decode and open as `application/pdf`). */
export interface PrintableView {
  filename: string;
  contentType: 'application/pdf';
  base64: string;
}

/** `registration-link`: the school's sign-up link in a language, and its QR code. */
export const registrationLinkPayload = z
  .strictObject({ lang: z.enum(LANGUAGES, { error: 'lang.invalid' }).optional() })
  .optional()
  .transform((v) => v ?? {});
export type RegistrationLinkPayload = z.infer<typeof registrationLinkPayload>;

export interface RegistrationLinkView {
  /** `{publicUrl}/{lang}/sign-up/student?school={id}`. */
  url: string;
  /** The QR code as an SVG document. */
  qrSvg: string;
  /** The QR code as a PNG data URL (`data:image/png;base64,…`), to download or print. */
  qrPng: string;
}

/** The kinds of a ledger row a statement can be filtered by (docs/BILLING.md "The ledger"). */
export const LEDGER_KINDS = ['purchase', 'activation', 'package', 'grant', 'opening'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

const instantField = z
  .number({ error: 'validation.criteria' })
  .int({ error: 'validation.criteria' })
  .min(0, { error: 'validation.criteria' })
  .max(8_640_000_000_000, { error: 'validation.criteria' });

/**
 * `account/statement`: the school's ledger in words, newest first, 50 rows a page; `from` and
 * `to` (epoch ms, `to` excluded) narrow it to a span such as a month, `kind` to one kind.
 */
export const accountStatementPayload = z
  .strictObject({
    from: instantField.optional(),
    to: instantField.optional(),
    kind: z.enum(LEDGER_KINDS, { error: 'validation.criteria' }).optional(),
    page: z
      .number({ error: 'validation.criteria' })
      .int({ error: 'validation.criteria' })
      .min(1, { error: 'validation.criteria' })
      .max(1_000_000, { error: 'validation.criteria' })
      .default(1),
  })
  .optional()
  .transform((v) => v ?? { page: 1 });
export type AccountStatementPayload = z.infer<typeof accountStatementPayload>;

/** One row of the statement: what happened, to whom, and the balance of credits after it. */
export interface StatementRowView {
  id: number;
  at: number;
  kind: string;
  /** requested, paid, lapsed, cancelled; reserved, charged, released; granted; settled. */
  status: string;
  /** Credits added (+) or taken (−). */
  amount: number;
  /** Credits set aside (+) or given back (−) by an activation. */
  hold: number;
  /** `credits`, or `package:YYYY-MM` (a month's package activations). */
  pool: string;
  /** The balance of credits after this row: the sum of every credits row up to it. */
  balance: number;
  /** The student an activation was for. */
  student: { id: number; name: string } | null;
  section: string | null;
  /** Who made the change, when a person did. */
  by: string | null;
  /** The purchase's RF reference, on a purchase and on the rows that settle it. */
  reference: string | null;
  /** What a purchase or a package month was priced at. */
  price: PriceView | null;
  /** The reason an operator gave (a grant), or the payment details of a purchase. */
  note: string;
}

export interface AccountStatementView {
  rows: StatementRowView[];
  page: number;
  pages: number;
  total: number;
  account: SchoolAccountView;
}

/** `account/statement-csv`: the statement (same filters, every row) as a CSV file. */
export interface StatementFileView {
  filename: string;
  contentType: 'text/csv';
  base64: string;
}
