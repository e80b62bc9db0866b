import { positive, everyone } from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import { now } from '../../core/clock.js';
import { defineEvent } from '../../realtime/events.js';
import { presentCategory, presentQuestion, presentSection } from './content.presenter.js';
import { listQuestions, listSections } from './content.repository.js';
import { cachedCategories } from './section-content-cache.js';

/** `sections`: the six licence sections with exam settings and categories (SPEC §3). */
export const sectionsEvent = defineEvent('/app', 'sections', {
  policy: everyone,
  handle: async (input, ec) => {
    const lang = input?.lang ?? ec.lang;
    const sections = await listSections(ec.ctx.db);
    return positive({ sections: sections.map((s) => presentSection(s, lang)) });
  },
});

/** `categories` {section}: the section's question categories, named in the language. */
export const categoriesEvent = defineEvent('/app', 'categories', {
  policy: everyone,
  handle: async (input, ec) => {
    const lang = input.lang ?? ec.lang;
    const rows = await cachedCategories(ec.ctx.db, input.section, lang, now());
    return positive({ section: input.section, categories: rows.map(presentCategory) });
  },
});

/** `questions` {category, section?}: the public bank of one category, with the right answers. */
export const questionsEvent = defineEvent('/app', 'questions', {
  policy: everyone,
  handle: async (input, ec) => {
    const rows = await listQuestions(ec.ctx.db, {
      categoryId: input.category,
      section: input.section,
      lang: input.lang ?? ec.lang,
    });
    if (rows.length === 0) throw AppError.notFound('question.notFound');
    return positive({
      category: input.category,
      questions: rows.map((q) => presentQuestion(q, { withCorrect: true })),
    });
  },
});

export const contentEvents = [sectionsEvent, categoriesEvent, questionsEvent];
