import { canOperate, positive, SchoolStatus, translate } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { defineEvent, type EventDefinition } from '../../realtime/events.js';
import {
  presentAccount,
  presentAwaitingPayment,
  presentContactMessage,
  presentLedgerRow,
  presentSchoolForReview,
} from './admin-operations.presenter.js';
import { contactInbox, setContactHandled } from './contact-inbox.service.js';
import { awaitingPayment, grantCredits, markPaid, schoolLedger } from './credits-admin.service.js';
import { listSchoolsByStatus } from './school-approval.repository.js';
import { decideSchool } from './school-approval.service.js';
import { sendNotice } from './server-notices.service.js';
import { findAccounts, signOutEverywhere } from './user-sessions.service.js';

/*
 * `/admin` events of the operator screens (shared/src/realtime/admin-operations.ts). The
 * namespace admits only the `admin` permission and each event names canOperate again; writes
 * are rate limited harder than reads.
 */

const READS = { limit: 600, windowMs: 60_000 };
const WRITES = { limit: 120, windowMs: 60_000 };

const STATUS = {
  pending: SchoolStatus.pending,
  approved: SchoolStatus.approved,
  rejected: SchoolStatus.rejected,
};

const schoolsReview = defineEvent('/admin', 'schools/review', {
  policy: canOperate,
  rateLimit: READS,
  handle: async (input, ec) => {
    const rows = await listSchoolsByStatus(ec.ctx.db, STATUS[input.status], 200);
    return positive({ items: rows.map(presentSchoolForReview) });
  },
});

const schoolsDecide = defineEvent('/admin', 'schools/decide', {
  policy: canOperate,
  rateLimit: WRITES,
  handle: async (input, ec) => {
    const school = await decideSchool(
      ec.ctx,
      { schoolId: input.school, decision: input.decision, ip: ec.ip },
      ec.session.userId,
    );
    const key =
      input.decision === 'approve' ? 'admin.ops.schoolApproved' : 'admin.ops.schoolRejected';
    return positive(presentSchoolForReview(school), translate(ec.lang, key));
  },
});

async function awaitingView(ctx: AppContext) {
  return { items: (await awaitingPayment(ctx)).map(presentAwaitingPayment) };
}

const creditsAwaiting = defineEvent('/admin', 'credits/awaiting', {
  policy: canOperate,
  rateLimit: READS,
  handle: async (_input, ec) => positive(await awaitingView(ec.ctx)),
});

const creditsMarkPaid = defineEvent('/admin', 'credits/mark-paid', {
  policy: canOperate,
  rateLimit: WRITES,
  handle: async (input, ec) => {
    await markPaid(ec.ctx, input.entry, ec.session.userId, ec.ip);
    return positive(await awaitingView(ec.ctx), translate(ec.lang, 'admin.ops.markedPaid'));
  },
});

async function ledgerView(ctx: AppContext, schoolId: number, before?: number) {
  const { name, rows, account } = await schoolLedger(ctx, schoolId, before);
  return { schoolId, schoolName: name, account, rows: rows.map(presentLedgerRow) };
}

const creditsLedger = defineEvent('/admin', 'credits/ledger', {
  policy: canOperate,
  rateLimit: READS,
  handle: async (input, ec) => positive(await ledgerView(ec.ctx, input.school, input.before)),
});

const creditsGrant = defineEvent('/admin', 'credits/grant', {
  policy: canOperate,
  rateLimit: WRITES,
  handle: async (input, ec) => {
    await grantCredits(
      ec.ctx,
      { schoolId: input.school, amount: input.amount, reason: input.reason },
      ec.session.userId,
      ec.ip,
    );
    return positive(
      await ledgerView(ec.ctx, input.school),
      translate(ec.lang, 'admin.ops.granted'),
    );
  },
});

const noticesSend = defineEvent('/admin', 'notices/send', {
  policy: canOperate,
  rateLimit: { limit: 20, windowMs: 60_000 },
  handle: async (input, ec) => {
    const { audience, ...texts } = input;
    const reached = await sendNotice(ec.ctx, { audience, texts }, ec.session.userId, ec.ip);
    return positive({ reached }, translate(ec.lang, 'admin.ops.noticeSent', { count: reached }));
  },
});

const usersFind = defineEvent('/admin', 'users/find', {
  policy: canOperate,
  rateLimit: READS,
  handle: async (input, ec) =>
    positive({ items: (await findAccounts(ec.ctx, input.text)).map(presentAccount) }),
});

const usersSignOut = defineEvent('/admin', 'users/sign-out-everywhere', {
  policy: canOperate,
  rateLimit: WRITES,
  handle: async (input, ec) => {
    const sessions = await signOutEverywhere(ec.ctx, input.user, ec.session.userId, ec.ip);
    return positive({ sessions }, translate(ec.lang, 'admin.ops.signedOut', { count: sessions }));
  },
});

const contactList = defineEvent('/admin', 'contact/list', {
  policy: canOperate,
  rateLimit: READS,
  handle: async (input, ec) => {
    const { rows, total, open } = await contactInbox(ec.ctx, input);
    return positive({
      items: rows.map(presentContactMessage),
      total,
      page: input.page,
      pageSize: input.pageSize,
      open,
    });
  },
});

const contactHandle = defineEvent('/admin', 'contact/handle', {
  policy: canOperate,
  rateLimit: WRITES,
  handle: async (input, ec) => {
    const message = await setContactHandled(
      ec.ctx,
      { id: input.message, handled: input.handled, ip: ec.ip },
      ec.session.userId,
    );
    const key = input.handled ? 'admin.ops.contactHandled' : 'admin.ops.contactReopened';
    return positive(presentContactMessage(message), translate(ec.lang, key));
  },
});

export const adminOperationsEvents: EventDefinition<'/admin'>[] = [
  schoolsReview,
  schoolsDecide,
  creditsAwaiting,
  creditsMarkPaid,
  creditsLedger,
  creditsGrant,
  noticesSend,
  usersFind,
  usersSignOut,
  contactList,
  contactHandle,
];
