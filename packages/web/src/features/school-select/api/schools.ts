import type { PublicSchoolView, SchoolJoinPayload, SchoolLinkView } from '@kokpit/shared';
import { queryOptions } from '@tanstack/react-query';
import { PushQueryKeys } from '../../../lib/push-invalidation';
import { fetchData } from '../../../lib/query-client';
import { request } from '../../../lib/socket';

/** An approved school's public card (server schools/school.presenter). */
export type School = PublicSchoolView;

/** The student's school and their standing with it (StudentSchoolStatus). */
export type SchoolLink = SchoolLinkView;

/** Refreshed with the profile (`profile-changed` follows every join). */
export const schoolLinkQuery = () =>
  queryOptions({
    queryKey: [...PushQueryKeys.profile, 'school-link'],
    queryFn: () => fetchData('/student', 'school/info'),
  });

export type SchoolSearch = { query: string } | { lat: number; lng: number };

/** Schools by name, city or postal code, or the 20 nearest to a position. */
export const schoolsQuery = (search: SchoolSearch | null) =>
  queryOptions({
    queryKey: ['schools', 'search', search],
    queryFn: () => request('/app', 'schools', search ?? {}),
    enabled: search !== null,
    staleTime: 5 * 60_000,
  });

/** `school/join`: resolves with the envelope (its message says what happened). */
export const joinSchool = (input: SchoolJoinPayload) => request('/student', 'school/join', input);
