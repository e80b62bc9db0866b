import { sql } from 'kysely';
import { parseSchedulerState, type SchedulerState } from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { packedRows, unpackRows } from '../../db/packed-rows.js';
import { cachedSectionQuestions } from '../content/section-content-cache.js';

/*
 * Reads of a student's statistics. None of them reads `replies` beyond the few tests listed
 * (simulations): every figure comes from the incremental tables, and per question only the
 * rows of the section's questions (bounded by the bank, ~850 for car).
 */

export interface StudentSummaryRow {
  currentSection: string | null;
  schoolVerified: boolean;
}

export async function findStudentSummary(
  db: Db,
  studentId: number,
): Promise<StudentSummaryRow | undefined> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('students as s', 's.user_id', 'u.id')
    .select(['u.section_code', 's.school_verified'])
    .where('u.id', '=', studentId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { currentSection: row.section_code, schoolVerified: row.school_verified === 1 };
}

export interface SectionSettingsRow {
  code: string;
  questionsPerTest: number;
  minutes: number;
  errorsAllowed: number;
  minSuccess: number;
}

export async function findSectionSettings(
  db: Db,
  code: string,
): Promise<SectionSettingsRow | undefined> {
  const row = await db
    .selectFrom('sections')
    .select(['code', 'questions_per_test', 'minutes', 'errors_allowed', 'min_success'])
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    code: row.code,
    questionsPerTest: row.questions_per_test,
    minutes: row.minutes,
    errorsAllowed: row.errors_allowed,
    minSuccess: row.min_success,
  };
}

export interface SectionStatsRow {
  testsTotal: number;
  replies: number;
  correct: number;
  progressSum: number;
  learned: number;
  strongErrors: number;
  testStats: string;
}

export async function findSectionStats(
  db: Db,
  studentId: number,
  section: string,
): Promise<SectionStatsRow | undefined> {
  const row = await db
    .selectFrom('section_stats')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('section_code', '=', section)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    testsTotal: row.tests_total,
    replies: row.replies,
    correct: row.correct,
    progressSum: row.progress_sum,
    learned: row.learned,
    strongErrors: row.strong_errors,
    testStats: row.test_stats,
  };
}

export interface StandingListRow {
  questionId: number;
  categoryId: number;
  level: number;
  dateViewed: number;
  testViewed: number | null;
  progress: number;
  replies: number;
  correct: number;
  correctInRow: number;
  wrong: number;
}

const STANDING_COLUMNS = [
  'question_id',
  'level',
  'date_viewed',
  'test_viewed',
  'progress',
  'replies',
  'correct',
  'correct_in_row',
  'wrong',
];
type StandingColumns = [
  number,
  number,
  number,
  number | null,
  number,
  number,
  number,
  number,
  number,
];

/**
 * The student's standing on each active question of the section they have answered, by
 * question id: the student's rows joined in memory to the section's remembered questions.
 */
export async function listSectionStandings(
  db: Db,
  studentId: number,
  section: string,
  at: number,
): Promise<StandingListRow[]> {
  const questions = await cachedSectionQuestions(db, section, at);
  const { rows } = await db
    .selectFrom('question_stats')
    .select(packedRows(db, STANDING_COLUMNS).as('rows'))
    .where('student_id', '=', studentId)
    .executeTakeFirstOrThrow();
  const byQuestion = new Map(unpackRows<StandingColumns>(rows).map((r) => [r[0], r]));
  const standings: StandingListRow[] = [];
  for (const q of questions) {
    const r = byQuestion.get(q.id);
    if (!r) continue;
    const [, level, dateViewed, testViewed, progress, replies, correct, correctInRow, wrong] = r;
    standings.push({
      questionId: q.id,
      categoryId: q.categoryId,
      level,
      dateViewed,
      testViewed,
      progress,
      replies,
      correct,
      correctInRow,
      wrong,
    });
  }
  return standings;
}

export interface RunningTestRow {
  id: number;
  type: string;
  total: number;
  answered: number;
}

/** The newest running test of the section with its question and answer counts. */
export async function findRunningTest(
  db: Db,
  studentId: number,
  section: string,
): Promise<RunningTestRow | undefined> {
  const row = await db
    .selectFrom('tests as t')
    .select(['t.id', 't.type'])
    .select((eb) => [
      eb
        .selectFrom('test_questions as tq')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('tq.test_id', '=', 't.id')
        .as('total'),
      eb
        .selectFrom('replies as r')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('r.test_id', '=', 't.id')
        .as('answered'),
    ])
    .where('t.student_id', '=', studentId)
    .where('t.section_code', '=', section)
    .where('t.status', '=', 'running')
    .orderBy('t.id', 'desc')
    .executeTakeFirst();
  if (!row) return undefined;
  return { id: row.id, type: row.type, total: Number(row.total), answered: Number(row.answered) };
}

/** Answers of the student on one Athens day, over every section. */
export async function sumDayReplies(db: Db, studentId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom('daily_activity')
    .select(sql<number>`coalesce(sum(replies), 0)`.as('n'))
    .where('student_id', '=', studentId)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface CategoryStatsRow {
  categoryId: number;
  replies: number;
  correct: number;
  progressSum: number;
}

export async function listCategoryStats(
  db: Db,
  studentId: number,
  section: string,
): Promise<CategoryStatsRow[]> {
  const rows = await db
    .selectFrom('category_stats')
    .select(['category_id', 'replies', 'correct', 'progress_sum'])
    .where('student_id', '=', studentId)
    .where('section_code', '=', section)
    .execute();
  return rows.map((r) => ({
    categoryId: r.category_id,
    replies: r.replies,
    correct: r.correct,
    progressSum: r.progress_sum,
  }));
}

export interface SimulationRow {
  testId: number;
  date: number;
  passed: boolean;
  questions: number;
  right: number;
}

/** The newest completed simulations; counts come from the few rows of each test. */
export async function listSimulations(
  db: Db,
  studentId: number,
  section: string,
  limit: number,
): Promise<SimulationRow[]> {
  const rows = await db
    .selectFrom('tests as t')
    .select(['t.id', 't.date_completed', 't.passed'])
    .select((eb) => [
      eb
        .selectFrom('test_questions as tq')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('tq.test_id', '=', 't.id')
        .as('questions'),
      eb
        .selectFrom('replies as r')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('r.test_id', '=', 't.id')
        .where('r.is_correct', '=', 1)
        .as('right'),
    ])
    .where('t.student_id', '=', studentId)
    .where('t.section_code', '=', section)
    .where('t.status', '=', 'completed')
    .where('t.type', '=', 'simulation')
    .orderBy('t.date_completed', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    testId: r.id,
    date: r.date_completed ?? 0,
    passed: r.passed === 1,
    questions: Number(r.questions),
    right: Number(r.right),
  }));
}

/** Whether each simulation completed since `since` (epoch ms) passed, the newest first. */
export async function listRecentSimulationPasses(
  db: Db,
  studentId: number,
  section: string,
  since: number,
  limit: number,
): Promise<boolean[]> {
  const rows = await db
    .selectFrom('tests')
    .select('passed')
    .where('student_id', '=', studentId)
    .where('section_code', '=', section)
    .where('status', '=', 'completed')
    .where('type', '=', 'simulation')
    .where('date_completed', '>=', since)
    .orderBy('date_completed', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.passed === 1);
}

/** Answers and right answers in the section from `fromDay` (YYYY-MM-DD) on. */
export async function sumRecentReplies(
  db: Db,
  studentId: number,
  section: string,
  fromDay: string,
): Promise<{ replies: number; correct: number }> {
  const row = await db
    .selectFrom('daily_activity')
    .select([
      sql<number>`coalesce(sum(replies), 0)`.as('replies'),
      sql<number>`coalesce(sum(correct), 0)`.as('correct'),
    ])
    .where('student_id', '=', studentId)
    .where('section_code', '=', section)
    .where('day', '>=', fromDay)
    .executeTakeFirstOrThrow();
  return { replies: Number(row.replies), correct: Number(row.correct) };
}

export interface DayRow {
  day: string;
  visits: number;
  replies: number;
  correct: number;
}

/** The section's daily activity from `fromDay` (YYYY-MM-DD) on, oldest first. */
export async function listDays(
  db: Db,
  studentId: number,
  section: string,
  fromDay: string,
): Promise<DayRow[]> {
  return db
    .selectFrom('daily_activity')
    .select(['day', 'visits', 'replies', 'correct'])
    .where('student_id', '=', studentId)
    .where('section_code', '=', section)
    .where('day', '>=', fromDay)
    .orderBy('day')
    .execute();
}

/**
 * The answer the student gave each question in the test that last showed it (the standing's
 * `test_viewed`): a look-up by the (test, question) index, never a scan of the student's
 * answers. Question id → [answer id, right].
 */
export async function listLatestAnswers(
  db: Db,
  shown: readonly { questionId: number; testViewed: number | null }[],
): Promise<Map<number, { answerId: number; correct: boolean }>> {
  const pairs = shown.filter((s) => s.testViewed !== null);
  if (pairs.length === 0) return new Map();
  const rows = await db
    .selectFrom('replies')
    .select(['test_id', 'question_id', 'answer_id', 'is_correct'])
    .where('test_id', 'in', [...new Set(pairs.map((p) => p.testViewed!))])
    .where(
      'question_id',
      'in',
      pairs.map((p) => p.questionId),
    )
    .execute();
  const wanted = new Map(pairs.map((p) => [p.questionId, p.testViewed]));
  const latest = new Map<number, { answerId: number; correct: boolean }>();
  for (const r of rows) {
    if (wanted.get(r.question_id) !== r.test_id) continue;
    latest.set(r.question_id, { answerId: r.answer_id, correct: r.is_correct === 1 });
  }
  return latest;
}

/**
 * The student's memory card (question_stats.scheduler, docs/SCORING.md) of every question they
 * have answered, by question id; the pass probability weighs each of the section's questions
 * by it.
 */
export async function listSchedulerCards(
  db: Db,
  studentId: number,
): Promise<Map<number, SchedulerState | null>> {
  const rows = await db
    .selectFrom('question_stats')
    .select(['question_id', 'scheduler'])
    .where('student_id', '=', studentId)
    .execute();
  return new Map(rows.map((r) => [r.question_id, parseSchedulerState(r.scheduler)]));
}
