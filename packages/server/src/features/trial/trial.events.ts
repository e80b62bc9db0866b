import { Limits, positive, everyone } from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import { defineEvent } from '../../realtime/events.js';
import { presentQuestion } from '../content/content.presenter.js';
import { loadQuestions } from '../content/content.repository.js';

/** Fisher–Yates on a copy: an unbiased draw. */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * `trial-test`: 15 random car questions for an anonymous visitor (SPEC §9). Nothing is stored;
 * the right answers travel with the questions and the page scores locally.
 */
export const trialTestEvent = defineEvent('/app', 'trial-test', {
  policy: everyone,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handle: async (input, ec) => {
    const section = input?.section ?? 'car';
    const ids = await ec.ctx.db
      .selectFrom('section_questions as sq')
      .innerJoin('questions as q', 'q.id', 'sq.question_id')
      .select('q.id')
      .where('sq.section_code', '=', section)
      .where('q.active', '=', 1)
      .execute();
    if (ids.length === 0) throw new AppError(410, 'test.noMoreQuestions');
    const picked = shuffled(ids.map((r) => r.id)).slice(0, Limits.trialTestQuestions);
    const questions = await loadQuestions(ec.ctx.db, picked, input?.lang ?? ec.lang);
    return positive({
      section,
      questions: questions.map((q) => presentQuestion(q, { withCorrect: true })),
    });
  },
});
