import { SectionStatus } from '@kokpit/shared';
import type { Db } from '../../db/database.js';

/** A student's row for one section; sections without a row are locked. */
export interface StudentSectionRow {
  code: string;
  status: number;
  examStatus: number;
  schoolId: number | null;
}

export async function listStudentSections(db: Db, studentId: number): Promise<StudentSectionRow[]> {
  const rows = await db
    .selectFrom('student_sections')
    .select(['section_code', 'status', 'exam_status', 'school_id'])
    .where('student_id', '=', studentId)
    .execute();
  return rows.map((r) => ({
    code: r.section_code,
    status: r.status,
    examStatus: r.exam_status,
    schoolId: r.school_id,
  }));
}

/** The section the user chose last (users.section_code), null when never chosen. */
export async function findPreferredSection(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('section_code')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.section_code ?? null;
}

/** Sets the user's current section; false when it already was that section. */
export async function setCurrentSection(db: Db, userId: number, code: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ section_code: code, updated_at: Date.now() })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('section_code', 'is', null), eb('section_code', '<>', code)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Asks for a section: the row becomes requested (usable as demo) and names the school that is
 * to activate it (null without a school). An activation date of an earlier period is kept.
 */
export async function requestSection(
  db: Db,
  r: { studentId: number; code: string; schoolId: number | null; at: number },
): Promise<void> {
  await db
    .insertInto('student_sections')
    .values({
      student_id: r.studentId,
      section_code: r.code,
      status: SectionStatus.requested,
      school_id: r.schoolId,
      requested_at: r.at,
      updated_at: r.at,
    })
    .onConflict((oc) =>
      oc.columns(['student_id', 'section_code']).doUpdateSet({
        status: SectionStatus.requested,
        school_id: r.schoolId,
        requested_at: r.at,
        updated_at: r.at,
      }),
    )
    .execute();
}

/** Activates a section for the student through a school (coupon); free until 10% progress. */
export async function activateSection(
  db: Db,
  a: { studentId: number; code: string; schoolId: number; at: number },
): Promise<void> {
  await db
    .insertInto('student_sections')
    .values({
      student_id: a.studentId,
      section_code: a.code,
      status: SectionStatus.activated,
      school_id: a.schoolId,
      requested_at: a.at,
      activated_at: a.at,
      updated_at: a.at,
    })
    .onConflict((oc) =>
      oc.columns(['student_id', 'section_code']).doUpdateSet({
        status: SectionStatus.activated,
        school_id: a.schoolId,
        activated_at: a.at,
        updated_at: a.at,
      }),
    )
    .execute();
}

/**
 * Sends the student's open requests to the school they just chose (SPEC §4: "a request is sent
 * to the chosen school"): requested rows of no school, or of a school they left, move to it.
 */
export async function moveRequestsToSchool(
  db: Db,
  studentId: number,
  schoolId: number,
  at: number,
): Promise<void> {
  await db
    .updateTable('student_sections')
    .set({ school_id: schoolId, updated_at: at })
    .where('student_id', '=', studentId)
    .where('status', '=', SectionStatus.requested)
    .where((eb) => eb.or([eb('school_id', 'is', null), eb('school_id', '<>', schoolId)]))
    .execute();
}

/** Every section code in display order (the cheap list, without question counts). */
export async function listSectionCodes(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('sections').select('code').orderBy('position').execute();
  return rows.map((r) => r.code);
}
