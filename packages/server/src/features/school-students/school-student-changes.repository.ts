import { ExamStatus, SectionStatus, StudentSchoolStatus } from '@kokpit/shared';
import type { Db } from '../../db/database.js';

/*
 * Writes of a school's student lifecycle (SPEC §4). Each state change is conditional on the
 * state it starts from, so two tabs acting at once change the student once: the second finds
 * nothing to update and is told the student is no longer in that state.
 */

/** Moves the student from one StudentSchoolStatus to another; false when they were not in it. */
async function moveState(
  db: Db,
  m: { studentId: number; schoolId: number; from: number; to: number },
  extra: {
    school_verified?: number;
    archive_result?: number | null;
    archived_at?: number | null;
    archive_comment?: string;
  } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('students')
    .set({ school_status: m.to, ...extra })
    .where('user_id', '=', m.studentId)
    .where('school_id', '=', m.schoolId)
    .where('school_status', '=', m.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Pending → active: the school vouches for the student, which ends their demo. */
export async function approveStudent(
  db: Db,
  a: { studentId: number; schoolId: number; at: number },
): Promise<boolean> {
  const { pending, active } = StudentSchoolStatus;
  const moved = await moveState(db, { ...a, from: pending, to: active }, { school_verified: 1 });
  if (moved) {
    await db
      .updateTable('users')
      .set({ is_demo: 0, updated_at: a.at })
      .where('id', '=', a.studentId)
      .execute();
  }
  return moved;
}

/** Pending → rejected: the student's section requests no longer wait for this school. */
export async function rejectStudent(
  db: Db,
  r: { studentId: number; schoolId: number; at: number },
): Promise<boolean> {
  const { pending, rejected } = StudentSchoolStatus;
  const moved = await moveState(db, { ...r, from: pending, to: rejected }, { school_verified: 0 });
  if (moved) {
    await db
      .updateTable('student_sections')
      .set({ school_id: null, updated_at: r.at })
      .where('student_id', '=', r.studentId)
      .where('school_id', '=', r.schoolId)
      .where('status', '=', SectionStatus.requested)
      .execute();
  }
  return moved;
}

/**
 * Rejected → pending: the rejection is taken back, and the section requests the rejection
 * released (still requested, of no school) wait for this school again.
 */
export async function reconsiderStudent(
  db: Db,
  r: { studentId: number; schoolId: number; at: number },
): Promise<boolean> {
  const { pending, rejected } = StudentSchoolStatus;
  const moved = await moveState(db, { ...r, from: rejected, to: pending });
  if (moved) {
    await db
      .updateTable('student_sections')
      .set({ school_id: r.schoolId, updated_at: r.at })
      .where('student_id', '=', r.studentId)
      .where('school_id', 'is', null)
      .where('status', '=', SectionStatus.requested)
      .execute();
  }
  return moved;
}

/**
 * Active → archived with how they passed (students.archive_result 1, 2, 3); the sections the
 * school activated carry the exam status where SPEC §4 has one (passed at the 1st or 2nd).
 */
export async function archiveStudent(
  db: Db,
  a: { studentId: number; schoolId: number; result: number; comment: string; at: number },
): Promise<boolean> {
  const { active, archived } = StudentSchoolStatus;
  const moved = await moveState(
    db,
    { ...a, from: active, to: archived },
    { archive_result: a.result, archived_at: a.at, archive_comment: a.comment },
  );
  const exam =
    a.result === 1 ? ExamStatus.passedFirst : a.result === 2 ? ExamStatus.passedSecond : null;
  if (moved && exam !== null) await setExamStatus(db, a, exam);
  return moved;
}

/** Archived → active again; the archive's result and exam statuses are undone. */
export async function restoreStudent(
  db: Db,
  r: { studentId: number; schoolId: number; at: number },
): Promise<boolean> {
  const { active, archived } = StudentSchoolStatus;
  const moved = await moveState(
    db,
    { ...r, from: archived, to: active },
    { archive_result: null, archived_at: null },
  );
  if (moved) await setExamStatus(db, r, ExamStatus.none);
  return moved;
}

async function setExamStatus(
  db: Db,
  s: { studentId: number; schoolId: number; at: number },
  exam: number,
): Promise<void> {
  await db
    .updateTable('student_sections')
    .set({ exam_status: exam, updated_at: s.at })
    .where('student_id', '=', s.studentId)
    .where('school_id', '=', s.schoolId)
    .where('status', 'in', [SectionStatus.activated, SectionStatus.deactivated])
    .execute();
}

/** The school's own fields of a student (phone, notes); the account's are in updateAccount. */
export async function updateSchoolFields(
  db: Db,
  studentId: number,
  f: { phone?: string; comments?: string },
): Promise<void> {
  const set = {
    ...(f.phone !== undefined ? { phone: f.phone } : {}),
    ...(f.comments !== undefined ? { comments: f.comments } : {}),
  };
  if (Object.keys(set).length === 0) return;
  await db.updateTable('students').set(set).where('user_id', '=', studentId).execute();
}

/**
 * The school's notes on its student: written only while the student is still the school's, so
 * a student who left between the read and the write keeps their notes unchanged (false).
 */
export async function updateStudentComments(
  db: Db,
  c: { studentId: number; schoolId: number; comments: string },
): Promise<boolean> {
  const r = await db
    .updateTable('students')
    .set({ comments: c.comments })
    .where('user_id', '=', c.studentId)
    .where('school_id', '=', c.schoolId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The coupon the student joined this school with, if any. */
export async function findUsedCoupon(
  db: Db,
  studentId: number,
  schoolId: number,
): Promise<{ id: number; sectionCode: string | null } | undefined> {
  const row = await db
    .selectFrom('coupons')
    .select(['id', 'section_code'])
    .where('student_id', '=', studentId)
    .where('school_id', '=', schoolId)
    .orderBy('used_at', 'desc')
    .executeTakeFirst();
  return row ? { id: row.id, sectionCode: row.section_code } : undefined;
}

/**
 * Deletes the account; its student row, sections, tests, answers and statistics go with it
 * (foreign keys cascade), the ledger's rows stay (they keep no reference).
 */
export async function deleteStudentAccount(db: Db, studentId: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', studentId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
