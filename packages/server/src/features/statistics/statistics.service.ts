import {
  answerChance,
  dailyRecommendation,
  GUESS_CHANCE,
  examReadiness,
  overallProgress,
  passProbability,
  powerPercent,
  progressCap,
  isOpenError,
  questionErrorStrength,
  ResultCode,
  type Highlights,
  type Language,
  type SectionStatistics,
  type TestType,
} from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/app-error.js';
import { now } from '../../core/clock.js';
import { cachedCategories, cachedSectionQuestions } from '../content/section-content-cache.js';
import { athensDay, athensDayBefore } from './athens-day.js';
import { cachedQuestions } from '../practice/question-cache.js';
import {
  presentCategoryProgress,
  presentCategoryStats,
  presentErrors,
  presentQuestionStats,
  rankErrors,
} from './statistics.presenter.js';
import {
  findSectionSettings,
  findStudentSummary,
  listCategoryStats,
  listDays,
  listLatestAnswers,
  listSchedulerCards,
  listSectionStandings,
  listSimulations,
  sumDayReplies,
  type SectionSettingsRow,
  type StandingListRow,
  type StudentSummaryRow,
} from './statistics.repository.js';
import { readExamDate } from '../exam-date/index.js';
import { readRecentActivity } from './exam-readiness.js';
import { sectionReadiness } from './section-readiness.js';
import { parseTestStats } from './test-stats.js';

export const SIMULATIONS_LISTED = 50;
export const VISIT_DAYS = 60;
export const ERRORS_LISTED = 50;

/** The asked section, or the student's current one (SPEC §8 "Section not set"). */
async function resolveSection(
  db: Db,
  studentId: number,
  requested: string | undefined,
): Promise<{ student: StudentSummaryRow; section: SectionSettingsRow }> {
  const student = await findStudentSummary(db, studentId);
  const code = requested ?? student?.currentSection;
  if (!student || !code) throw new AppError(ResultCode.general, 'section.notSet');
  const section = await findSectionSettings(db, code);
  if (!section) throw AppError.notFound('section.notFound');
  return { student, section };
}

/** The dashboard figures (SPEC §2 student page), from counters only. */
export async function readHighlights(
  db: Db,
  studentId: number,
  requested?: string,
): Promise<Highlights> {
  const at = now();
  const { student, section } = await resolveSection(db, studentId, requested);
  // Independent reads: on PostgreSQL they go out together, each on a pooled connection.
  const [readiness, standings, questions, todayReplies, recent, cards] = await Promise.all([
    sectionReadiness(db, studentId, section),
    listSectionStandings(db, studentId, section.code, at),
    cachedSectionQuestions(db, section.code, at),
    sumDayReplies(db, studentId, athensDay(at)),
    readRecentActivity(db, studentId, section.code, at),
    listSchedulerCards(db, studentId),
  ]);
  const total = questions.length;
  const strength = standings.reduce(
    (s, q) => s + questionErrorStrength(q.wrong, q.correctInRow),
    0,
  );
  const learned = readiness.stats?.learned ?? 0;
  const running = readiness.running;
  const chances = questions.map((q) => {
    const card = cards.get(q.id);
    return card === undefined ? null : answerChance(card, at);
  });
  const pass = passProbability(
    questions.map((q, i) => ({ categoryId: q.categoryId, chance: chances[i] ?? GUESS_CHANCE })),
    { questions: section.questionsPerTest, errorsAllowed: section.errorsAllowed },
  );
  const examDate = await readExamDate(db, studentId, section.code, {
    at,
    chances,
    passProbability: pass,
  });
  return {
    section: section.code,
    progress: overallProgress(readiness.stats?.progressSum ?? 0, total),
    success: readiness.success,
    remaining: Math.max(0, total - learned),
    power: powerPercent(strength, standings.length),
    learned,
    total,
    answered: standings.length,
    todayReplies,
    daily: dailyRecommendation(todayReplies),
    simulation: { blocked: readiness.blocked },
    progressCap: progressCap(student.schoolVerified),
    runningTest: running
      ? {
          id: running.id,
          type: running.type as TestType,
          answered: running.answered,
          total: running.total,
        }
      : null,
    readiness: examReadiness({
      total,
      answered: standings.length,
      ...recent,
      progressCap: progressCap(student.schoolVerified),
    }),
    passProbability: pass,
    examDate,
    categories: presentCategoryProgress(questions, standings),
  };
}

/** Section statistics of SPEC §3, for the statistics page's tabs. */
export async function readSectionStatistics(
  db: Db,
  studentId: number,
  requested: string | undefined,
  lang: Language,
): Promise<SectionStatistics> {
  const at = now();
  const { section } = await resolveSection(db, studentId, requested);
  const code = section.code;
  const [readiness, standings, categories, categoryStats, simulations, days] = await Promise.all([
    sectionReadiness(db, studentId, section),
    listSectionStandings(db, studentId, code, at),
    cachedCategories(db, code, lang, at),
    listCategoryStats(db, studentId, code),
    listSimulations(db, studentId, code, SIMULATIONS_LISTED),
    listDays(db, studentId, code, athensDayBefore(at, VISIT_DAYS - 1)),
  ]);
  return {
    code,
    testsTotal: readiness.stats?.testsTotal ?? 0,
    questionStats: standings.map(presentQuestionStats),
    testStats: parseTestStats(readiness.stats?.testStats),
    categoryStats: presentCategoryStats(categories, categoryStats, standings),
    simulations: simulations.map((s) => ({
      testId: s.testId,
      date: s.date,
      errors: s.questions - s.right,
      passed: s.passed,
      questions: s.questions,
    })),
    visits: days.map((d) => ({
      day: d.day,
      visits: d.visits,
      replies: d.replies,
      correct: d.correct,
    })),
    errorCount: standings.filter(isOpenError).length,
    errors: await describeErrors(db, standings, lang),
  };
}

/**
 * The strongest errors with their texts in the student's language: the questions come from the
 * bank cache (no join per row), the student's latest answers by one indexed look-up.
 */
async function describeErrors(db: Db, standings: readonly StandingListRow[], lang: Language) {
  const ranked = rankErrors(standings, ERRORS_LISTED);
  if (ranked.length === 0) return [];
  const ids = ranked.map((e) => e.questionId);
  const questions = new Map((await cachedQuestions(db, ids, lang)).map((q) => [q.id, q]));
  const listed = new Set(ids);
  const latest = await listLatestAnswers(
    db,
    standings.filter((s) => listed.has(s.questionId)),
  );
  return presentErrors(ranked, questions, latest);
}
