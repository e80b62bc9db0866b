import type { Language } from '@kokpit/shared';
import type { InfoPageSlug } from './info-pages';

/** Builders for the routes of SPEC §2, so no component spells a path by hand. */
export const paths = {
  root: () => '/',
  home: (lang: Language) => `/${lang}`,
  infoPage: (lang: Language, slug: InfoPageSlug) => `/${lang}/page/${slug}`,
  signUpStudent: (lang: Language) => `/${lang}/sign-up/student`,
  signUpSchool: (lang: Language) => `/${lang}/sign-up/school`,
  test: (lang: Language, testId: string | number) => `/${lang}/test/${testId}`,
  student: (lang: Language) => `/${lang}/student`,
  studentStatistics: (lang: Language) => `/${lang}/student/statistics`,
  studentDrivingSchool: (lang: Language) => `/${lang}/student/driving-school`,
  school: (lang: Language) => `/${lang}/school`,
  schoolTheory: (lang: Language) => `/${lang}/school/theory`,
  schoolStats: (lang: Language) => `/${lang}/school/stats`,
  schoolEdit: (lang: Language) => `/${lang}/school/edit`,
  schoolStudentStats: (lang: Language, studentId: string | number, section: string) =>
    `/${lang}/school/student/${studentId}/stats/${section}`,
};

/** Where a user lands after signing in: their dashboard, or home for other roles. */
export function dashboardPath(roles: readonly string[], lang: Language): string {
  if (roles.includes('school')) return paths.school(lang);
  if (roles.includes('student')) return paths.student(lang);
  return paths.home(lang);
}
