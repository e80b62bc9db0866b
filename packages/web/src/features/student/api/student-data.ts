import type {
  Language,
  SectionCode,
  StudentSectionView,
  StudentSectionsView,
} from '@kokpit/shared';
import { queryOptions } from '@tanstack/react-query';
import { PushQueryKeys } from '../../../lib/push-invalidation';
import { fetchData } from '../../../lib/query-client';
import { request } from '../../../lib/socket';

/** A licence section with the student's standing (server sections/student-sections.presenter). */
export type StudentSection = StudentSectionView;
export type StudentSections = StudentSectionsView;

/** The six sections, refreshed by the `sections-changed` push. */
export const studentSectionsQuery = (lang: Language) =>
  queryOptions({
    queryKey: [...PushQueryKeys.sections, 'student', lang],
    // Named in the page's language, whatever the socket's (it is set at connect).
    queryFn: () => fetchData('/student', 'sections', { lang }),
  });

/** The dashboard figures of a section, refreshed by the `statistics-changed` push. */
export const highlightsQuery = (section: string) =>
  queryOptions({
    queryKey: [...PushQueryKeys.statistics, 'highlights', section],
    queryFn: () => fetchData('/student', 'highlights', { section }),
  });

/** The section's categories with their names in the language (category tests, statistics). */
export const categoriesQuery = (section: SectionCode, lang: Language) =>
  queryOptions({
    queryKey: ['categories', section, lang],
    queryFn: () => fetchData('/app', 'categories', { section, lang }),
    staleTime: 10 * 60_000,
  });

export const changeSection = (code: string) => fetchData('/student', 'section/change', { code });

/** Resolves with the server's (translated) outcome message. */
export const enableSection = (code: string) => request('/student', 'section-enable', { code });

/** `exam-date/save`: the learner's exam date in a section (null forgets it). */
export const saveExamDate = (section: string, date: string | null) =>
  request('/student', 'exam-date/save', { section, date });
