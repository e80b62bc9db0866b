import {
  ExamStatus,
  Limits,
  SectionStatus,
  seededRandom,
  StudentSchoolStatus,
  UserStatus,
} from '@kokpit/shared';
import { inBoundedTransactions, MAX_ROWS_PER_TRANSACTION } from '../../db/bounded-transactions.js';
import type { Db } from '../../db/database.js';
import { insertStudent } from '../signup/signup.repository.js';
import { refreshStudentSearchText } from '../students/student.repository.js';
import { athensDay } from '../statistics/athens-day.js';
import { insertUser } from '../users/user.repository.js';
import {
  planDemoClass,
  planStandings,
  type ClassMember,
  type PlannedStanding,
  type PlanQuestion,
} from './demo-class-plan.js';

/*
 * Writes the demo school's class (demo-class-plan.ts): each student's account in one short
 * transaction, then their standings, counters, days and simulations in chunks of at most 100
 * rows (db/bounded-transactions.ts), so the seed never holds SQLite's connection for long.
 * A student whose username exists is left alone, so a second run adds only what is missing.
 */

const DAY = 24 * 60 * 60 * 1000;
const SECTION = 'car';
const SIMULATION_QUESTIONS = 30;

/** The car section's active questions, with one right and one wrong answer each. */
async function loadPlanQuestions(db: Db): Promise<PlanQuestion[]> {
  const rows = await db
    .selectFrom('section_questions as sq')
    .innerJoin('questions as q', 'q.id', 'sq.question_id')
    .innerJoin('answers as a', 'a.question_id', 'q.id')
    .select(['q.id', 'q.category_id', 'a.id as answer_id', 'a.is_correct'])
    .where('sq.section_code', '=', SECTION)
    .where('q.active', '=', 1)
    .orderBy('q.id')
    .orderBy('a.no')
    .execute();
  const byQuestion = new Map<number, PlanQuestion>();
  for (const r of rows) {
    const q = byQuestion.get(r.id) ?? {
      id: r.id,
      categoryId: r.category_id,
      rightAnswerId: 0,
      wrongAnswerId: 0,
    };
    if (r.is_correct === 1 && !q.rightAnswerId) q.rightAnswerId = r.answer_id;
    if (r.is_correct !== 1 && !q.wrongAnswerId) q.wrongAnswerId = r.answer_id;
    byQuestion.set(r.id, q);
  }
  return [...byQuestion.values()].filter((q) => q.rightAnswerId && q.wrongAnswerId);
}

async function insertMember(
  db: Db,
  m: ClassMember,
  school: { id: number; passwordHash: string },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const pending = m.schoolStatus === StudentSchoolStatus.pending;
    const userId = await insertUser(trx, {
      username: m.username,
      email: m.email,
      passwordHash: school.passwordHash,
      firstName: m.firstName,
      lastName: m.lastName,
      lang: 'el',
      status: UserStatus.active,
      sectionCode: SECTION,
      isDemo: pending,
      roles: ['student'],
    });
    await insertStudent(trx, {
      userId,
      schoolId: school.id,
      schoolStatus: m.schoolStatus,
      schoolVerified: !pending,
      age: 18 + (m.username.length % 9),
      gender: null,
      level: 1 + Math.floor(m.progress / 25),
      at: m.joinedAt,
    });
    await trx
      .updateTable('students')
      .set({
        phone: m.phone,
        comments: m.comments,
        archive_result: m.archiveResult,
        archived_at: m.archivedAt,
        archive_comment: m.archiveComment,
        created_at: m.joinedAt,
      })
      .where('user_id', '=', userId)
      .execute();
    await trx
      .updateTable('users')
      .set({ last_access: m.lastAccess, created_at: m.joinedAt })
      .where('id', '=', userId)
      .execute();
    await refreshStudentSearchText(trx, userId);
    const exam =
      m.archiveResult === 1
        ? ExamStatus.passedFirst
        : m.archiveResult === 2
          ? ExamStatus.passedSecond
          : ExamStatus.none;
    for (const code of m.withBike ? [SECTION, 'bike'] : [SECTION]) {
      await trx
        .insertInto('student_sections')
        .values({
          student_id: userId,
          section_code: code,
          status: pending ? SectionStatus.requested : SectionStatus.activated,
          exam_status: code === SECTION ? exam : ExamStatus.none,
          school_id: school.id,
          requested_at: m.joinedAt,
          activated_at: pending ? null : m.joinedAt + DAY,
          charged_at:
            !pending && code === SECTION && m.progress >= Limits.schoolChargeProgress
              ? m.joinedAt + 5 * DAY
              : null,
          updated_at: m.joinedAt,
        })
        .execute();
    }
    return userId;
  });
}

/** Replies per Athens day over the weeks the standings were answered in. */
function planDays(standings: PlannedStanding[]) {
  const days = new Map<string, { replies: number; correct: number }>();
  for (const s of standings) {
    const day = athensDay(s.dateViewed);
    const d = days.get(day) ?? { replies: 0, correct: 0 };
    d.replies += s.replies;
    d.correct += s.correct;
    days.set(day, d);
  }
  return [...days.entries()];
}

async function writeActivity(
  db: Db,
  studentId: number,
  m: ClassMember,
  questions: readonly PlanQuestion[],
  random: () => number,
  now: number,
): Promise<void> {
  const standings = planStandings(m, questions, now, random);
  if (standings.length === 0) return;
  await inBoundedTransactions(db, standings, MAX_ROWS_PER_TRANSACTION, async (trx, chunk) => {
    await trx
      .insertInto('question_stats')
      .values(
        chunk.map((s) => ({
          student_id: studentId,
          question_id: s.questionId,
          level: s.level,
          date_viewed: s.dateViewed,
          progress: s.progress,
          replies: s.replies,
          correct: s.correct,
          correct_in_row: s.correctInRow,
          wrong: s.wrong,
          due_at: s.dateViewed + s.level * 2 * DAY,
        })),
      )
      .execute();
  });
  const simulations = await writeSimulations(db, studentId, m, questions, random);
  const sum = (f: (s: PlannedStanding) => number, of = standings) =>
    of.reduce((n, s) => n + f(s), 0);
  const replies = sum((s) => s.replies);
  const correct = sum((s) => s.correct);
  const progressTests = Math.max(1, Math.round(replies / 20));
  const testStats = {
    progress: { count: progressTests, answers: replies, right: correct },
    simulation: {
      count: simulations.length,
      answers: simulations.length * SIMULATION_QUESTIONS,
      right: simulations.reduce((n, s) => n + s.right, 0),
      passed: simulations.filter((s) => s.passed).length,
    },
  };
  const categories = [...new Set(standings.map((s) => s.categoryId))];
  const days = planDays(standings);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('section_stats')
      .values({
        student_id: studentId,
        section_code: SECTION,
        tests_total: progressTests + simulations.length,
        replies,
        correct,
        progress_sum: sum((s) => s.progress),
        learned: standings.filter((s) => s.progress > Limits.learnedProgress).length,
        strong_errors: standings.filter((s) => s.wrong > 2).length,
        test_stats: JSON.stringify(testStats),
        updated_at: m.lastAccess,
      })
      .execute();
    await trx
      .insertInto('category_stats')
      .values(
        categories.map((categoryId) => {
          const of = standings.filter((s) => s.categoryId === categoryId);
          return {
            student_id: studentId,
            section_code: SECTION,
            category_id: categoryId,
            replies: sum((s) => s.replies, of),
            correct: sum((s) => s.correct, of),
            progress_sum: sum((s) => s.progress, of),
          };
        }),
      )
      .execute();
  });
  await inBoundedTransactions(db, days, MAX_ROWS_PER_TRANSACTION, async (trx, chunk) => {
    await trx
      .insertInto('daily_activity')
      .values(
        chunk.map(([day, d]) => ({
          student_id: studentId,
          section_code: SECTION,
          day,
          replies: d.replies,
          correct: d.correct,
          visits: 1 + (d.replies % 2),
        })),
      )
      .execute();
  });
}

/** Completed ministry tests, each with its 30 questions and answers (61 rows a transaction). */
async function writeSimulations(
  db: Db,
  studentId: number,
  m: ClassMember,
  questions: readonly PlanQuestion[],
  random: () => number,
): Promise<{ right: number; passed: boolean }[]> {
  if (questions.length < SIMULATION_QUESTIONS) return [];
  const results: { right: number; passed: boolean }[] = [];
  for (let k = 0; k < m.simulations; k++) {
    const started = m.lastAccess - (m.simulations - k) * 2 * DAY;
    const offset = Math.floor(random() * (questions.length - SIMULATION_QUESTIONS + 1));
    const picked = questions.slice(offset, offset + SIMULATION_QUESTIONS);
    // The later the test and the further along, the fewer the mistakes.
    const errorChance = Math.max(0.01, 0.25 - m.progress / 400 - k * 0.02);
    const answers = picked.map((q) => (random() < errorChance ? q.wrongAnswerId : q.rightAnswerId));
    const right = answers.filter((a, i) => a === picked[i]!.rightAnswerId).length;
    const passed = SIMULATION_QUESTIONS - right <= 1;
    await db.transaction().execute(async (trx) => {
      const test = await trx
        .insertInto('tests')
        .values({
          student_id: studentId,
          section_code: SECTION,
          type: 'simulation',
          status: 'completed',
          minutes: 35,
          errors_allowed: 1,
          passed: passed ? 1 : 0,
          date_started: started,
          date_updated: started + 25 * 60 * 1000,
          date_completed: started + 25 * 60 * 1000,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('test_questions')
        .values(picked.map((q, position) => ({ test_id: test.id, position, question_id: q.id })))
        .execute();
      await trx
        .insertInto('replies')
        .values(
          picked.map((q, i) => ({
            student_id: studentId,
            test_id: test.id,
            question_id: q.id,
            answer_id: answers[i]!,
            is_correct: answers[i] === q.rightAnswerId ? 1 : 0,
            client_reply_id: `demo-${test.id}-${i}`,
            answered_at: started + (i + 1) * 40 * 1000,
          })),
        )
        .execute();
    });
    results.push({ right, passed });
  }
  return results;
}

/**
 * Seeds the demo school's class; how many students were added (0 when the class is there).
 * `passwordHash` gives the demo accounts' password hashed, once for all.
 */
export async function seedDemoClass(
  db: Db,
  school: { id: number; passwordHash: () => Promise<string> },
  now = Date.now(),
): Promise<number> {
  const members = planDemoClass(now);
  const existing = new Set(
    (
      await db
        .selectFrom('users')
        .select('username')
        .where(
          'username',
          'in',
          members.map((m) => m.username),
        )
        .execute()
    ).map((r) => r.username),
  );
  const missing = members.filter((m) => !existing.has(m.username));
  if (missing.length === 0) return 0;
  const questions = await loadPlanQuestions(db);
  const random = seededRandom(2026);
  const account = { id: school.id, passwordHash: await school.passwordHash() };
  for (const m of missing) {
    const id = await insertMember(db, m, account);
    await writeActivity(db, id, m, questions, random, now);
  }
  return missing.length;
}
