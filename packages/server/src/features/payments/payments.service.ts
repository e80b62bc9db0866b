import {
  purchaseOfReference,
  type PaymentLineView,
  type PaymentOutcome,
  type PaymentsImportPayload,
  type PaymentsImportView,
} from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { pushAccountChanged } from '../billing/account.service.js';
import { payOpenPurchase } from '../billing/credits.service.js';
import { auditOperation } from '../admin-operations/operations-audit.js';
import { parseStatement, type StatementLine } from './bank-statement.js';
import { findNamedPurchase, insertLineOnce, setLineOutcome } from './payments.repository.js';

/*
 * Reconciling (issue 31 item 3, docs/BILLING.md): an imported bank statement pays the unpaid
 * purchases whose RF reference and total its credit lines carry. Each line is kept once by its
 * identity (`bank_payments.line_key`, unique): a second import of the statement finds every
 * line seen and changes nothing. A purchase is paid by the same ledger row as by hand, settled
 * once (`settles_id`); every match is audited. Anything else is listed for the operator.
 */

interface Settled {
  view: PaymentLineView;
  schoolId: number | null;
}

async function settleLine(
  ctx: AppContext,
  line: StatementLine,
  actorId: number,
  ip: string,
): Promise<Settled> {
  // prettier-ignore
  const at = Date.now();
  return ctx.db.transaction().execute(async (trx) => {
    const entryId = line.reference ? purchaseOfReference(line.reference) : null;
    const purchase = entryId === null ? undefined : await findNamedPurchase(trx, entryId);
    const view = (outcome: PaymentOutcome): PaymentLineView => ({
      bookedOn: line.bookedOn,
      amountCents: line.amountCents,
      description: line.description,
      reference: line.reference,
      outcome,
      entryId: purchase?.id ?? null,
      schoolName: purchase?.schoolName ?? null,
    });
    const id = await insertLineOnce(trx, line, actorId, at);
    if (id === undefined) return { view: view('seen'), schoolId: null };
    let outcome: PaymentOutcome = 'unmatched';
    if (purchase) {
      if (purchase.settledBy === 'lapsed') outcome = 'lapsed';
      else if (purchase.settledBy !== null) outcome = 'closed';
      else if (purchase.totalCents !== line.amountCents) outcome = 'amount';
      else {
        const paid = await payOpenPurchase(trx, purchase.id, at, actorId);
        outcome = paid === null ? 'closed' : 'paid';
      }
    }
    await setLineOutcome(trx, id, outcome, purchase?.id ?? null);
    if (outcome === 'paid') {
      await auditOperation(trx, {
        actorId,
        action: 'payments.match',
        table: 'credit_entries',
        key: { id: purchase!.id },
        before: { status: 'requested' },
        after: { status: 'paid', line: line.key, bookedOn: line.bookedOn, amountCents: line.amountCents }, // prettier-ignore
        ip,
      });
    }
    return { view: view(outcome), schoolId: outcome === 'paid' ? purchase!.schoolId : null };
  });
}

/** `payments/import`: each credit line in turn; the paid schools' managers told at the end. */
export async function importStatement(
  ctx: AppContext,
  input: PaymentsImportPayload,
  actorId: number,
  ip = '',
): Promise<PaymentsImportView> {
  const lines = parseStatement(input.format, input.content);
  const settled: Settled[] = [];
  for (const line of lines) settled.push(await settleLine(ctx, line, actorId, ip));
  const schools = new Set(settled.flatMap((s) => (s.schoolId === null ? [] : [s.schoolId])));
  for (const schoolId of schools) await pushAccountChanged(ctx, schoolId);
  return {
    lines: settled.map((s) => s.view),
    paid: settled.filter((s) => s.view.outcome === 'paid').length,
  };
}
