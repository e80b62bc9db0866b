import { ResultCode } from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { SchoolCaller } from '../schools/school-access.js';
import { accountNumbers, pushAccountChanged } from './account.service.js';
import { appendEntry, findOpenPurchase, lockSchoolRow } from './ledger.repository.js';

/*
 * A school calls off a purchase it has not paid (issue 31 item 2, `credits/cancel`): a
 * `purchase cancelled` row takes its credits back and settles it, so it can be neither paid
 * nor lapsed afterwards (settles_id is unique); the purchase's row stays, as every row does.
 */

/**
 * Cancels the school's unpaid purchase `entryId`. Refused when it is not the school's or no
 * longer unpaid (answered alike), and when activations or coupons already hold its credits:
 * taking them back would leave the school promising activations it has no credit for.
 */
export async function cancelPurchase(caller: SchoolCaller, entryId: number): Promise<void> {
  const { ctx, school, userId } = caller;
  const at = Date.now();
  await ctx.db.transaction().execute(async (trx) => {
    await lockSchoolRow(trx, ctx.dialect, school.id);
    const open = await findOpenPurchase(trx, entryId);
    if (!open || open.schoolId !== school.id) {
      throw AppError.notFound('school.billing.purchaseNotOpen');
    }
    const n = await accountNumbers(trx, school.id, at);
    const free = (n?.credits ?? 0) - (n?.heldCredits ?? 0) - open.amount;
    const after =
      (n?.packageActivationsLeft ?? 0) +
      Math.floor(Math.max(0, free) / school.costPerActivation) -
      (n?.reservedCoupons ?? 0);
    if (free < 0 || after < 0) {
      throw new AppError(ResultCode.general, 'school.billing.cancelHeld', { amount: open.amount });
    }
    const id = await appendEntry(trx, {
      schoolId: school.id,
      kind: 'purchase',
      status: 'cancelled',
      amount: -open.amount,
      settlesId: open.id,
      actorId: userId,
      at,
    });
    if (id === undefined) throw AppError.notFound('school.billing.purchaseNotOpen');
    await recordAudit(trx, {
      actorId: userId,
      action: 'school.credits-cancel',
      entity: 'school',
      entityId: school.id,
      details: { entryId: open.id, amount: open.amount },
    });
  });
  await pushAccountChanged(ctx, school.id);
}
