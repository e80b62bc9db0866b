import {
  creditsGrantPayload,
  creditsLedgerPayload,
  creditsMarkPaidPayload,
  noticeSendPayload,
  paymentsImportPayload,
  schoolDecidePayload,
  schoolsReviewPayload,
  signOutEverywherePayload,
  usersFindPayload,
  type AccountsView,
  type CreditsAwaitingView,
  type CreditsLedgerView,
  type NoticeSentView,
  type PaymentsImportView,
  type SchoolReviewView,
  type SchoolsReviewView,
  type SignedOutView,
} from '../schemas/admin-operations.js';
import {
  contactHandlePayload,
  contactListPayload,
  type ContactInboxView,
  type ContactMessageView,
} from '../schemas/contact-inbox.js';
import { noPayload } from '../schemas/student.js';
import { event, reply, type NamespaceContract } from './contract.js';

/**
 * The operator screens the product needs (issue 20 item 7): schools awaiting approval, credits
 * awaiting payment and manual grants, server notices, signing a user out everywhere, the contact
 * form's inbox. Every event is the operators' alone (canOperate).
 */
export const adminOperationsContract = {
  'schools/review': event(schoolsReviewPayload, reply<SchoolsReviewView>()),
  'schools/decide': event(schoolDecidePayload, reply<SchoolReviewView>()),
  'credits/awaiting': event(noPayload, reply<CreditsAwaitingView>()),
  'credits/mark-paid': event(creditsMarkPaidPayload, reply<CreditsAwaitingView>()),
  'credits/ledger': event(creditsLedgerPayload, reply<CreditsLedgerView>()),
  'credits/grant': event(creditsGrantPayload, reply<CreditsLedgerView>()),
  /** A bank statement: lines whose RF reference and amount match an unpaid purchase pay it. */
  'payments/import': event(paymentsImportPayload, reply<PaymentsImportView>()),
  'notices/send': event(noticeSendPayload, reply<NoticeSentView>()),
  'users/find': event(usersFindPayload, reply<AccountsView>()),
  'users/sign-out-everywhere': event(signOutEverywherePayload, reply<SignedOutView>()),
  'contact/list': event(contactListPayload, reply<ContactInboxView>()),
  'contact/handle': event(contactHandlePayload, reply<ContactMessageView>()),
} satisfies NamespaceContract;
