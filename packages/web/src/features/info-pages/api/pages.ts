import { AppEvents, type Language } from '@kokpit/shared';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../../lib/query-client';

/** One information page (`page`): its Markdown body in the asked language, else Greek. */
export interface InfoPageData {
  slug: string;
  lang: Language;
  title: string;
  summary: string;
  body: string;
  updatedAt: number;
}

export type InfoPageSummary = Pick<InfoPageData, 'slug' | 'lang' | 'title' | 'summary'>;

export const pageQuery = (slug: string, lang: Language) =>
  queryOptions({
    queryKey: ['public', 'page', slug, lang],
    queryFn: () => fetchData<InfoPageData>('/app', 'page', { slug, lang }),
    staleTime: 5 * 60_000,
  });

export const pagesQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['public', 'pages', lang],
    queryFn: () =>
      fetchData<{ pages: InfoPageSummary[] }>('/app', 'pages', { lang }).then((d) => d.pages),
    staleTime: 5 * 60_000,
  });

/** A question of the public bank, as far as the sign gallery reads it. */
export interface GalleryQuestion {
  id: number;
  question: string;
  photo: string | null;
  answers: { id: number; answer: string; isCorrect?: boolean }[];
}

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
      const { categories } = await fetchData<{ categories: { id: number; key: string }[] }>(
        '/app',
        AppEvents.categories,
        { section: 'car', lang },
      );
      const signs = categories.find((c) => SIGNS_KEYS.includes(c.key.toUpperCase()));
      if (!signs) return [];
      const { questions } = await fetchData<{ questions: GalleryQuestion[] }>(
        '/app',
        AppEvents.questions,
        { category: signs.id, section: 'car', lang },
      );
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
