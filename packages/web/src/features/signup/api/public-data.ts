import { AppEvents, type Language, type PublicSchoolView, type SectionView } from '@kokpit/shared';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../../lib/query-client';

/** A licence section as the public `sections` event names it (SPEC §3). */
export type PublicSection = SectionView;

/** What anyone may see of an approved driving school. */
export type PublicSchool = PublicSchoolView;

/** The six licence sections with their names in the visitor's language. */
export const publicSectionsQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['public', 'sections', lang],
    queryFn: () => fetchData('/app', AppEvents.sections, { lang }).then((d) => d.sections),
    staleTime: 10 * 60_000,
  });

/** One approved school's public card (`school/info`); 410 when unknown or not approved. */
export const schoolInfoQuery = (id: number) =>
  queryOptions({
    queryKey: ['public', 'school', id],
    queryFn: () => fetchData('/app', AppEvents.schoolInfo, { id }).then((d) => d.school),
    staleTime: 10 * 60_000,
  });
