import type { Database as SqliteHandle, Statement } from 'better-sqlite3';
import type { Db } from '../../db/database.js';
import { oncePerHandle } from '../../db/once-per-handle.js';
import type { NewTest } from './practice.repository.js';

/*
 * Creating tests on the SQLite thread (wiring/sqlite-procedures.ts): each start's cancel, insert
 * and question rows (on PostgreSQL a batch's together, practice-postgres.repository.ts), prepared
 * once and run synchronously on better-sqlite3's handle. Through Kysely a start's cancel, insert and twenty question rows cost
 * about 200 µs of building and compiling, a tenth of the thread's time flat out.
 */

const CANCEL_RUNNING_SQL = `
  update tests set status = 'cancelled', date_updated = ?
  where student_id = ? and section_code = ? and status = 'running'`;

const INSERT_TEST_SQL = `
  insert into tests (student_id, section_code, type, status, options, minutes, errors_allowed,
    date_started, date_updated)
  values (?, ?, ?, 'running', ?, ?, ?, ?, ?)`;

const INSERT_QUESTION_SQL = `
  insert into test_questions (test_id, position, question_id) values (?, ?, ?)`;

interface Statements {
  cancelRunning: Statement;
  insertTest: Statement;
  insertQuestion: Statement;
}

const statements = oncePerHandle((sqlite): Statements => ({
  cancelRunning: sqlite.prepare(CANCEL_RUNNING_SQL),
  insertTest: sqlite.prepare(INSERT_TEST_SQL),
  insertQuestion: sqlite.prepare(INSERT_QUESTION_SQL),
}));

/** One test, its section's running test cancelled first; its id. */
function createTest(s: Statements, t: NewTest): number {
  s.cancelRunning.run(t.at, t.studentId, t.section);
  const { lastInsertRowid } = s.insertTest.run(
    t.studentId,
    t.section,
    t.type,
    t.options,
    t.minutes,
    t.errorsAllowed,
    t.at,
    t.at,
  );
  const id = Number(lastInsertRowid);
  t.questionIds.forEach((questionId, position) => s.insertQuestion.run(id, position, questionId));
  return id;
}

/**
 * The tests of a batch of starts on the SQLite thread, `db` and `sqlite` its connection: each test
 * in turn, in one transaction; the new tests' ids, in order.
 */
export function createTestsSqlite(
  db: Db,
  sqlite: SqliteHandle,
  creations: readonly NewTest[],
): Promise<number[]> {
  if (creations.length === 0) return Promise.resolve([]);
  const s = statements(sqlite);
  return db.transaction().execute(async () => creations.map((c) => createTest(s, c)));
}
