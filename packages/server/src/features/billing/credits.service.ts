import { Limits, ResultCode, type CreditsRequestPayload } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/audit.repository.js';
import { pushAccountChanged, pushAccountError } from './account.service.js';
import {
  appendEntry,
  duePurchases,
  findOpenPurchase,
  lockSchoolRow,
  openPurchases,
  poolTotals,
  provisionalCredits,
  CREDITS_POOL,
  type OpenEntry,
} from './ledger.repository.js';
import { maxUnpaidCredits } from './operator-settings.repository.js';
import { quoteCredits } from './prices.service.js';
import { issueReceipt } from './receipts.repository.js';

/*
 * Buying credits (SPEC §3 pendingCredits, §9): a request adds the credits at once, provisional
 * for 5 days; the operator marks it paid (back office later; `markCreditsPaid` meanwhile), or
 * the lapse job takes the credits back once the 5 days are over. Each is a row of the ledger.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const PROVISIONAL_MS = Limits.provisionalCreditDays * DAY_MS;

/**
 * Refuses a request that would leave the school holding more unpaid credits than the
 * operators allow (`operator_settings.max_unpaid_credits`): provisional credits activate
 * students before any money arrives, so without a ceiling three requests of 1000 would give
 * 3000 activations on nothing paid. Read under the school's lock, so requests at once count
 * each other.
 */
async function checkUnpaidCeiling(trx: Db, schoolId: number, amount: number): Promise<void> {
  const [pending, max] = await Promise.all([
    provisionalCredits(trx, schoolId),
    maxUnpaidCredits(trx),
  ]);
  if (pending + amount <= max) return;
  const left = Math.max(0, max - pending);
  throw AppError.validation(
    { amount: left > 0 ? 'school.billing.unpaidCeiling' : 'school.billing.unpaidCeilingReached' },
    { amount: { pending, max, left } },
  );
}

/** `credits/request`: the credits are usable now; the purchase waits to be paid. */
export async function requestCredits(
  ctx: AppContext,
  schoolId: number,
  input: CreditsRequestPayload,
  actorId: number,
): Promise<void> {
  const at = Date.now();
  await ctx.db.transaction().execute(async (trx) => {
    await lockSchoolRow(trx, ctx.dialect, schoolId);
    const price = await quoteCredits(trx, input.amount, at);
    if (input.totalCents !== undefined && input.totalCents !== price.totalCents) {
      throw new AppError(ResultCode.general, 'school.billing.priceChanged');
    }
    await checkUnpaidCeiling(trx, schoolId, input.amount);
    const id = await appendEntry(trx, {
      schoolId,
      kind: 'purchase',
      status: 'requested',
      amount: input.amount,
      paymentInfo: input.paymentInfo,
      expiresAt: at + PROVISIONAL_MS,
      actorId,
      price,
      at,
    });
    await recordAudit(trx, {
      actorId,
      action: 'school.credits-request',
      entity: 'school',
      entityId: schoolId,
      details: { entryId: id ?? null, amount: input.amount, totalCents: price.totalCents },
    });
  });
  await pushAccountChanged(ctx, schoolId);
}

/** The school's purchases not paid yet. */
export async function pendingCredits(db: Db, schoolId: number): Promise<OpenEntry[]> {
  return openPurchases(db, schoolId);
}

/**
 * The operator saw the money arrive: the purchase is paid and its credits stay. The school, or
 * null when it was already paid or has lapsed (a late payment is a new purchase, paid at once).
 */
export async function settlePurchasePaid(
  db: Db,
  entryId: number,
  at = Date.now(),
  actorId: number | null = null,
): Promise<number | null> {
  return db.transaction().execute((trx) => payOpenPurchase(trx, entryId, at, actorId));
}

/** `settlePurchasePaid` inside the caller's transaction (a bank statement's line). */
export async function payOpenPurchase(
  trx: Db,
  entryId: number,
  at: number,
  actorId: number | null,
): Promise<number | null> {
  const open = await findOpenPurchase(trx, entryId);
  if (!open) return null;
  const id = await appendEntry(trx, {
    schoolId: open.schoolId,
    kind: 'purchase',
    status: 'paid',
    settlesId: open.id,
    actorId,
    at,
  });
  if (id === undefined) return null;
  await issueReceipt(trx, open, at);
  return open.schoolId;
}

/** `settlePurchasePaid`, and the school's open tabs told (the back office will call this). */
export async function markCreditsPaid(
  ctx: AppContext,
  entryId: number,
  at = Date.now(),
  actorId: number | null = null,
): Promise<boolean> {
  const schoolId = await settlePurchasePaid(ctx.db, entryId, at, actorId);
  if (schoolId === null) return false;
  await pushAccountChanged(ctx, schoolId);
  return true;
}

/** Lapses one unpaid purchase past its 5 days; the school when it lapsed now. */
async function lapse(db: Db, entry: OpenEntry, at: number): Promise<boolean> {
  const id = await appendEntry(db, {
    schoolId: entry.schoolId,
    kind: 'purchase',
    status: 'lapsed',
    amount: -entry.amount,
    settlesId: entry.id,
    at,
  });
  return id !== undefined;
}

/**
 * The lapse job's work: every unpaid purchase whose 5 days are over loses its credits, a batch
 * of 100 a transaction. Idempotent (a lapsed purchase is settled, and settled once). The
 * schools are told; those now below zero get the account error.
 */
export async function lapseUnpaidCredits(
  ctx: AppContext,
  now: number,
  batch = 100,
): Promise<number> {
  let lapsed = 0;
  const schools = new Set<number>();
  for (;;) {
    const due = await duePurchases(ctx.db, now, batch);
    if (due.length === 0) break;
    await ctx.db.transaction().execute(async (trx) => {
      for (const entry of due) {
        if (await lapse(trx, entry, now)) {
          lapsed++;
          schools.add(entry.schoolId);
        }
      }
    });
    if (due.length < batch) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  for (const schoolId of schools) {
    const [credits] = await poolTotals(ctx.db, schoolId, [CREDITS_POOL]);
    if ((credits?.amount ?? 0) < 0) await pushAccountError(ctx, schoolId);
    else await pushAccountChanged(ctx, schoolId);
  }
  return lapsed;
}
