import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Attempt, AnswerWrite, RecordContext } from './record-plan.js';
import { toRecordContext, type ContextRow } from './record-context.js';
import { CATEGORY_MERGE, DAY_MERGE, SECTION_MERGE, STANDING_MERGE } from './record-merges.js';

/*
 * The statements of recording answers on PostgreSQL: a whole round of answers (each student at
 * most once) is read in one statement and written in one, the rows travelling as arrays
 * (`unnest`), so a batch costs a handful of round trips instead of eight per answer. The same
 * reads and writes as record-sqlite.repository.ts. Ids are bound as bigint: an id beyond the
 * column's range matches nothing instead of failing the statement.
 */

/**
 * Serialises the answers of each student of the batch (and the completion of a simulation,
 * which takes `lockStudent`): the checks of a round assume no other transaction records for
 * its students meanwhile. In id order, so two batches never wait on each other in a circle;
 * its own statement, so the reads after it see what a transaction it waited for committed.
 * `no key update`: rows merely referencing the student (a test being started) need not wait.
 */
export async function lockStudentsPg(db: Db, studentIds: readonly number[]): Promise<void> {
  const ids = [...new Set(studentIds)];
  await sql`select user_id from students where user_id = any(${ids}::bigint[])
    order by user_id for no key update`.execute(db);
}

/**
 * What each answer of a round is checked against (undefined: no such student): per answer the
 * same facts as on SQLite, the test's questions and its replies each scanned once (counts, the
 * question asked, an earlier reply), kept apart (`offset 0`) so each runs on its indexes
 * whatever the planner thinks of the array's length.
 */
export async function readContextsPg(
  db: Db,
  attempts: readonly Attempt[],
): Promise<(RecordContext | undefined)[]> {
  const { rows } = await sql<ContextRow & { i: number }>`
    select x.i, c.*
    from unnest(${attempts.map((a) => a.studentId)}::bigint[],
        ${attempts.map((a) => a.testId)}::bigint[],
        ${attempts.map((a) => a.reply.questionId)}::bigint[],
        ${attempts.map((a) => a.reply.id)}::text[])
      with ordinality as x(student_id, test_id, question_id, client_id, i)
    cross join lateral (
      select s.school_verified, t.id as test_id, t.section_code, t.type, t.errors_allowed,
        ss.status as section_status, ss.school_id as section_school_id, ss.charged_at,
        st.progress_sum, st.test_stats,
        qs.level, qs.progress, qs.replies, qs.correct, qs.correct_in_row, qs.wrong,
        qs.scheduler,
        tq.total, tq.in_test,
        -- Counted only for the student's running test (t); an earlier reply under the client id
        -- is looked for in the test named, running or not (a resent answer).
        case when t.id is null then 0 else r.answered end as answered,
        case when t.id is null then 0 else r.right end as "right",
        r.by_client,
        case when t.id is null then null else r.in_test_reply end as in_test_reply
      from students s
      left join tests t
        on t.student_id = s.user_id and t.id = x.test_id and t.status = 'running'
      left join student_sections ss
        on ss.student_id = s.user_id and ss.section_code = t.section_code
      left join section_stats st
        on st.student_id = s.user_id and st.section_code = t.section_code
      left join question_stats qs
        on qs.student_id = s.user_id and qs.question_id = x.question_id
      cross join lateral (
        select count(*) as total,
          max(tq.question_id) filter (where tq.question_id = x.question_id) as in_test
        from test_questions tq where tq.test_id = t.id
      ) tq
      cross join lateral (
        select count(*) as answered, coalesce(sum(r.is_correct), 0) as "right",
          max(r.id) filter (where r.question_id = x.question_id
            and r.client_reply_id = x.client_id and r.student_id = s.user_id) as by_client,
          max(r.id) filter (where r.question_id = x.question_id) as in_test_reply
        from replies r where r.test_id = x.test_id
      ) r
      where s.user_id = x.student_id
      offset 0
    ) c`.execute(db);
  const contexts: (RecordContext | undefined)[] = attempts.map(() => undefined);
  for (const row of rows) contexts[Number(row.i) - 1] = toRecordContext(row);
  return contexts;
}

/** 1 or 0 for a completed simulation's verdict; null otherwise. */
const passedFlag = (w: AnswerWrite): number | null =>
  w.completion === null || w.completion.passed === null ? null : w.completion.passed ? 1 : 0;

const column = <T>(writes: readonly AnswerWrite[], pick: (w: AnswerWrite) => T): T[] =>
  writes.map(pick);

/** The section (and category) counters of a round, one row per answer and section. */
function sectionRows(writes: readonly AnswerWrite[]) {
  const rows = writes.flatMap((w) => w.sections.map((d) => ({ w, d })));
  return {
    student: rows.map((r) => r.w.studentId),
    section: rows.map((r) => r.d.section),
    category: rows.map((r) => r.w.categoryId),
    tests: rows.map((r) => r.d.tests),
    replies: rows.map((r) => r.d.replies),
    correct: rows.map((r) => r.d.correct),
    progress: rows.map((r) => r.d.progress),
    learned: rows.map((r) => r.d.learned),
    strongErrors: rows.map((r) => r.d.strongErrors),
    testStats: rows.map((r) => r.d.testStats),
    at: rows.map((r) => r.w.at),
  };
}

/**
 * Writes a round in one statement: replies, standings, section, category and day counters and
 * the tests. A reply to a question its test already has an answer to throws: the checks ruled
 * it out, so the transaction is lost and its answers are tried again one by one.
 */
export async function writeAnswersPg(db: Db, writes: readonly AnswerWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const w = (pick: (w: AnswerWrite) => unknown) => column(writes, pick);
  const s = sectionRows(writes);
  // Only completions touch the test's row: a running test's dateUpdated is its last answer's
  // time (practice.presenter.ts), so an answer costs no update of a table of four indexes.
  const done = writes.filter((x) => x.completion);
  const { rows } = await sql<{ inserted: number }>`
    with r as (
      insert into replies
        (student_id, test_id, question_id, answer_id, is_correct, client_reply_id, answered_at)
      select * from unnest(${w((x) => x.studentId)}::int[], ${w((x) => x.testId)}::int[],
        ${w((x) => x.questionId)}::int[], ${w((x) => x.answerId)}::int[],
        ${w((x) => (x.correct ? 1 : 0))}::int[], ${w((x) => x.clientId)}::text[],
        ${w((x) => x.at)}::bigint[])
      on conflict (test_id, question_id) do nothing
      returning 1
    ), q as (
      insert into question_stats (student_id, question_id, level, date_viewed, test_viewed,
        progress, replies, correct, correct_in_row, wrong, due_at, scheduler)
      select * from unnest(${w((x) => x.studentId)}::int[], ${w((x) => x.questionId)}::int[],
        ${w((x) => x.standing.level)}::int[], ${w((x) => x.at)}::bigint[],
        ${w((x) => x.testId)}::int[], ${w((x) => x.standing.progress)}::int[],
        ${w((x) => x.standing.replies)}::int[], ${w((x) => x.standing.correct)}::int[],
        ${w((x) => x.standing.correctInRow)}::int[], ${w((x) => x.standing.wrong)}::int[],
        ${w((x) => x.standing.dueAt)}::bigint[], ${w((x) => x.standing.scheduler)}::text[])
      ${sql.raw(STANDING_MERGE)}
    ), s as (
      insert into section_stats (student_id, section_code, tests_total, replies, correct,
        progress_sum, learned, strong_errors, test_stats, updated_at)
      select x.student, x.section, x.tests, x.replies, x.correct, x.progress, x.learned,
        x.strong_errors, coalesce(x.test_stats, '{}'), x.at
      from unnest(${s.student}::int[], ${s.section}::text[], ${s.tests}::int[],
        ${s.replies}::int[], ${s.correct}::int[], ${s.progress}::int[], ${s.learned}::int[],
        ${s.strongErrors}::int[], ${s.testStats}::text[], ${s.at}::bigint[])
        as x(student, section, tests, replies, correct, progress, learned, strong_errors,
          test_stats, at)
      ${sql.raw(SECTION_MERGE)}
    ), c as (
      insert into category_stats (student_id, section_code, category_id, replies, correct,
        progress_sum)
      select * from unnest(${s.student}::int[], ${s.section}::text[], ${s.category}::int[],
        ${s.replies}::int[], ${s.correct}::int[], ${s.progress}::int[])
      ${sql.raw(CATEGORY_MERGE)}
    ), d as (
      insert into daily_activity (student_id, section_code, day, replies, correct, visits)
      select x.student, x.section, x.day, 1, x.correct, 0
      from unnest(${w((x) => x.studentId)}::int[], ${w((x) => x.section)}::text[],
        ${w((x) => x.day)}::text[], ${w((x) => (x.correct ? 1 : 0))}::int[])
        as x(student, section, day, correct)
      ${sql.raw(DAY_MERGE)}
    ), t as (
      update tests set status = 'completed', date_updated = x.at, date_completed = x.at,
        passed = x.passed
      from unnest(${column(done, (x) => x.testId)}::int[], ${column(done, (x) => x.at)}::bigint[],
        ${column(done, passedFlag)}::int[])
        as x(id, at, passed)
      where tests.id = x.id
    )
    select count(*) as inserted from r`.execute(db);
  if (Number(rows[0]?.inserted) !== writes.length) {
    throw new Error("a test's question already has its reply");
  }
}
