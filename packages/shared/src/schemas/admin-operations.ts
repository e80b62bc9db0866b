import { z } from 'zod';
import { FieldLimits } from '../constants.js';
import { idField, optionalText, requiredText } from './fields.js';
import type { SchoolAccountView } from './school-billing.js';

/*
 * Payloads and replies of the operator screens (issue 20 item 7): schools awaiting approval,
 * credits, server notices and signing a user out everywhere. Error messages are catalogue keys.
 */

/** `schools/review`: the schools in one approval state (default: pending). */
export const schoolsReviewPayload = z.strictObject({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
});
export type SchoolsReviewPayload = z.input<typeof schoolsReviewPayload>;

/** `schools/decide`: approve or reject one pending school. */
export const schoolDecidePayload = z.strictObject({
  school: idField,
  decision: z.enum(['approve', 'reject'], { error: 'validation.criteria' }),
});
export type SchoolDecidePayload = z.input<typeof schoolDecidePayload>;

export interface SchoolReviewView {
  id: number;
  name: string;
  managerName: string;
  city: string;
  address: string;
  phone: string;
  email: string;
  /** SchoolStatus. */
  status: number;
  createdAt: number;
}
export interface SchoolsReviewView {
  items: SchoolReviewView[];
}

export interface AwaitingPaymentView {
  id: number;
  schoolId: number;
  schoolName: string;
  amount: number;
  paymentInfo: string;
  createdAt: number;
  /** When the provisional credits lapse unless paid. */
  expiresAt: number | null;
}
export interface CreditsAwaitingView {
  items: AwaitingPaymentView[];
}

/** `credits/mark-paid`: the purchase (its ledger row id) whose money arrived. */
export const creditsMarkPaidPayload = z.strictObject({ entry: idField });
export type CreditsMarkPaidPayload = z.input<typeof creditsMarkPaidPayload>;

/** `credits/grant`: credits given (or, negative, taken back) by hand, with the reason. */
export const creditsGrantPayload = z.strictObject({
  school: idField,
  amount: z
    .number({ error: 'admin.ops.grantAmountInvalid' })
    .int({ error: 'admin.ops.grantAmountInvalid' })
    .min(-10_000, { error: 'admin.ops.grantAmountInvalid' })
    .max(10_000, { error: 'admin.ops.grantAmountInvalid' })
    .refine((n) => n !== 0, { error: 'admin.ops.grantAmountInvalid' }),
  reason: requiredText(FieldLimits.address.max),
});
export type CreditsGrantPayload = z.input<typeof creditsGrantPayload>;

/** `credits/ledger`: a school's ledger, newest first; `before` pages back by row id. */
export const creditsLedgerPayload = z.strictObject({
  school: idField,
  before: idField.optional(),
});
export type CreditsLedgerPayload = z.input<typeof creditsLedgerPayload>;

export interface LedgerRowView {
  id: number;
  kind: string;
  status: string;
  amount: number;
  hold: number;
  pool: string;
  /** The purchase's payment details, or a grant's reason. */
  note: string;
  studentId: number | null;
  section: string | null;
  settlesId: number | null;
  actorId: number | null;
  createdAt: number;
}
export interface CreditsLedgerView {
  schoolId: number;
  schoolName: string;
  account: SchoolAccountView;
  rows: LedgerRowView[];
}

/** `notices/send`: a banner for every signed-in user or one audience. */
export const noticeSendPayload = z.strictObject({
  audience: z.enum(['everyone', 'students', 'schools', 'operators']).default('everyone'),
  el: requiredText(FieldLimits.text.max),
  en: optionalText(FieldLimits.text.max),
  ru: optionalText(FieldLimits.text.max),
  sq: optionalText(FieldLimits.text.max),
});
export type NoticeSendPayload = z.input<typeof noticeSendPayload>;
export interface NoticeSentView {
  /** Signed-in tabs it reached now. */
  reached: number;
}

/** `users/find`: accounts by username, e-mail or id. */
export const usersFindPayload = z.strictObject({ text: requiredText(FieldLimits.email.max) });
export type UsersFindPayload = z.input<typeof usersFindPayload>;
export interface AccountView {
  id: number;
  username: string;
  email: string;
  fullName: string;
  status: number;
  lastAccess: number | null;
  liveSessions: number;
}
export interface AccountsView {
  items: AccountView[];
}

/** `users/sign-out-everywhere`: ends every session of the account. */
export const signOutEverywherePayload = z.strictObject({ user: idField });
export type SignOutEverywherePayload = z.input<typeof signOutEverywherePayload>;
export interface SignedOutView {
  sessions: number;
}

/** The bank statement formats `payments/import` reads (docs/BILLING.md "Reconciling"). */
export const STATEMENT_FORMATS = ['csv', 'camt053'] as const;

/**
 * `payments/import`: a bank statement's text, as the bank exported it. At most 80,000
 * characters, which keeps the message under the socket's 256 KB (a month of a school
 * business's CSV; a longer statement is imported in parts).
 */
export const paymentsImportPayload = z.strictObject({
  format: z.enum(STATEMENT_FORMATS, { error: 'validation.criteria' }),
  content: z
    .string({ error: 'validation.criteria' })
    .min(1, { error: 'validation.criteria' })
    .max(80_000, { error: 'validation.tooLong' }),
});
export type PaymentsImportPayload = z.infer<typeof paymentsImportPayload>;

/**
 * What became of a credit line: `paid` (its RF reference and amount matched an unpaid purchase,
 * now paid), `seen` (imported before: nothing changed), `amount` (the purchase's total
 * differs), `lapsed` (the purchase lapsed: reinstating it is the operator's decision), `closed`
 * (already paid or cancelled), `unmatched` (no purchase's reference).
 */
export type PaymentOutcome = 'paid' | 'seen' | 'amount' | 'lapsed' | 'closed' | 'unmatched';

export interface PaymentLineView {
  bookedOn: string;
  amountCents: number;
  description: string;
  reference: string | null;
  outcome: PaymentOutcome;
  /** The purchase its reference names, and whose school. */
  entryId: number | null;
  schoolName: string | null;
}

/** `payments/import`: every credit line of the statement and what became of it. */
export interface PaymentsImportView {
  lines: PaymentLineView[];
  paid: number;
}
