import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';

/*
 * The statements of recording an answer: the product's hot path. They are written with the
 * `sql` tag rather than the query builder: building and compiling a builder query costs about
 * 25 µs, the tag about 4 µs, and an answer runs eight of them. The SQL is the same on SQLite and
 * PostgreSQL; parameters are bound, never spliced.
 */

/**
 * Serialises the answers of one student on PostgreSQL (SQLite runs one transaction at a time):
 * the duplicate checks, the standing read before its write and the completion count all
 * assume no other answer of the student is being recorded meanwhile. Its own statement, so the
 * reads after it see what a transaction it waited for has committed.
 */
export async function lockStudent(db: Db, dialect: Dialect, studentId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select user_id from students where user_id = ${studentId} for update`.execute(db);
}

/** The student's standing on the question before the answer, as stored. */
export interface StoredStanding {
  level: number;
  progress: number;
  replies: number;
  correct: number;
  correctInRow: number;
  wrong: number;
  scheduler: string;
}

/** A running test of the student with what recording an answer in it needs to know. */
export interface RunningTestContext {
  id: number;
  section: string;
  type: string;
  errorsAllowed: number | null;
  total: number;
  answered: number;
  /** The student's section row: status, the activating school and when it was charged. */
  sectionStatus: number | null;
  sectionSchoolId: number | null;
  chargedAt: number | null;
}

/** Everything one answer is checked against. */
export interface RecordContext {
  schoolVerified: boolean;
  /** The test when it is the student's running test. */
  test: RunningTestContext | null;
  questionInTest: boolean;
  /** An earlier reply under the same client id, or to the same question of the test. */
  earlierByClientId: number | null;
  earlierInTest: number | null;
  standing: StoredStanding | null;
}

interface ContextRow {
  school_verified: number;
  test_id: number | null;
  section_code: string | null;
  type: string | null;
  errors_allowed: number | null;
  section_status: number | null;
  section_school_id: number | null;
  charged_at: number | null;
  level: number | null;
  progress: number | null;
  replies: number | null;
  correct: number | null;
  correct_in_row: number | null;
  wrong: number | null;
  scheduler: string | null;
  total: number;
  answered: number;
  in_test: number | null;
  by_client: number | null;
  in_test_reply: number | null;
}

/** The test, the student's section, standing and earlier replies, in one statement. */
export async function findRecordContext(
  db: Db,
  a: { studentId: number; testId: number; questionId: number; clientId: string },
): Promise<RecordContext | undefined> {
  const { rows } = await sql<ContextRow>`
    select s.school_verified, t.id as test_id, t.section_code, t.type, t.errors_allowed,
      ss.status as section_status, ss.school_id as section_school_id, ss.charged_at,
      qs.level, qs.progress, qs.replies, qs.correct, qs.correct_in_row, qs.wrong, qs.scheduler,
      (select count(*) from test_questions tq where tq.test_id = t.id) as total,
      (select count(*) from replies r where r.test_id = t.id) as answered,
      (select tq.question_id from test_questions tq
        where tq.test_id = t.id and tq.question_id = ${a.questionId} limit 1) as in_test,
      (select r.id from replies r
        where r.student_id = s.user_id and r.client_reply_id = ${a.clientId}) as by_client,
      (select min(r.id) from replies r
        where r.test_id = t.id and r.question_id = ${a.questionId}) as in_test_reply
    from students s
    left join tests t on t.student_id = s.user_id and t.id = ${a.testId} and t.status = 'running'
    left join student_sections ss
      on ss.student_id = s.user_id and ss.section_code = t.section_code
    left join question_stats qs on qs.student_id = s.user_id and qs.question_id = ${a.questionId}
    where s.user_id = ${a.studentId}`.execute(db);
  const r = rows[0];
  if (!r) return undefined;
  return {
    schoolVerified: r.school_verified === 1,
    test: toRunningTest(r),
    questionInTest: r.in_test !== null,
    earlierByClientId: r.by_client,
    earlierInTest: r.in_test_reply,
    standing:
      r.progress === null
        ? null
        : {
            level: r.level ?? 0,
            progress: r.progress,
            replies: r.replies ?? 0,
            correct: r.correct ?? 0,
            correctInRow: r.correct_in_row ?? 0,
            wrong: r.wrong ?? 0,
            scheduler: r.scheduler ?? '',
          },
  };
}

function toRunningTest(r: ContextRow): RunningTestContext | null {
  if (r.test_id === null || r.section_code === null || r.type === null) return null;
  return {
    id: r.test_id,
    section: r.section_code,
    type: r.type,
    errorsAllowed: r.errors_allowed,
    total: Number(r.total),
    answered: Number(r.answered),
    sectionStatus: r.section_status,
    sectionSchoolId: r.section_school_id,
    chargedAt: r.charged_at,
  };
}

export interface NewReply {
  studentId: number;
  testId: number;
  questionId: number;
  answerId: number;
  correct: boolean;
  clientId: string;
  at: number;
}

/** Inserts the answer; false when its client id was already used (a concurrent retry). */
export async function insertReply(db: Db, r: NewReply): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`
    insert into replies
      (student_id, test_id, question_id, answer_id, is_correct, client_reply_id, answered_at)
    values (${r.studentId}, ${r.testId}, ${r.questionId}, ${r.answerId}, ${r.correct ? 1 : 0},
      ${r.clientId}, ${r.at})
    on conflict (student_id, client_reply_id) do nothing
    returning id`.execute(db);
  return rows.length === 1;
}

export async function touchTest(db: Db, testId: number, at: number): Promise<void> {
  await sql`update tests set date_updated = ${at} where id = ${testId}`.execute(db);
}
