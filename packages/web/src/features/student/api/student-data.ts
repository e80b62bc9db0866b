import type { Highlights, Language } from '@kokpit/shared';
import { queryOptions } from '@tanstack/react-query';
import { PushQueryKeys } from '../../../lib/push-invalidation';
import { fetchData } from '../../../lib/query-client';
import { request } from '../../../lib/socket';

/** A licence section with the student's standing (server sections/student-sections.presenter). */
export interface StudentSection {
  code: string;
  name: string;
  icon: string;
  /** Exam minutes. */
  duration: number;
  /** Questions of the ministry exam. */
  questions: number;
  /** Errors allowed at the exam. */
  min: number;
  minSuccess: number;
  questionCount: number;
  categories: { id: number; key: string; questionCount: number }[];
  /** SectionStatus: locked 0, requested (demo) 1, activated 2, deactivated 3. */
  status: number;
  examStatus: number;
}

export interface StudentSections {
  sections: StudentSection[];
  current: string | null;
}

/** The six sections, refreshed by the `sections-changed` push. */
export const studentSectionsQuery = (lang: Language) =>
  queryOptions({
    queryKey: [...PushQueryKeys.sections, 'student', lang],
    // Named in the page's language, whatever the socket's (it is set at connect).
    queryFn: () => fetchData<StudentSections>('/student', 'sections', { lang }),
  });

/** The dashboard figures of a section, refreshed by the `statistics-changed` push. */
export const highlightsQuery = (section: string) =>
  queryOptions({
    queryKey: [...PushQueryKeys.statistics, 'highlights', section],
    queryFn: () => fetchData<Highlights>('/student', 'highlights', { section }),
  });

/** The section's categories with their names in the language (category tests, statistics). */
export const categoriesQuery = (section: string, lang: Language) =>
  queryOptions({
    queryKey: ['categories', section, lang],
    queryFn: () =>
      fetchData<{ categories: { id: number; name: string; questionCount: number }[] }>(
        '/app',
        'categories',
        { section, lang },
      ),
    staleTime: 10 * 60_000,
  });

export const changeSection = (code: string) =>
  fetchData<{ current: string }>('/student', 'section/change', { code });

/** Resolves with the server's (translated) outcome message. */
export const enableSection = (code: string) =>
  request<{ code: string; status: number; changed: boolean }>('/student', 'section-enable', {
    code,
  });
