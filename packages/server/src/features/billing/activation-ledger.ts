import type { Db } from '../../db/database.js';
import { accountNumbers } from './account.service.js';
import {
  appendEntry,
  CREDITS_POOL,
  findOpenReservation,
  packagePool,
  poolTotals,
} from './ledger.repository.js';

/*
 * What a section's activation does to the ledger (docs/BILLING.md): activating reserves one
 * activation (a package activation of the month, else costPerActivation credits held), the
 * student's progress reaching 10% turns the reservation into a charge, and deactivating or
 * rejecting before that releases it. Database-neutral: the charge runs inside the answer's
 * transaction, on the SQLite thread too.
 */

export interface ActivationRef {
  schoolId: number;
  studentId: number;
  section: string;
  at: number;
}

/**
 * Reserves an activation for the student's section, in the caller's transaction (which has
 * locked the school's row, ledger.repository `lockSchoolRow`). `promised`: a redeemed coupon,
 * which the school's count already set aside, so it is honoured even without credit. Answers
 * false when nothing is left; true when reserved, or already reserved.
 */
export async function reserveActivation(
  db: Db,
  r: ActivationRef & { promised?: boolean; actorId?: number | null },
): Promise<boolean> {
  if (await findOpenReservation(db, r)) return true;
  const n = await accountNumbers(db, r.schoolId, r.at);
  if (!n) return false;
  if (!r.promised && n.activationsAvailable < 1) return false;
  const fromPackage = n.packageActivationsLeft >= 1;
  await appendEntry(db, {
    schoolId: r.schoolId,
    kind: 'activation',
    status: 'reserved',
    pool: fromPackage ? packagePool(n.month) : CREDITS_POOL,
    hold: fromPackage ? 1 : n.school.costPerActivation,
    studentId: r.studentId,
    section: r.section,
    actorId: r.actorId ?? null,
    at: r.at,
  });
  return true;
}

/** Releases the section's live reservation, if any (deactivated or rejected before 10%). */
export async function releaseActivation(
  db: Db,
  r: ActivationRef & { actorId?: number | null },
): Promise<boolean> {
  const open = await findOpenReservation(db, r);
  if (!open) return false;
  const id = await appendEntry(db, {
    schoolId: r.schoolId,
    kind: 'activation',
    status: 'released',
    pool: open.pool,
    hold: -open.hold,
    studentId: r.studentId,
    section: r.section,
    settlesId: open.id,
    actorId: r.actorId ?? null,
    at: r.at,
  });
  return id !== undefined;
}

/**
 * The charge at 10%: the reservation becomes a charge of what it held (a package activation,
 * or the credits the activation cost when the school activated). A section activated with no
 * reservation (before the ledger) is charged costPerActivation now. The charge is made even
 * without credit (the student keeps practising); answers whether the school's balance is now
 * below zero, which the school is told of at once.
 */
export async function chargeReservation(
  db: Db,
  r: ActivationRef,
): Promise<{ accountError: boolean }> {
  const open = await findOpenReservation(db, r);
  if (open) {
    await appendEntry(db, {
      schoolId: r.schoolId,
      kind: 'activation',
      status: 'charged',
      pool: open.pool,
      amount: -open.hold,
      hold: -open.hold,
      studentId: r.studentId,
      section: r.section,
      settlesId: open.id,
      at: r.at,
    });
  } else {
    const school = await db
      .selectFrom('schools')
      .select('cost_per_activation')
      .where('id', '=', r.schoolId)
      .executeTakeFirst();
    await appendEntry(db, {
      schoolId: r.schoolId,
      kind: 'activation',
      status: 'charged',
      amount: -Math.max(1, school?.cost_per_activation ?? 1),
      studentId: r.studentId,
      section: r.section,
      at: r.at,
    });
  }
  const [credits] = await poolTotals(db, r.schoolId, [CREDITS_POOL]);
  return { accountError: (credits?.amount ?? 0) < 0 };
}
