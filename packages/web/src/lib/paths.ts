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
  /** A past ministry exam with its answers, opened from the statistics' exams tab. */
  examReview: (lang: Language, testId: string | number) =>
    `/${lang}/student/statistics/exam/${testId}`,
  studentDrivingSchool: (lang: Language) => `/${lang}/student/driving-school`,
  school: (lang: Language) => `/${lang}/school`,
  schoolTheory: (lang: Language) => `/${lang}/school/theory`,
  /** The school's help texts on questions (issue 18). */
  schoolTheoryHelp: (lang: Language) => `/${lang}/school/theory/help`,
  schoolClassroom: (lang: Language, id: string | number) =>
    `/${lang}/school/theory/${id}/classroom`,
  schoolStats: (lang: Language) => `/${lang}/school/stats`,
  schoolMessages: (lang: Language) => `/${lang}/school/messages`,
  schoolEdit: (lang: Language) => `/${lang}/school/edit`,
  schoolStudentStats: (lang: Language, studentId: string | number, section: string) =>
    `/${lang}/school/student/${studentId}/stats/${section}`,
  /** The operators' back office (issue 20): its own page group, administrators only. */
  admin: (lang: Language) => `/${lang}/admin`,
  adminSignIn: (lang: Language) => `/${lang}/admin/sign-in`,
  adminTable: (lang: Language, table: string) => `/${lang}/admin/tables/${table}`,
  /** A record's form; no key opens an empty one to create a record. */
  adminRecord: (lang: Language, table: string, key?: Record<string, string | number>) =>
    key
      ? `/${lang}/admin/tables/${table}/record?key=${encodeURIComponent(JSON.stringify(key))}`
      : `/${lang}/admin/tables/${table}/new`,
  adminAudit: (lang: Language) => `/${lang}/admin/audit`,
};

/** Where a user lands after signing in: their dashboard, or home for other roles. */
export function dashboardPath(roles: readonly string[], lang: Language): string {
  if (roles.includes('school')) return paths.school(lang);
  if (roles.includes('administrator')) return paths.admin(lang);
  if (roles.includes('student')) return paths.student(lang);
  return paths.home(lang);
}
