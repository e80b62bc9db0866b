import type { Db } from '../../db/database.js';

/** A student's section as the school's actions on it need it. */
export interface SectionRow {
  status: number;
  schoolId: number | null;
  chargedAt: number | null;
}

export async function findSectionRow(
  db: Db,
  studentId: number,
  section: string,
): Promise<SectionRow | undefined> {
  const row = await db
    .selectFrom('student_sections')
    .select(['status', 'school_id', 'charged_at'])
    .where('student_id', '=', studentId)
    .where('section_code', '=', section)
    .executeTakeFirst();
  return row && { status: row.status, schoolId: row.school_id, chargedAt: row.charged_at };
}

/**
 * Sets the section's status for the school. A section another school had charged is charged
 * again when this one activates it (the charge mark belongs to the activating school).
 */
export async function writeSectionStatus(
  db: Db,
  w: { studentId: number; section: string; schoolId: number; status: number; at: number },
  activating: boolean,
  keepCharge: boolean,
): Promise<void> {
  await db
    .insertInto('student_sections')
    .values({
      student_id: w.studentId,
      section_code: w.section,
      status: w.status,
      school_id: w.schoolId,
      requested_at: w.at,
      activated_at: activating ? w.at : null,
      updated_at: w.at,
    })
    .onConflict((oc) =>
      oc.columns(['student_id', 'section_code']).doUpdateSet({
        status: w.status,
        school_id: w.schoolId,
        updated_at: w.at,
        ...(activating ? { activated_at: w.at } : {}),
        ...(keepCharge ? {} : { charged_at: null }),
      }),
    )
    .execute();
}
