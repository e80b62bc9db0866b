import type { Db } from '../../db/database.js';

/* SQL of completing a simulation on the server (its time ran out, or the student finished). */

export interface RunningSimulationRow {
  id: number;
  studentId: number;
  section: string;
  type: string;
  dateStarted: number;
  minutes: number;
  errorsAllowed: number | null;
}

/** The student's running simulations (one per section at most). */
export async function listRunningSimulations(
  db: Db,
  studentId: number,
): Promise<RunningSimulationRow[]> {
  const rows = await db
    .selectFrom('tests')
    .select(['id', 'section_code', 'type', 'date_started', 'minutes', 'errors_allowed'])
    .where('student_id', '=', studentId)
    .where('status', '=', 'running')
    .where('type', '=', 'simulation')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    studentId,
    section: r.section_code,
    type: r.type,
    dateStarted: r.date_started,
    minutes: r.minutes,
    errorsAllowed: r.errors_allowed,
  }));
}

export async function countTestQuestions(db: Db, testId: number): Promise<number> {
  const row = await db
    .selectFrom('test_questions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('test_id', '=', testId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Completes the test if it is still running; false when something else completed it first. */
export async function completeRunningTest(
  db: Db,
  testId: number,
  at: number,
  passed: boolean,
): Promise<boolean> {
  const r = await db
    .updateTable('tests')
    .set({ status: 'completed', date_updated: at, date_completed: at, passed: passed ? 1 : 0 })
    .where('id', '=', testId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
