import type { Database as SqliteHandle, Statement } from 'better-sqlite3';
import { oncePerHandle } from '../../db/once-per-handle.js';
import type { Attempt, AnswerWrite, RecordContext } from './record-plan.js';
import { toRecordContext, type ContextRow } from './record-context.js';
import { CATEGORY_MERGE, DAY_MERGE, SECTION_MERGE, STANDING_MERGE } from './record-merges.js';

/*
 * The statements of recording answers on SQLite, run synchronously on the SQLite thread as its
 * procedures (wiring/sqlite-procedures.ts), prepared once: a round of answers is one message there
 * and one back, its statements costing no promise, no query compilation and no message each.
 * Called inside the transaction of record-batch.ts. The same reads and writes as
 * record-postgres.repository.ts.
 */

/**
 * Parameters, in the order they appear: test, question, client reply id (the reply already
 * recorded under this id: the one of this test and question, migration 0005), question, test,
 * question, student.
 */
const CONTEXT_SQL = `
  select s.school_verified, t.id as test_id, t.section_code, t.type, t.errors_allowed,
    ss.status as section_status, ss.school_id as section_school_id, ss.charged_at,
    st.progress_sum, st.test_stats,
    qs.level, qs.progress, qs.replies, qs.correct, qs.correct_in_row, qs.wrong, qs.scheduler,
    (select count(*) from replies r where r.test_id = t.id) as answered,
    (select r.id from replies r
      where r.test_id = ? and r.question_id = ? and r.client_reply_id = ?
        and r.student_id = s.user_id) as by_client,
    (select r.id from replies r
      where r.test_id = t.id and r.question_id = ?) as in_test_reply
  from students s
  left join tests t on t.student_id = s.user_id and t.id = ? and t.status = 'running'
  left join student_sections ss on ss.student_id = s.user_id and ss.section_code = t.section_code
  left join section_stats st on st.student_id = s.user_id and st.section_code = t.section_code
  left join question_stats qs on qs.student_id = s.user_id and qs.question_id = ?
  where s.user_id = ?`;

/*
 * The context is read as an array of values (`raw`), not an object: better-sqlite3 builds each
 * row object value by value in native code, a microsecond for every few columns, and this row
 * of twenty is read for every answer. `contextRow` names the values by position; preparing the
 * statement checks it against the statement's own column names.
 */
type ContextValues = readonly unknown[];

function prepareContext(sqlite: SqliteHandle): Statement {
  const statement = sqlite.prepare(CONTEXT_SQL).raw();
  // Fed the column names as values, each field must hold its own name.
  const probe: Record<string, unknown> = { ...contextRow(statement.columns().map((c) => c.name)) };
  const wrong = Object.entries(probe).filter(
    ([field, value]) => !['total', 'in_test', 'right'].includes(field) && field !== value,
  );
  if (wrong.length > 0) throw new Error(`context columns out of place: ${wrong.join('; ')}`);
  return statement;
}

/** The context row from its values; the test's own facts are filled in by the caller. */
function contextRow(v: ContextValues): ContextRow {
  return {
    school_verified: v[0] as number,
    test_id: v[1] as number | null,
    section_code: v[2] as string | null,
    type: v[3] as string | null,
    errors_allowed: v[4] as number | null,
    section_status: v[5] as number | null,
    section_school_id: v[6] as number | null,
    charged_at: v[7] as number | null,
    progress_sum: v[8] as number | null,
    test_stats: v[9] as string | null,
    level: v[10] as number | null,
    progress: v[11] as number | null,
    replies: v[12] as number | null,
    correct: v[13] as number | null,
    correct_in_row: v[14] as number | null,
    wrong: v[15] as number | null,
    scheduler: v[16] as string | null,
    answered: v[17] as number,
    by_client: v[18] as number | null,
    in_test_reply: v[19] as number | null,
    total: 0,
    in_test: null,
    right: null,
  };
}

/** A test's questions never change once it is created: they are remembered (see below). */
const TEST_QUESTIONS_SQL = `select question_id from test_questions where test_id = ?`;

/** Right answers of a test, read only for the answer that completes it. */
const RIGHT_SQL = `select coalesce(sum(is_correct), 0) from replies where test_id = ?`;

const INSERT_REPLY_SQL = `
  insert into replies
    (student_id, test_id, question_id, answer_id, is_correct, client_reply_id, answered_at)
  values (?, ?, ?, ?, ?, ?, ?)
  on conflict (test_id, question_id) do nothing`;

const SAVE_STANDING_SQL = `
  insert into question_stats (student_id, question_id, level, date_viewed, test_viewed,
    progress, replies, correct, correct_in_row, wrong, due_at, scheduler)
  values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
${STANDING_MERGE}`;

const ADD_SECTION_SQL = `
  insert into section_stats (student_id, section_code, tests_total, replies, correct,
    progress_sum, learned, strong_errors, test_stats, updated_at)
  values (?, ?, ?, ?, ?, ?, ?, ?, coalesce(?, '{}'), ?)
${SECTION_MERGE}`;

const ADD_CATEGORY_SQL = `
  insert into category_stats (student_id, section_code, category_id, replies, correct,
    progress_sum)
  values (?, ?, ?, ?, ?, ?)
${CATEGORY_MERGE}`;

const ADD_DAY_SQL = `
  insert into daily_activity (student_id, section_code, day, replies, correct, visits)
  values (?, ?, ?, 1, ?, 0)
${DAY_MERGE}`;

const FINISH_TEST_SQL = `
  update tests set status = 'completed', date_updated = ?, date_completed = ?, passed = ?
  where id = ?`;

interface Statements {
  context: Statement;
  testQuestions: Statement;
  right: Statement;
  insertReply: Statement;
  saveStanding: Statement;
  addSection: Statement;
  addCategory: Statement;
  addDay: Statement;
  finishTest: Statement;
}

const statements = oncePerHandle((sqlite): Statements => ({
  context: prepareContext(sqlite),
  testQuestions: sqlite.prepare(TEST_QUESTIONS_SQL).pluck(),
  right: sqlite.prepare(RIGHT_SQL).pluck(),
  insertReply: sqlite.prepare(INSERT_REPLY_SQL),
  saveStanding: sqlite.prepare(SAVE_STANDING_SQL),
  addSection: sqlite.prepare(ADD_SECTION_SQL),
  addCategory: sqlite.prepare(ADD_CATEGORY_SQL),
  addDay: sqlite.prepare(ADD_DAY_SQL),
  finishTest: sqlite.prepare(FINISH_TEST_SQL),
}));

/*
 * The questions of a test, by test id: each answer asks whether its question is one of them and
 * how many there are, which in SQL is a look-up of every row of the test (test_questions is
 * keyed by position). Ids are never reused, and a test's questions never change.
 */
const MAX_TESTS = 20_000;
const testQuestions = oncePerHandle(() => new Map<number, Set<number>>());

function questionsOf(sqlite: SqliteHandle, s: Statements, testId: number): Set<number> {
  const byTest = testQuestions(sqlite);
  let ids = byTest.get(testId);
  if (!ids) {
    ids = new Set(s.testQuestions.all(testId) as number[]);
    if (byTest.size >= MAX_TESTS) byTest.delete(byTest.keys().next().value!);
    byTest.set(testId, ids);
  }
  return ids;
}

/** What each answer of a round is checked against (undefined: no such student). */
export function readContextsSqlite(
  sqlite: SqliteHandle,
  attempts: readonly Attempt[],
): (RecordContext | undefined)[] {
  const s = statements(sqlite);
  return attempts.map((a) => {
    const { questionId } = a.reply;
    // Positional, in the order the statement names them (binding by name costs a look-up each).
    const { testId, studentId } = a;
    const values = s.context.get(
      testId,
      questionId,
      a.reply.id,
      questionId,
      testId,
      questionId,
      studentId,
    ) as ContextValues | undefined;
    if (!values) return undefined;
    const row = contextRow(values);
    const questions = row.test_id === null ? null : questionsOf(sqlite, s, row.test_id);
    row.total = questions?.size ?? 0;
    row.in_test = questions?.has(questionId) ? questionId : null;
    const completes = Number(row.answered) + 1 >= row.total;
    row.right = completes && row.test_id !== null ? (s.right.get(row.test_id) as number) : null;
    return toRecordContext(row);
  });
}

/**
 * Writes the answers of a round. A reply to a question its test already has an answer to
 * throws: the checks ruled it out, so the transaction is lost and its answers are tried again
 * one by one.
 */
export function writeAnswersSqlite(sqlite: SqliteHandle, writes: readonly AnswerWrite[]): void {
  const s = statements(sqlite);
  for (const w of writes) {
    const { studentId: student, at } = w;
    const inserted = s.insertReply.run(
      student,
      w.testId,
      w.questionId,
      w.answerId,
      w.correct ? 1 : 0,
      w.clientId,
      at,
    );
    if (inserted.changes !== 1) throw new Error("a test's question already has its reply");
    const q = w.standing;
    s.saveStanding.run(
      student,
      w.questionId,
      q.level,
      at,
      w.testId,
      q.progress,
      q.replies,
      q.correct,
      q.correctInRow,
      q.wrong,
      q.dueAt,
      q.scheduler,
    );
    for (const d of w.sections) {
      s.addSection.run(
        student,
        d.section,
        d.tests,
        d.replies,
        d.correct,
        d.progress,
        d.learned,
        d.strongErrors,
        d.testStats,
        at,
      );
      s.addCategory.run(student, d.section, w.categoryId, d.replies, d.correct, d.progress);
    }
    s.addDay.run(student, w.section, w.day, w.correct ? 1 : 0);
    // A running test's own row is not touched per answer: its dateUpdated is its last answer's
    // time (practice.presenter.ts).
    if (w.completion) {
      const passed = w.completion.passed;
      s.finishTest.run(at, at, passed === null ? null : passed ? 1 : 0, w.testId);
    }
  }
}
