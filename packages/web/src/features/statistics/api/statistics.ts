import type { Language, SectionStatistics } from '@kokpit/shared';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { PushQueryKeys } from '../../../lib/push-invalidation';
import { fetchData } from '../../../lib/query-client';
import type { TestQuestion } from '../../test';

/** Section statistics (SPEC §3), refreshed live by the `statistics-changed` push. */
export const statisticsQuery = (section: string, lang: Language) =>
  queryOptions({
    queryKey: [...PushQueryKeys.statistics, 'section', section, lang],
    queryFn: () => fetchData<SectionStatistics>('/student', 'statistics', { section }),
  });

/** One category of the public bank, in the language (question texts of the error list). */
const bankQuery = (category: number, section: string, lang: Language) =>
  queryOptions({
    queryKey: ['bank', section, category, lang],
    queryFn: () =>
      fetchData<{ questions: TestQuestion[] }>('/app', 'questions', { category, section, lang }),
    staleTime: 30 * 60_000,
  });

/**
 * The questions of the given categories by id. The error list names only question ids, so
 * its texts and pictures come from the bank, fetched when the errors tab is first opened.
 */
export function useQuestionBank(
  section: string,
  categories: readonly number[],
  lang: Language,
  enabled: boolean,
): { questions: ReadonlyMap<number, TestQuestion>; pending: boolean } {
  return useQueries({
    queries: categories.map((c) => ({ ...bankQuery(c, section, lang), enabled })),
    combine: (results) => ({
      questions: new Map(
        results.flatMap((r) => r.data?.questions ?? []).map((q) => [q.id, q] as const),
      ),
      pending: results.some((r) => r.isPending && r.fetchStatus !== 'idle'),
    }),
  });
}
