import type { PlaceView, PublicSchoolView } from '@kokpit/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../../lib/query-client';
import { request } from '../../../lib/socket';

/** An approved school as `schools` presents it (docs/API.md). */
export type PartnerSchool = PublicSchoolView;
export type SearchedPlace = PlaceView;

/** A place or postal code typed, or the browser's position. */
export type SchoolSearch = { query: string } | { lat: number; lng: number };

/** `schools` with no arguments: every approved school, for the map. */
export const partnerSchoolsQuery = () =>
  queryOptions({
    queryKey: ['schools', 'partners'],
    queryFn: () => fetchData('/app', 'schools'),
    select: (reply) => reply.schools,
    staleTime: 10 * 60_000,
  });

/**
 * The 20 schools nearest to a place, postal code or position, with the envelope's message
 * ("no location found…", "the nearest is … km away").
 */
export const schoolSearchQuery = (search: SchoolSearch | null) =>
  queryOptions({
    queryKey: ['schools', 'search', search],
    queryFn: () => request('/app', 'schools', search ?? {}),
    enabled: search !== null,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

/** `school/page`: an approved school's public page. */
export const schoolPageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['schools', 'page', slug],
    queryFn: () => fetchData('/app', 'school/page', { slug }),
    staleTime: 5 * 60_000,
    retry: false,
  });
