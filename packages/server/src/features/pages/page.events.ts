import { positive, everyone, DEFAULT_LANGUAGE, isLanguage, type Language } from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import { defineEvent } from '../../realtime/events.js';
import { findPage, listPages } from './page.repository.js';

/** Pages are stored per catalogue language; anything else reads as the Greek source. */
const pageLanguage = (lang: string): Language => (isLanguage(lang) ? lang : DEFAULT_LANGUAGE);

/** `page`: one information page (Markdown body) in the asked or the socket's language. */
export const pageEvent = defineEvent('/app', 'page', {
  policy: everyone,
  handle: async (input, ec) => {
    const page = await findPage(ec.ctx.db, input.slug, input.lang ?? ec.lang);
    if (!page) throw AppError.notFound('general.notFound');
    return positive({
      slug: page.slug,
      lang: pageLanguage(page.lang),
      title: page.title,
      summary: page.summary,
      body: page.body,
      updatedAt: page.updated_at,
    });
  },
});

/** `pages`: every information page's slug, title and summary (for menus and the footer). */
export const pagesEvent = defineEvent('/app', 'pages', {
  policy: everyone,
  handle: async (input, ec) => {
    const pages = await listPages(ec.ctx.db, input?.lang ?? ec.lang);
    return positive({
      pages: pages.map((p) => ({
        slug: p.slug,
        lang: pageLanguage(p.lang),
        title: p.title,
        summary: p.summary,
      })),
    });
  },
});

export const pageEvents = [pageEvent, pagesEvent];
