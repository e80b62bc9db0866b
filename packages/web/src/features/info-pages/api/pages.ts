import {
  AppEvents,
  type Language,
  type PageSummaryView,
  type PageView,
  type QuestionView,
} from '@kokpit/shared';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../../lib/query-client';

/** One information page (`page`): its Markdown body in the asked language, else Greek. */
export type InfoPageData = PageView;
export type InfoPageSummary = PageSummaryView;

export const pageQuery = (slug: string, lang: Language) =>
  queryOptions({
    queryKey: ['public', 'page', slug, lang],
    queryFn: () => fetchData('/app', 'page', { slug, lang }),
    staleTime: 5 * 60_000,
  });

export const pagesQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['public', 'pages', lang],
    queryFn: () => fetchData('/app', 'pages', { lang }).then((d) => d.pages),
    staleTime: 5 * 60_000,
  });

/** A question of the public bank (the sign gallery reads its picture, text and answers). */
export type GalleryQuestion = QuestionView;

/** Keys of the signs category: the sample bank's and the ministry bank's. */
const SIGNS_KEYS = ['SIGNS', 'ΣΗΜΑΝΣΗ'];

/**
 * The pictured questions of the car section's signs category (`categories`, then
 * `questions`), one per picture: the road-sign gallery of the `simata-kok` page.
 */
export const signQuestionsQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['public', 'sign-gallery', lang],
    queryFn: async () => {
      const { categories } = await fetchData('/app', AppEvents.categories, {
        section: 'car',
        lang,
      });
      const signs = categories.find((c) => SIGNS_KEYS.includes(c.key.toUpperCase()));
      if (!signs) return [];
      const { questions } = await fetchData('/app', AppEvents.questions, {
        category: signs.id,
        section: 'car',
        lang,
      });
      const seen = new Set<string>();
      return questions.filter((q) => {
        if (!q.photo) return false;
        const picture = q.photo.split('?')[0]!;
        if (seen.has(picture)) return false;
        seen.add(picture);
        return true;
      });
    },
    staleTime: 10 * 60_000,
  });
