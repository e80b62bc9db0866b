import type { Db } from '../../db/database.js';

export interface ExamDateRow {
  date: string;
  setBy: number | null;
}

/** The exam date of a student in a section, if one is set. */
export async function findExamDate(
  db: Db,
  studentId: number,
  section: string,
): Promise<ExamDateRow | undefined> {
  const row = await db
    .selectFrom('exam_dates')
    .select(['exam_date', 'set_by'])
    .where('student_id', '=', studentId)
    .where('section_code', '=', section)
    .executeTakeFirst();
  return row ? { date: row.exam_date, setBy: row.set_by } : undefined;
}

/** Sets (or moves) the exam date: one row per student and section. */
export async function upsertExamDate(
  db: Db,
  row: { studentId: number; section: string; date: string; setBy: number; at: number },
): Promise<void> {
  await db
    .insertInto('exam_dates')
    .values({
      student_id: row.studentId,
      section_code: row.section,
      exam_date: row.date,
      set_by: row.setBy,
      updated_at: row.at,
    })
    .onConflict((oc) =>
      oc.columns(['student_id', 'section_code']).doUpdateSet({
        exam_date: row.date,
        set_by: row.setBy,
        updated_at: row.at,
      }),
    )
    .execute();
}

export async function deleteExamDate(db: Db, studentId: number, section: string): Promise<void> {
  await db
    .deleteFrom('exam_dates')
    .where('student_id', '=', studentId)
    .where('section_code', '=', section)
    .execute();
}
