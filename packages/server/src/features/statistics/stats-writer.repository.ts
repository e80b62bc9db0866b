import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/*
 * Writes of the incremental statistics: a student's standing per question, and counters per
 * section, category and day. Counters are added in SQL (`x = x + excluded.x`), so they never
 * depend on a value read earlier in the transaction. The statements run on every answer, so
 * they use the `sql` tag (about 4 µs to build, against 25 µs for the query builder); the SQL is
 * the same on SQLite and PostgreSQL.
 */

export interface StandingRow {
  level: number;
  progress: number;
  replies: number;
  correct: number;
  correct_in_row: number;
  wrong: number;
  scheduler: string;
}

export interface StandingWrite extends StandingRow {
  studentId: number;
  questionId: number;
  testId: number;
  at: number;
  dueAt: number;
}

export async function saveStanding(db: Db, s: StandingWrite): Promise<void> {
  await sql`
    insert into question_stats (student_id, question_id, level, date_viewed, test_viewed,
      progress, replies, correct, correct_in_row, wrong, due_at, scheduler)
    values (${s.studentId}, ${s.questionId}, ${s.level}, ${s.at}, ${s.testId}, ${s.progress},
      ${s.replies}, ${s.correct}, ${s.correct_in_row}, ${s.wrong}, ${s.dueAt}, ${s.scheduler})
    on conflict (student_id, question_id) do update set
      level = excluded.level, date_viewed = excluded.date_viewed,
      test_viewed = excluded.test_viewed, progress = excluded.progress,
      replies = excluded.replies, correct = excluded.correct,
      correct_in_row = excluded.correct_in_row, wrong = excluded.wrong,
      due_at = excluded.due_at, scheduler = excluded.scheduler`.execute(db);
}

/** What one answer adds to a section's counters. */
export interface SectionDelta {
  section: string;
  replies: number;
  correct: number;
  progress: number;
  learned: number;
  strongErrors: number;
}

/** Adds to each section's counters; answers each section's progress sum after the change. */
export async function addToSectionStats(
  db: Db,
  studentId: number,
  deltas: readonly SectionDelta[],
  at: number,
): Promise<{ section: string; progressSum: number }[]> {
  if (deltas.length === 0) return [];
  const values = deltas.map(
    (d) =>
      sql`(${studentId}, ${d.section}, ${d.replies}, ${d.correct}, ${d.progress}, ${d.learned}, ${d.strongErrors}, ${at})`,
  );
  const { rows } = await sql<{ section_code: string; progress_sum: number }>`
    insert into section_stats (student_id, section_code, replies, correct, progress_sum,
      learned, strong_errors, updated_at)
    values ${sql.join(values)}
    on conflict (student_id, section_code) do update set
      replies = section_stats.replies + excluded.replies,
      correct = section_stats.correct + excluded.correct,
      progress_sum = section_stats.progress_sum + excluded.progress_sum,
      learned = section_stats.learned + excluded.learned,
      strong_errors = section_stats.strong_errors + excluded.strong_errors,
      updated_at = excluded.updated_at
    returning section_code, progress_sum`.execute(db);
  return rows.map((r) => ({ section: r.section_code, progressSum: Number(r.progress_sum) }));
}

export async function addToCategoryStats(
  db: Db,
  studentId: number,
  categoryId: number,
  deltas: readonly SectionDelta[],
): Promise<void> {
  if (deltas.length === 0) return;
  const values = deltas.map(
    (d) =>
      sql`(${studentId}, ${d.section}, ${categoryId}, ${d.replies}, ${d.correct}, ${d.progress})`,
  );
  await sql`
    insert into category_stats (student_id, section_code, category_id, replies, correct,
      progress_sum)
    values ${sql.join(values)}
    on conflict (student_id, section_code, category_id) do update set
      replies = category_stats.replies + excluded.replies,
      correct = category_stats.correct + excluded.correct,
      progress_sum = category_stats.progress_sum + excluded.progress_sum`.execute(db);
}

/** Adds to the student's counters of one Athens day in one section. */
export async function addToDailyActivity(
  db: Db,
  a: { studentId: number; section: string; day: string; replies: number; correct: number },
): Promise<void> {
  await sql`
    insert into daily_activity (student_id, section_code, day, replies, correct, visits)
    values (${a.studentId}, ${a.section}, ${a.day}, ${a.replies}, ${a.correct}, 0)
    on conflict (student_id, section_code, day) do update set
      replies = daily_activity.replies + excluded.replies,
      correct = daily_activity.correct + excluded.correct`.execute(db);
}

export async function findTestStatsJson(
  db: Db,
  studentId: number,
  section: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('section_stats')
    .select('test_stats')
    .where('student_id', '=', studentId)
    .where('section_code', '=', section)
    .executeTakeFirst();
  return row?.test_stats;
}

/** One more completed test in the section, with the per-type counters already computed. */
export async function saveCompletedTest(
  db: Db,
  r: { studentId: number; section: string; testStats: string; at: number },
): Promise<void> {
  await db
    .insertInto('section_stats')
    .values({
      student_id: r.studentId,
      section_code: r.section,
      tests_total: 1,
      test_stats: r.testStats,
      updated_at: r.at,
    })
    .onConflict((oc) =>
      oc.columns(['student_id', 'section_code']).doUpdateSet((eb) => ({
        tests_total: eb('section_stats.tests_total', '+', 1),
        test_stats: eb.ref('excluded.test_stats'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}
