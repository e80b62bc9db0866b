import type { PublicSchoolView } from '@kokpit/shared';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../../lib/query-client';

/** An approved school as `schools` presents it (docs/API.md). */
export type PartnerSchool = PublicSchoolView;

/** `schools` with no arguments: every approved school, for the map. */
export const partnerSchoolsQuery = () =>
  queryOptions({
    queryKey: ['schools', 'partners'],
    queryFn: () => fetchData('/app', 'schools'),
    select: (reply) => reply.schools,
    staleTime: 10 * 60_000,
  });
