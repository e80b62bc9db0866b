import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../../lib/query-client';

/** An approved school as `schools` presents it (docs/API.md). */
export interface PartnerSchool {
  id: number;
  name: string;
  address: string;
  city: string;
  area: string | null;
  region: string | null;
  postalCode: string | null;
  phone: string;
  mobile: string | null;
  email: string | null;
  location: { lat: number; lng: number } | null;
}

/** `schools` with no arguments: every approved school, for the map. */
export const partnerSchoolsQuery = () =>
  queryOptions({
    queryKey: ['schools', 'partners'],
    queryFn: () => fetchData<{ schools: PartnerSchool[] }>('/app', 'schools'),
    select: (reply) => reply.schools,
    staleTime: 10 * 60_000,
  });
