import type { Db } from '../../db/database.js';
import { packedRows, unpackRows } from '../../db/packed-rows.js';

/* SQL of tests, their questions and replies, and what starting a test reads. */

export interface StudentInSection {
  schoolId: number | null;
  /** StudentSchoolStatus: whether the school has approved the student. */
  schoolStatus: number;
  schoolVerified: boolean;
  /** The student's status on the section; null when locked (no row). */
  sectionStatus: number | null;
}

export async function findStudentInSection(
  db: Db,
  studentId: number,
  section: string,
): Promise<StudentInSection | undefined> {
  const row = await db
    .selectFrom('students as s')
    .leftJoin('student_sections as ss', (j) =>
      j.onRef('ss.student_id', '=', 's.user_id').on('ss.section_code', '=', section),
    )
    .select(['s.school_id', 's.school_status', 's.school_verified', 'ss.status'])
    .where('s.user_id', '=', studentId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    schoolId: row.school_id,
    schoolStatus: row.school_status,
    schoolVerified: row.school_verified === 1,
    sectionStatus: row.status,
  };
}

/** The student's standing on every question answered (the student side of the pool). */
export async function listStandings(db: Db, studentId: number) {
  const { rows } = await db
    .selectFrom('question_stats')
    .select(
      packedRows(db, [
        'question_id',
        'progress',
        'due_at',
        'date_viewed',
        'wrong',
        'correct_in_row',
      ]).as('rows'),
    )
    .where('student_id', '=', studentId)
    .executeTakeFirstOrThrow();
  return unpackRows<[number, number, number, number, number, number]>(rows).map(
    ([questionId, progress, dueAt, answeredAt, wrong, correctInRow]) => ({
      questionId,
      progress,
      dueAt,
      answeredAt,
      wrong,
      correctInRow,
    }),
  );
}

/** A theory presentation and its active questions in the school's order. */
export async function findPresentation(db: Db, id: number) {
  const row = await db
    .selectFrom('theory_presentations')
    .select(['id', 'school_id', 'section_code'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const questions = await db
    .selectFrom('theory_presentation_questions as p')
    .innerJoin('questions as q', 'q.id', 'p.question_id')
    .select('q.id')
    .where('p.presentation_id', '=', id)
    .where('q.active', '=', 1)
    .orderBy('p.position')
    .execute();
  return {
    schoolId: row.school_id,
    section: row.section_code,
    questionIds: questions.map((q) => q.id),
  };
}

export interface NewTest {
  studentId: number;
  section: string;
  type: string;
  options: string;
  minutes: number;
  errorsAllowed: number | null;
  questionIds: readonly number[];
  at: number;
}

export interface TestRow {
  id: number;
  studentId: number;
  section: string;
  type: string;
  status: string;
  options: string;
  minutes: number;
  errorsAllowed: number | null;
  passed: number | null;
  dateStarted: number;
  dateUpdated: number;
  dateCompleted: number | null;
}

/** The student's test by id (another student's test is as good as missing). */
export async function findTest(
  db: Db,
  id: number,
  studentId: number,
): Promise<TestRow | undefined> {
  const r = await db
    .selectFrom('tests')
    .selectAll()
    .where('id', '=', id)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  if (!r) return undefined;
  return {
    id: r.id,
    studentId: r.student_id,
    section: r.section_code,
    type: r.type,
    status: r.status,
    options: r.options,
    minutes: r.minutes,
    errorsAllowed: r.errors_allowed,
    passed: r.passed,
    dateStarted: r.date_started,
    dateUpdated: r.date_updated,
    dateCompleted: r.date_completed,
  };
}

export async function listTestQuestionIds(db: Db, testId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('test_questions')
    .select('question_id')
    .where('test_id', '=', testId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.question_id);
}

/** Marks a running test cancelled; false when it was not the student's running test. */
export async function cancelTest(db: Db, id: number, studentId: number, at: number) {
  const r = await db
    .updateTable('tests')
    .set({ status: 'cancelled', date_updated: at })
    .where('id', '=', id)
    .where('student_id', '=', studentId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
