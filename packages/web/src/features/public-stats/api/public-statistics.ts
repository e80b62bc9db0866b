import type { PublicStatisticsView } from '@kokpit/shared';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../../lib/query-client';

/** `public-statistics` (SPEC §3). */
export type PublicStatistics = PublicStatisticsView;

export const publicStatisticsQuery = () =>
  queryOptions({
    queryKey: ['public-statistics'],
    queryFn: () => fetchData('/app', 'public-statistics'),
    staleTime: 5 * 60_000,
  });
