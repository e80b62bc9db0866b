import type { Language } from '@kokpit/shared';
import { queryOptions } from '@tanstack/react-query';
import { PushQueryKeys } from '../../../lib/push-invalidation';
import { fetchData } from '../../../lib/query-client';

/** Section statistics (SPEC §3), refreshed live by the `statistics-changed` push. */
export const statisticsQuery = (section: string, lang: Language) =>
  queryOptions({
    queryKey: [...PushQueryKeys.statistics, 'section', section, lang],
    queryFn: () => fetchData('/student', 'statistics', { section }),
  });
