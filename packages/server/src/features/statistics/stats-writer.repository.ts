import type { Db } from '../../db/database.js';

/*
 * Writes of the incremental statistics: a student's standing per question, and counters per
 * section, category and day. Counters are added in SQL (`x = x + excluded.x`), so they never
 * depend on a value read earlier in the transaction.
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

/** The student's standing on one question, or undefined when never answered. */
export async function findStanding(
  db: Db,
  studentId: number,
  questionId: number,
): Promise<StandingRow | undefined> {
  return db
    .selectFrom('question_stats')
    .select(['level', 'progress', 'replies', 'correct', 'correct_in_row', 'wrong', 'scheduler'])
    .where('student_id', '=', studentId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
}

export interface StandingWrite extends StandingRow {
  studentId: number;
  questionId: number;
  testId: number;
  at: number;
  dueAt: number;
}

export async function saveStanding(db: Db, s: StandingWrite): Promise<void> {
  const values = {
    level: s.level,
    date_viewed: s.at,
    test_viewed: s.testId,
    progress: s.progress,
    replies: s.replies,
    correct: s.correct,
    correct_in_row: s.correct_in_row,
    wrong: s.wrong,
    due_at: s.dueAt,
    scheduler: s.scheduler,
  };
  await db
    .insertInto('question_stats')
    .values({ student_id: s.studentId, question_id: s.questionId, ...values })
    .onConflict((oc) => oc.columns(['student_id', 'question_id']).doUpdateSet(values))
    .execute();
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
  const rows = await db
    .insertInto('section_stats')
    .values(
      deltas.map((d) => ({
        student_id: studentId,
        section_code: d.section,
        replies: d.replies,
        correct: d.correct,
        progress_sum: d.progress,
        learned: d.learned,
        strong_errors: d.strongErrors,
        updated_at: at,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['student_id', 'section_code']).doUpdateSet((eb) => ({
        replies: eb('section_stats.replies', '+', eb.ref('excluded.replies')),
        correct: eb('section_stats.correct', '+', eb.ref('excluded.correct')),
        progress_sum: eb('section_stats.progress_sum', '+', eb.ref('excluded.progress_sum')),
        learned: eb('section_stats.learned', '+', eb.ref('excluded.learned')),
        strong_errors: eb('section_stats.strong_errors', '+', eb.ref('excluded.strong_errors')),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning(['section_code', 'progress_sum'])
    .execute();
  return rows.map((r) => ({ section: r.section_code, progressSum: Number(r.progress_sum) }));
}

export async function addToCategoryStats(
  db: Db,
  studentId: number,
  categoryId: number,
  deltas: readonly SectionDelta[],
): Promise<void> {
  if (deltas.length === 0) return;
  await db
    .insertInto('category_stats')
    .values(
      deltas.map((d) => ({
        student_id: studentId,
        section_code: d.section,
        category_id: categoryId,
        replies: d.replies,
        correct: d.correct,
        progress_sum: d.progress,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['student_id', 'section_code', 'category_id']).doUpdateSet((eb) => ({
        replies: eb('category_stats.replies', '+', eb.ref('excluded.replies')),
        correct: eb('category_stats.correct', '+', eb.ref('excluded.correct')),
        progress_sum: eb('category_stats.progress_sum', '+', eb.ref('excluded.progress_sum')),
      })),
    )
    .execute();
}

/** Adds to the student's counters of one Athens day in one section. */
export async function addToDailyActivity(
  db: Db,
  a: {
    studentId: number;
    section: string;
    day: string;
    replies: number;
    correct: number;
    visits: number;
  },
): Promise<void> {
  await db
    .insertInto('daily_activity')
    .values({
      student_id: a.studentId,
      section_code: a.section,
      day: a.day,
      replies: a.replies,
      correct: a.correct,
      visits: a.visits,
    })
    .onConflict((oc) =>
      oc.columns(['student_id', 'section_code', 'day']).doUpdateSet((eb) => ({
        replies: eb('daily_activity.replies', '+', eb.ref('excluded.replies')),
        correct: eb('daily_activity.correct', '+', eb.ref('excluded.correct')),
        visits: eb('daily_activity.visits', '+', eb.ref('excluded.visits')),
      })),
    )
    .execute();
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
