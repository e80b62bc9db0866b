import {
  overallProgress,
  isOpenError,
  questionErrorStrength,
  type CategoryProgressView,
  type SectionStatistics,
} from '@kokpit/shared';
import { pictureUrl } from '../content/content.presenter.js';
import type {
  CategoryRow,
  QuestionRow,
  SectionQuestionRow,
} from '../content/content.repository.js';
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

/**
 * Each category of the section's active questions with the student's standing, from the
 * standings the dashboard already reads: progress is the mean over the category's questions
 * (unseen count 0), as the statistics' categories tab shows it.
 */
export function presentCategoryProgress(
  questions: readonly SectionQuestionRow[],
  standings: readonly StandingListRow[],
): CategoryProgressView[] {
  const byCategory = new Map<number, CategoryProgressView>();
  for (const q of questions) {
    const c = byCategory.get(q.categoryId);
    if (c) c.total += 1;
    else
      byCategory.set(q.categoryId, {
        categoryId: q.categoryId,
        total: 1,
        answered: 0,
        progress: 0,
      });
  }
  // `progress` holds the sum until the end.
  for (const s of standings) {
    const c = byCategory.get(s.categoryId);
    if (!c) continue;
    c.answered += 1;
    c.progress += s.progress;
  }
  return [...byCategory.values()]
    .map((c) => ({ ...c, progress: overallProgress(c.progress, c.total) }))
    .sort((a, b) => a.categoryId - b.categoryId);
}

type ErrorEntry = SectionStatistics['errors'][number];
export type RankedError = Pick<ErrorEntry, 'questionId' | 'wrong' | 'strength'>;

/** The questions with the strongest errors first (docs/SCORING.md "error strength"). */
export function rankErrors(standings: readonly StandingListRow[], limit: number): RankedError[] {
  return standings
    .filter(isOpenError)
    .map((s) => ({
      questionId: s.questionId,
      wrong: s.wrong,
      strength: Math.round(questionErrorStrength(s.wrong, s.correctInRow) * 1000) / 1000,
    }))
    .sort((a, b) => b.strength - a.strength || b.wrong - a.wrong || a.questionId - b.questionId)
    .slice(0, limit);
}

/** Each error with its question, picture, right answer and the student's latest wrong answer. */
export function presentErrors(
  ranked: readonly RankedError[],
  questions: ReadonlyMap<number, QuestionRow>,
  latest: ReadonlyMap<number, { answerId: number; correct: boolean }>,
): ErrorEntry[] {
  return ranked.map((e) => {
    const q = questions.get(e.questionId);
    const last = latest.get(e.questionId);
    const answerText = (pick: (a: QuestionRow['answers'][number]) => boolean) =>
      q?.answers.find(pick)?.text ?? null;
    // The right answer recorded as not known was given away (shown, or explained by the help).
    const revealed = last !== undefined && !last.correct && q?.answers.find((a) => a.id === last.answerId)?.isCorrect === true; // prettier-ignore
    return {
      ...e,
      question: q?.text ?? '',
      photo: q ? pictureUrl(q.photo, q.photoVersion) : null,
      rightAnswer: answerText((a) => a.isCorrect),
      lastWrongAnswer:
        last && !last.correct && !revealed ? answerText((a) => a.id === last.answerId) : null,
      lastRevealed: revealed,
    };
  });
}
