import { ResultCode } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import { pushAccountChanged, readAccount } from '../billing/account.service.js';
import { settlePurchasePaid } from '../billing/credits.service.js';
import { appendEntry, findOpenPurchase } from '../billing/ledger.repository.js';
import {
  listAwaitingPayment,
  schoolExists,
  schoolLedgerPage,
  type AwaitingPayment,
  type LedgerRow,
} from './credits-admin.repository.js';
import { auditOperation } from './operations-audit.js';

/*
 * Credits as the operators handle them (docs/BILLING.md): a purchase marked paid is the ledger
 * row the CLI writes (`settlePurchasePaid`); a manual grant is a row of its own with the
 * operator's reason, never an overwritten number. The school's tabs hear of both at once.
 */

const PAGE = 50;

export async function awaitingPayment(ctx: AppContext): Promise<AwaitingPayment[]> {
  return listAwaitingPayment(ctx.db, 200);
}

/** Marks a purchase paid; refused when it is unknown, already paid or lapsed. */
export async function markPaid(
  ctx: AppContext,
  entryId: number,
  actorId: number,
  ip?: string,
): Promise<number> {
  const open = await findOpenPurchase(ctx.db, entryId);
  const at = Date.now();
  const schoolId = open ? await settlePurchasePaid(ctx.db, entryId, at, actorId) : null;
  if (!open || schoolId === null) {
    throw new AppError(ResultCode.general, 'admin.ops.purchaseNotOpen');
  }
  await auditOperation(ctx.db, {
    actorId,
    action: 'credits.mark-paid',
    table: 'credit_entries',
    key: { id: entryId },
    before: { status: 'requested', amount: open.amount },
    after: { status: 'paid' },
    ip,
  });
  await pushAccountChanged(ctx, schoolId);
  return schoolId;
}

/** A manual grant (or, negative, a correction) with the operator's reason. */
export async function grantCredits(
  ctx: AppContext,
  input: { schoolId: number; amount: number; reason: string },
  actorId: number,
  ip?: string,
): Promise<void> {
  if (!(await schoolExists(ctx.db, input.schoolId))) {
    throw new AppError(ResultCode.notFound, 'admin.ops.schoolNotFound');
  }
  const at = Date.now();
  await ctx.db.transaction().execute(async (trx) => {
    const id = await appendEntry(trx, {
      schoolId: input.schoolId,
      kind: 'grant',
      status: 'granted',
      amount: input.amount,
      paymentInfo: input.reason,
      actorId,
      at,
    });
    await auditOperation(trx, {
      actorId,
      action: 'credits.grant',
      table: 'credit_entries',
      key: { id: id ?? null },
      after: { schoolId: input.schoolId, amount: input.amount, reason: input.reason },
      ip,
    });
  });
  await pushAccountChanged(ctx, input.schoolId);
}

/** A school's account and a page of its ledger, newest first. */
export async function schoolLedger(
  ctx: AppContext,
  schoolId: number,
  before?: number,
): Promise<{ name: string; rows: LedgerRow[]; account: Awaited<ReturnType<typeof readAccount>> }> {
  const name = await schoolExists(ctx.db, schoolId);
  if (name === undefined) throw new AppError(ResultCode.notFound, 'admin.ops.schoolNotFound');
  const [rows, account] = await Promise.all([
    schoolLedgerPage(ctx.db, schoolId, PAGE, before),
    readAccount(ctx.db, schoolId, Date.now()),
  ]);
  return { name, rows, account };
}
