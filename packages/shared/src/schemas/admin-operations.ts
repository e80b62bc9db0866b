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
