import {
  Limits,
  SECTION_CODES,
  STUDENT_LIST_PAGE_SIZE,
  STUDENT_LIST_STATES,
  STUDENT_SEARCH_LIMIT,
  studentSchoolStatusOf,
  studentSearchNeedle,
  type Language,
  type SchoolStudentInfoView,
  type SchoolStudentRow,
  type SchoolStudentStatistics,
  type StudentListPayload,
  type StudentListView,
  type StudentSearchPayload,
  type StudentSearchView,
} from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import { now } from '../../core/clock.js';
import type { Db } from '../../db/database.js';
import { sectionQuestionCount } from '../statistics/section-readiness.js';
import { readHighlights, readSectionStatistics } from '../statistics/statistics.service.js';
import {
  presentStudentInfo,
  presentStudentRow,
  type QuestionCounts,
} from './school-students.presenter.js';
import {
  countByStatus,
  countStudents,
  listSectionsOf,
  listStudentsPage,
  type ListedStudent,
  type SchoolStudentRecord,
  type StudentFilter,
} from './school-students.repository.js';

/*
 * What a school reads of its students: the three lists a page at a time, search, one
 * student's panel and statistics. Which student a panel or statistics reach is the school
 * step's (realtime/school-scope.ts): those the school accepted.
 */

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
  schoolId: number,
  input: StudentListPayload,
): Promise<StudentListView> {
  const search = input.search ?? '';
  const filter: StudentFilter = {
    schoolId,
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
    countByStatus(db, schoolId),
  ]);
  const counts = Object.fromEntries(
    STUDENT_LIST_STATES.map((state) => [state, byStatus.get(studentSchoolStatusOf(state)) ?? 0]),
  ) as StudentListView['counts'];
  return {
    rows: await presentRows(db, schoolId, students, input.section),
    page: input.page,
    pageSize,
    total: total ?? counts[input.status],
    counts,
  };
}

const SEARCHED_BY_DEFAULT = STUDENT_LIST_STATES.filter((s) => s !== 'rejected');

/** `students/search`: the latest-seen matches; under 3 characters, none (SPEC §5). */
export async function searchStudents(
  db: Db,
  schoolId: number,
  input: StudentSearchPayload,
): Promise<StudentSearchView> {
  const needle = studentSearchNeedle(input.text);
  if (input.text.trim().length < Limits.studentSearchMinChars || needle.length === 0) {
    return { rows: [] };
  }
  // Without a list named, the students the school works with: not the requests it turned down.
  const states = input.status ? [input.status] : SEARCHED_BY_DEFAULT;
  const students = await listStudentsPage(
    db,
    {
      schoolId,
      statuses: states.map(studentSchoolStatusOf),
      section: input.section,
      needle,
    },
    { sort: 'dateAccessed', direction: 'desc', limit: STUDENT_SEARCH_LIMIT, offset: 0 },
  );
  return { rows: await presentRows(db, schoolId, students, input.section) };
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

/**
 * `students/stats`: the student's own statistics page for a section, read-only, with where they
 * stand in it as their dashboard shows it (progress, success, exam readiness).
 */
export async function readStudentStatistics(
  db: Db,
  student: SchoolStudentRecord,
  section: string,
  lang: Language,
): Promise<SchoolStudentStatistics> {
  if (!(SECTION_CODES as readonly string[]).includes(section)) {
    throw AppError.notFound('section.notFound');
  }
  const [stats, highlights] = await Promise.all([
    readSectionStatistics(db, student.id, section, lang),
    readHighlights(db, student.id, section),
  ]);
  const { progress, success, readiness } = highlights;
  return { ...stats, standing: { progress, success, readiness } };
}
