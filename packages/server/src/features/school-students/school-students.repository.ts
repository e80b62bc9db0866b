import type { StudentSortField } from '@kokpit/shared';
import { PostgresAdapter, sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';

/*
 * Reads of a school's students: the lists (a page at a time), search, one student, and their
 * sections. Every query names the school, so another school's student is never read.
 */

/** Which of the school's students a list or search holds. */
export interface StudentFilter {
  schoolId: number;
  /** StudentSchoolStatus values. */
  statuses: number[];
  /** Only students who have this section (any status). */
  section?: string;
  /** A normalised needle (shared `studentSearchNeedle`), matched anywhere in search_text. */
  needle?: string;
}

/** A student as the school's lists show them: account, link, and one section's counters. */
export interface SchoolStudentRecord {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  lang: string;
  isDemo: boolean;
  lastAccess: number | null;
  currentSection: string | null;
  createdAt: number;
  schoolId: number | null;
  schoolStatus: number;
  verified: boolean;
  joinedAt: number | null;
  archivedAt: number | null;
  archiveResult: number | null;
  archiveComment: string;
  phone: string;
  age: number | null;
  gender: string | null;
  level: number;
  comments: string;
}

/** The counters of the row's section (null when the student has none there yet). */
export interface SectionCounters {
  progressSum: number;
  replies: number;
  correct: number;
  strongErrors: number;
}

export type ListedStudent = SchoolStudentRecord & { counters: SectionCounters | null };

/** `like` with the needle's own % and _ taken literally. */
function containsPattern(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function baseQuery(db: Db, f: StudentFilter) {
  let q = db
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .where('s.school_id', '=', f.schoolId)
    .where('s.school_status', 'in', f.statuses);
  if (f.section) {
    const section = f.section;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('student_sections as x')
          .select('x.student_id')
          .whereRef('x.student_id', '=', 's.user_id')
          .where('x.section_code', '=', section),
      ),
    );
  }
  if (f.needle) {
    const pattern = containsPattern(f.needle);
    q = q.where(sql<SqlBool>`s.search_text like ${pattern} escape '\\'`);
  }
  return q;
}

const RECORD_COLUMNS = [
  'u.id',
  'u.username',
  'u.email',
  'u.first_name',
  'u.last_name',
  'u.lang',
  'u.is_demo',
  'u.last_access',
  'u.section_code',
  'u.created_at',
  's.school_id',
  's.school_status',
  's.school_verified',
  's.joined_school_at',
  's.archived_at',
  's.archive_result',
  's.archive_comment',
  's.phone',
  's.age',
  's.gender',
  's.level',
  's.comments',
] as const;

type RecordColumns = {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  lang: string;
  is_demo: number;
  last_access: number | null;
  section_code: string | null;
  created_at: number;
  school_id: number | null;
  school_status: number;
  school_verified: number;
  joined_school_at: number | null;
  archived_at: number | null;
  archive_result: number | null;
  archive_comment: string;
  phone: string;
  age: number | null;
  gender: string | null;
  level: number;
  comments: string;
};

function toRecord(r: RecordColumns): SchoolStudentRecord {
  return {
    id: r.id,
    username: r.username,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    lang: r.lang,
    isDemo: r.is_demo === 1,
    lastAccess: r.last_access === null ? null : Number(r.last_access),
    currentSection: r.section_code,
    createdAt: Number(r.created_at),
    schoolId: r.school_id,
    schoolStatus: r.school_status,
    verified: r.school_verified === 1,
    joinedAt: r.joined_school_at === null ? null : Number(r.joined_school_at),
    archivedAt: r.archived_at === null ? null : Number(r.archived_at),
    archiveResult: r.archive_result,
    archiveComment: r.archive_comment,
    phone: r.phone,
    age: r.age,
    gender: r.gender,
    level: r.level,
    comments: r.comments,
  };
}

/** Success as shared `successPercent` ranks it (before rounding), for sorting in SQL. */
const SUCCESS_ORDER = sql<number>`case when coalesce(ss.replies, 0) = 0 then 0
  else 100.0 * ss.correct / ss.replies
    - 5 * (case when ss.strong_errors >= 80 then 4 else ss.strong_errors / 20.0 end) end`;

/**
 * Text sorted by code point: the names are normalised (lower case, no accents), so that is
 * alphabetical, and PostgreSQL skips its locale's collation, the slow part of sorting
 * thousands of names; SQLite compares bytes anyway.
 */
function byCodePoint(db: Db, column: string): Expression<unknown> {
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql`${sql.ref(column)} collate "C"`
    : sql.ref(column);
}

function sortExpressions(db: Db, sort: StudentSortField): Expression<unknown>[] {
  switch (sort) {
    case 'dateAccessed':
      return [sql`coalesce(u.last_access, 0)`];
    case 'dateJoined':
      return [sql`coalesce(s.joined_school_at, s.created_at)`];
    // search_text begins with the normalised "last first" name.
    case 'name':
      return [byCodePoint(db, 's.search_text')];
    case 'username':
      return [byCodePoint(db, 'u.username')];
    case 'email':
      return [byCodePoint(db, 'u.email')];
    case 'progress':
      return [sql`coalesce(ss.progress_sum, 0)`];
    case 'success':
      return [SUCCESS_ORDER];
  }
}

export interface PageRequest {
  sort: StudentSortField;
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/**
 * One page of the filtered students, with the counters of `section` (else each student's
 * current section), sorted by a column and then by id, so pages never overlap. In two steps:
 * the page's ids are sorted among narrow rows, then only those 25 are read whole; sorting the
 * whole rows of a 10,000-student school took PostgreSQL about four times as long (bench/school).
 */
export async function listStudentsPage(
  db: Db,
  f: StudentFilter,
  page: PageRequest,
): Promise<ListedStudent[]> {
  const withCounters = <Q extends ReturnType<typeof baseQuery>>(q: Q) =>
    q.leftJoin('section_stats as ss', (join) =>
      f.section
        ? join.onRef('ss.student_id', '=', 's.user_id').on('ss.section_code', '=', f.section)
        : join
            .onRef('ss.student_id', '=', 's.user_id')
            .onRef('ss.section_code', '=', 'u.section_code'),
    );
  let q = withCounters(baseQuery(db, f)).select('s.user_id');
  for (const e of sortExpressions(db, page.sort)) q = q.orderBy(e, page.direction);
  const ids = (
    await q.orderBy('s.user_id', page.direction).limit(page.limit).offset(page.offset).execute()
  ).map((r) => r.user_id);
  if (ids.length === 0) return [];
  const rows = await withCounters(
    baseQuery(db, { schoolId: f.schoolId, statuses: f.statuses }).where('s.user_id', 'in', ids),
  )
    .select([...RECORD_COLUMNS, 'ss.progress_sum', 'ss.replies', 'ss.correct', 'ss.strong_errors'])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        ...toRecord(r),
        counters:
          r.replies === null
            ? null
            : {
                progressSum: Number(r.progress_sum ?? 0),
                replies: Number(r.replies),
                correct: Number(r.correct ?? 0),
                strongErrors: Number(r.strong_errors ?? 0),
              },
      },
    ];
  });
}

export async function countStudents(db: Db, f: StudentFilter): Promise<number> {
  const row = await baseQuery(db, f)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many of the school's students each StudentSchoolStatus holds. */
export async function countByStatus(db: Db, schoolId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('students')
    .select(['school_status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('school_id', '=', schoolId)
    .groupBy('school_status')
    .execute();
  return new Map(rows.map((r) => [r.school_status, Number(r.n)]));
}

/** A student by id, whoever's they are (the service decides whether the caller may see them). */
export async function findSchoolStudent(
  db: Db,
  studentId: number,
): Promise<SchoolStudentRecord | undefined> {
  const row = await db
    .selectFrom('students as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(RECORD_COLUMNS)
    .where('s.user_id', '=', studentId)
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** A student's section row with its counters, as a school's row shows each section. */
export interface StudentSectionRecord {
  studentId: number;
  code: string;
  status: number;
  examStatus: number;
  schoolId: number | null;
  requestedAt: number | null;
  activatedAt: number | null;
  chargedAt: number | null;
  counters: SectionCounters | null;
}

/** The sections of these students (one query for a page), in section order. */
export async function listSectionsOf(
  db: Db,
  studentIds: number[],
): Promise<StudentSectionRecord[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .selectFrom('student_sections as x')
    .innerJoin('sections as c', 'c.code', 'x.section_code')
    .leftJoin('section_stats as ss', (join) =>
      join
        .onRef('ss.student_id', '=', 'x.student_id')
        .onRef('ss.section_code', '=', 'x.section_code'),
    )
    .select([
      'x.student_id',
      'x.section_code',
      'x.status',
      'x.exam_status',
      'x.school_id',
      'x.requested_at',
      'x.activated_at',
      'x.charged_at',
      'ss.progress_sum',
      'ss.replies',
      'ss.correct',
      'ss.strong_errors',
    ])
    .where('x.student_id', 'in', studentIds)
    .orderBy('x.student_id')
    .orderBy('c.position')
    .execute();
  const time = (v: number | null) => (v === null ? null : Number(v));
  return rows.map((r) => ({
    studentId: r.student_id,
    code: r.section_code,
    status: r.status,
    examStatus: r.exam_status,
    schoolId: r.school_id,
    requestedAt: time(r.requested_at),
    activatedAt: time(r.activated_at),
    chargedAt: time(r.charged_at),
    counters:
      r.replies === null
        ? null
        : {
            progressSum: Number(r.progress_sum ?? 0),
            replies: Number(r.replies),
            correct: Number(r.correct ?? 0),
            strongErrors: Number(r.strong_errors ?? 0),
          },
  }));
}
