import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../../lib/query-client';

/** `public-statistics` (SPEC §3). */
export interface PublicStatistics {
  schools: number;
  students: number;
  tests: number;
  replies: number;
  connections: number;
  users: number;
}

export const publicStatisticsQuery = () =>
  queryOptions({
    queryKey: ['public-statistics'],
    queryFn: () => fetchData<PublicStatistics>('/app', 'public-statistics'),
    staleTime: 5 * 60_000,
  });
