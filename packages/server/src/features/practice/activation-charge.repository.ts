import { SectionStatus } from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { chargeReservation } from '../billing/activation-ledger.js';

/**
 * Charges the activating school once for the student's section (SPEC §4, §9: when progress
 * reaches 10%): marks the section charged and turns its reservation into a charge in the
 * school's ledger (billing/activation-ledger.ts). The guarded update makes a second call a
 * no-op. A learner's answer is never refused over the school's balance: the charge is made
 * even without credit, and `accountError` says the school must be told at once.
 */
export async function chargeActivation(
  db: Db,
  c: { studentId: number; section: string; schoolId: number; at: number },
): Promise<{ charged: boolean; accountError: boolean }> {
  const marked = await db
    .updateTable('student_sections')
    .set({ charged_at: c.at, updated_at: c.at })
    .where('student_id', '=', c.studentId)
    .where('section_code', '=', c.section)
    .where('status', '=', SectionStatus.activated)
    .where('school_id', '=', c.schoolId)
    .where('charged_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) return { charged: false, accountError: false };
  const { accountError } = await chargeReservation(db, c);
  return { charged: true, accountError };
}
