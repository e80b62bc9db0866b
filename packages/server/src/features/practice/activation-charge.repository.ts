import { SectionStatus } from '@kokpit/shared';
import type { Db } from '../../db/database.js';

/**
 * Charges the activating school once for the student's section (SPEC §4, §9: when progress
 * reaches 10%): marks the section charged, records the credit entry and takes the credits.
 * The guarded update makes a second call a no-op. The school may go below zero credits: a
 * learner's answer is never refused over the school's balance (the school side settles it).
 * Answers whether this call charged.
 */
export async function chargeActivation(
  db: Db,
  c: { studentId: number; section: string; schoolId: number; at: number },
): Promise<boolean> {
  const marked = await db
    .updateTable('student_sections')
    .set({ charged_at: c.at, updated_at: c.at })
    .where('student_id', '=', c.studentId)
    .where('section_code', '=', c.section)
    .where('status', '=', SectionStatus.activated)
    .where('school_id', '=', c.schoolId)
    .where('charged_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) return false;
  const school = await db
    .selectFrom('schools')
    .select('cost_per_activation')
    .where('id', '=', c.schoolId)
    .executeTakeFirst();
  const cost = school?.cost_per_activation ?? 0;
  await db
    .insertInto('credit_entries')
    .values({
      school_id: c.schoolId,
      amount: -cost,
      kind: 'activation',
      status: 'charged',
      student_id: c.studentId,
      section_code: c.section,
      created_at: c.at,
      settled_at: c.at,
    })
    .execute();
  await db
    .updateTable('schools')
    .set((eb) => ({ credits: eb('credits', '-', cost), updated_at: c.at }))
    .where('id', '=', c.schoolId)
    .execute();
  return true;
}
