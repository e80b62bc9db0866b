import {
  canViewStudent,
  Limits,
  ResultCode,
  SECTION_CODES,
  STUDENT_LIST_PAGE_SIZE,
  STUDENT_LIST_STATES,
  STUDENT_SEARCH_LIMIT,
  studentActionAllowed,
  studentSchoolStatusOf,
  studentSearchNeedle,
  type Actor,
  type Language,
  type MessageKey,
  type SchoolMember,
  type SchoolStudentInfoView,
  type SchoolStudentRow,
  type SectionStatistics,
  type StudentAction,
  type StudentListPayload,
  type StudentListView,
  type StudentSearchPayload,
  type StudentSearchView,
} from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import { now } from '../../core/clock.js';
import type { Db } from '../../db/database.js';
import { sectionQuestionCount } from '../statistics/section-readiness.js';
import { readSectionStatistics } from '../statistics/statistics.service.js';
import {
  presentStudentInfo,
  presentStudentRow,
  type QuestionCounts,
} from './school-students.presenter.js';
import {
  countByStatus,
  countStudents,
  findSchoolStudent,
  listSectionsOf,
  listStudentsPage,
  type ListedStudent,
  type SchoolStudentRecord,
  type StudentFilter,
} from './school-students.repository.js';

/*
 * What a school reads of its students: the three lists a page at a time, search, one
 * student's panel and statistics. A student of another school, or of none, is "not found",
 * exactly as one that does not exist.
 */

/** The caller as the row policies see it, acting for the school it is a member of now. */
export function schoolActor(actor: NonNullable<Actor>, member: SchoolMember): Actor {
  return { ...actor, schoolId: member.schoolId };
}

const notFound = () => AppError.notFound('school.students.notFound');

/** Why an action does not fit the student's state (SPEC §4), in the school's words. */
const WRONG_STATE: Record<StudentAction, MessageKey> = {
  approve: 'school.students.notPending',
  reject: 'school.students.notPending',
  archive: 'school.students.notActive',
  restore: 'school.students.notArchived',
  delete: 'school.students.notFound',
  edit: 'school.students.notFound',
  view: 'school.students.notFound',
};

/**
 * The school's own student, in a state the action fits. Someone else's student is not found;
 * one of the school's in the wrong state is told why (a general error, not a missing one).
 */
export async function loadOwnStudent(
  db: Db,
  actor: Actor,
  studentId: number,
  action: StudentAction,
): Promise<SchoolStudentRecord> {
  const student = await findSchoolStudent(db, studentId);
  if (!student) throw notFound();
  const subject = {
    userId: student.id,
    schoolId: student.schoolId,
    schoolStatus: student.schoolStatus,
  };
  if (!canViewStudent(actor, subject) || !studentActionAllowed(student.schoolStatus, 'view')) {
    throw notFound();
  }
  if (!studentActionAllowed(student.schoolStatus, action)) {
    throw new AppError(ResultCode.general, WRONG_STATE[action]);
  }
  return student;
}

async function questionCounts(db: Db, codes: Iterable<string>): Promise<QuestionCounts> {
  const at = now();
  const unique = [...new Set(codes)];
  const counts = await Promise.all(unique.map((code) => sectionQuestionCount(db, code, at)));
  return new Map(unique.map((code, i) => [code, counts[i]!]));
}

/** Rows for these students, with each one's sections (one query for the page). */
async function presentRows(
  db: Db,
  schoolId: number,
  students: ListedStudent[],
  section: string | undefined,
): Promise<SchoolStudentRow[]> {
  const sections = await listSectionsOf(
    db,
    students.map((s) => s.id),
  );
  const counts = await questionCounts(db, [
    ...sections.map((s) => s.code),
    ...students.flatMap((s) => (s.currentSection ? [s.currentSection] : [])),
    ...(section ? [section] : []),
  ]);
  return students.map((s) =>
    presentStudentRow(s, {
      section: section ?? s.currentSection,
      counters: s.counters,
      sections: sections.filter((x) => x.studentId === s.id),
      schoolId,
      counts,
    }),
  );
}

/** `students/list`: one page, sorted, with the list's total and every list's count. */
export async function listStudents(
  db: Db,
  member: SchoolMember,
  input: StudentListPayload,
): Promise<StudentListView> {
  const search = input.search ?? '';
  const filter: StudentFilter = {
    schoolId: member.schoolId,
    statuses: [studentSchoolStatusOf(input.status)],
    section: input.section,
    // A search under 3 characters does not narrow the list (SPEC §5).
    needle: search.length >= Limits.studentSearchMinChars ? studentSearchNeedle(search) : undefined,
  };
  const pageSize = STUDENT_LIST_PAGE_SIZE;
  const [students, total, byStatus] = await Promise.all([
    listStudentsPage(db, filter, {
      sort: input.sort,
      direction: input.direction,
      limit: pageSize,
      offset: (input.page - 1) * pageSize,
    }),
    // Without a search or a section the list's total is its tab's count: one query fewer.
    filter.needle || filter.section ? countStudents(db, filter) : Promise.resolve(undefined),
    countByStatus(db, member.schoolId),
  ]);
  const counts = Object.fromEntries(
    STUDENT_LIST_STATES.map((state) => [state, byStatus.get(studentSchoolStatusOf(state)) ?? 0]),
  ) as StudentListView['counts'];
  return {
    rows: await presentRows(db, member.schoolId, students, input.section),
    page: input.page,
    pageSize,
    total: total ?? counts[input.status],
    counts,
  };
}

/** `students/search`: the latest-seen matches; under 3 characters, none (SPEC §5). */
export async function searchStudents(
  db: Db,
  member: SchoolMember,
  input: StudentSearchPayload,
): Promise<StudentSearchView> {
  const needle = studentSearchNeedle(input.text);
  if (input.text.trim().length < Limits.studentSearchMinChars || needle.length === 0) {
    return { rows: [] };
  }
  const states = input.status ? [input.status] : STUDENT_LIST_STATES;
  const students = await listStudentsPage(
    db,
    {
      schoolId: member.schoolId,
      statuses: states.map(studentSchoolStatusOf),
      section: input.section,
      needle,
    },
    { sort: 'dateAccessed', direction: 'desc', limit: STUDENT_SEARCH_LIMIT, offset: 0 },
  );
  return { rows: await presentRows(db, member.schoolId, students, input.section) };
}

/** One student's panel, as the school sees it now. */
export async function readStudentInfo(
  db: Db,
  schoolId: number,
  student: SchoolStudentRecord,
): Promise<SchoolStudentInfoView> {
  const sections = await listSectionsOf(db, [student.id]);
  const current = sections.find((s) => s.code === student.currentSection);
  const [row] = await presentRows(
    db,
    schoolId,
    [{ ...student, counters: current?.counters ?? null }],
    undefined,
  );
  return presentStudentInfo(student, row!);
}

/** `students/stats`: the student's own statistics page for a section, read-only. */
export async function readStudentStatistics(
  db: Db,
  actor: Actor,
  input: { id: number; section: string },
  lang: Language,
): Promise<SectionStatistics> {
  await loadOwnStudent(db, actor, input.id, 'view');
  if (!(SECTION_CODES as readonly string[]).includes(input.section)) {
    throw AppError.notFound('section.notFound');
  }
  return readSectionStatistics(db, input.id, input.section, lang);
}
