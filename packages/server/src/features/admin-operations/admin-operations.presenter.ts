import type {
  AccountView,
  AwaitingPaymentView,
  ContactMessageView,
  LedgerRowView,
  SchoolReviewView,
} from '@kokpit/shared';
import type { AccountSummary } from './accounts.repository.js';
import type { ContactMessageRow } from './contact-inbox.repository.js';
import type { AwaitingPayment, LedgerRow } from './credits-admin.repository.js';
import type { SchoolForReview } from './school-approval.repository.js';

/* Replies of the operator screens, field by field. */

export function presentSchoolForReview(s: SchoolForReview): SchoolReviewView {
  return {
    id: s.id,
    name: s.name,
    managerName: s.managerName,
    city: s.city,
    address: s.address,
    phone: s.phone,
    email: s.email,
    status: s.status,
    createdAt: Number(s.createdAt),
  };
}

export function presentAwaitingPayment(p: AwaitingPayment): AwaitingPaymentView {
  return {
    id: p.id,
    schoolId: p.schoolId,
    schoolName: p.schoolName,
    amount: Number(p.amount),
    paymentInfo: p.paymentInfo,
    createdAt: Number(p.createdAt),
    expiresAt: p.expiresAt === null ? null : Number(p.expiresAt),
  };
}

export function presentLedgerRow(r: LedgerRow): LedgerRowView {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    amount: Number(r.amount),
    hold: Number(r.hold),
    pool: r.pool,
    note: r.paymentInfo,
    studentId: r.studentId,
    section: r.section,
    settlesId: r.settlesId,
    actorId: r.actorId,
    createdAt: Number(r.createdAt),
  };
}

export function presentAccount(a: AccountSummary): AccountView {
  return {
    id: a.id,
    username: a.username,
    email: a.email,
    fullName: [a.firstName, a.lastName].filter(Boolean).join(' '),
    status: a.status,
    lastAccess: a.lastAccess === null ? null : Number(a.lastAccess),
    liveSessions: a.liveSessions,
  };
}

export function presentContactMessage(m: ContactMessageRow): ContactMessageView {
  return {
    id: m.id,
    userId: m.userId,
    username: m.username,
    name: m.name,
    email: m.email,
    subject: m.subject,
    text: m.text,
    lang: m.lang,
    createdAt: Number(m.createdAt),
    handledAt: m.handledAt === null ? null : Number(m.handledAt),
  };
}
