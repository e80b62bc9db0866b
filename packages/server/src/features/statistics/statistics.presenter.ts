import { overallProgress, questionErrorStrength, type SectionStatistics } from '@kokpit/shared';
import type { CategoryRow } from '../content/content.repository.js';
import type { CategoryStatsRow, StandingListRow } from './statistics.repository.js';

/** Question statistics of SPEC §3. */
export function presentQuestionStats(
  s: StandingListRow,
): SectionStatistics['questionStats'][number] {
  return {
    id: s.questionId,
    level: s.level,
    dateViewed: s.dateViewed,
    testViewed: s.testViewed,
    progress: s.progress,
    replies: s.replies,
    correct: s.correct,
    correctInRow: s.correctInRow,
  };
}

/** Every category of the section, with the student's counters (zeros when untouched). */
export function presentCategoryStats(
  categories: readonly CategoryRow[],
  stats: readonly CategoryStatsRow[],
  standings: readonly StandingListRow[],
): SectionStatistics['categoryStats'] {
  const byCategory = new Map(stats.map((s) => [s.categoryId, s]));
  const answered = new Map<number, number>();
  for (const s of standings) answered.set(s.categoryId, (answered.get(s.categoryId) ?? 0) + 1);
  return categories.map((c) => {
    const s = byCategory.get(c.id);
    return {
      categoryId: c.id,
      name: c.name,
      total: c.questionCount,
      answered: answered.get(c.id) ?? 0,
      correct: s?.correct ?? 0,
      replies: s?.replies ?? 0,
      progress: overallProgress(s?.progressSum ?? 0, c.questionCount),
    };
  });
}

/** The questions with the strongest errors first (docs/SCORING.md "error strength"). */
export function presentErrors(
  standings: readonly StandingListRow[],
  limit: number,
): SectionStatistics['errors'] {
  return standings
    .filter((s) => s.wrong > 0)
    .map((s) => ({
      questionId: s.questionId,
      wrong: s.wrong,
      strength: Math.round(questionErrorStrength(s.wrong, s.correctInRow) * 1000) / 1000,
    }))
    .sort((a, b) => b.strength - a.strength || b.wrong - a.wrong || a.questionId - b.questionId)
    .slice(0, limit);
}
