import { lazyPage } from './lazy-page';

/*
 * The page groups of SPEC §2, each a chunk named after its file in ./page-groups. The import
 * paths are literal so the bundler can see each group.
 */
export const HomePage = lazyPage(() => import('./page-groups/home').then((m) => m.HomePage));
export const InfoPage = lazyPage(() => import('./page-groups/pages').then((m) => m.InfoPage));
export const SchoolPublicPage = lazyPage(() =>
  import('./page-groups/school-page').then((m) => m.SchoolPublicPage),
);
export const NotFoundPage = lazyPage(() =>
  import('./page-groups/common').then((m) => m.NotFoundPage),
);
export const SignupStudentPage = lazyPage(() =>
  import('./page-groups/signup-student').then((m) => m.SignupStudentPage),
);
export const SignupSchoolPage = lazyPage(() =>
  import('./page-groups/signup-school').then((m) => m.SignupSchoolPage),
);
export const TestPage = lazyPage(() => import('./page-groups/test').then((m) => m.TestPage));
export const StudentHomePage = lazyPage(() =>
  import('./page-groups/student-home').then((m) => m.StudentHomePage),
);
export const StudentStatsPage = lazyPage(() =>
  import('./page-groups/student-stats').then((m) => m.StudentStatsPage),
);
export const ExamReviewPage = lazyPage(() =>
  import('./page-groups/student-stats').then((m) => m.ExamReviewPage),
);
export const StudentSchoolSelectPage = lazyPage(() =>
  import('./page-groups/student-school-select').then((m) => m.StudentSchoolSelectPage),
);
export const SchoolHomePage = lazyPage(() =>
  import('./page-groups/school-home').then((m) => m.SchoolHomePage),
);
export const SchoolTheoryPage = lazyPage(() =>
  import('./page-groups/school-theory').then((m) => m.SchoolTheoryPage),
);
export const SchoolMessagesPage = lazyPage(() =>
  import('./page-groups/school-messages').then((m) => m.SchoolMessagesPage),
);
export const SchoolTheoryHelpPage = lazyPage(() =>
  import('./page-groups/school-theory-help').then((m) => m.SchoolTheoryHelpPage),
);
export const ClassroomPage = lazyPage(() =>
  import('./page-groups/school-theory').then((m) => m.ClassroomPage),
);
export const SchoolStatsPage = lazyPage(() =>
  import('./page-groups/school-stats').then((m) => m.SchoolStatsPage),
);
export const SchoolEditPage = lazyPage(() =>
  import('./page-groups/school-edit').then((m) => m.SchoolEditPage),
);
export const SchoolStudentStatsPage = lazyPage(() =>
  import('./page-groups/school-student-stats').then((m) => m.SchoolStudentStatsPage),
);

/* The back office (issue 20): one page group, never part of the public bundle. */
export const AdminSignInPage = lazyPage(() =>
  import('./page-groups/admin').then((m) => m.AdminSignInPage),
);
export const AdminLayout = lazyPage(() => import('./page-groups/admin').then((m) => m.AdminLayout));
export const AdminHomePage = lazyPage(() =>
  import('./page-groups/admin').then((m) => m.AdminHomePage),
);
export const AdminListPage = lazyPage(() =>
  import('./page-groups/admin').then((m) => m.AdminListPage),
);
export const AdminRecordPage = lazyPage(() =>
  import('./page-groups/admin').then((m) => m.AdminRecordPage),
);
export const AdminAuditPage = lazyPage(() =>
  import('./page-groups/admin').then((m) => m.AdminAuditPage),
);
export const SocialSignInPage = lazyPage(() =>
  import('./page-groups/social-sign-in').then((m) => m.SocialSignInPage),
);
export const AdminSchoolsPage = lazyPage(() =>
  import('./page-groups/admin').then((m) => m.AdminSchoolsPage),
);
export const AdminCreditsPage = lazyPage(() =>
  import('./page-groups/admin').then((m) => m.AdminCreditsPage),
);
export const AdminNoticesPage = lazyPage(() =>
  import('./page-groups/admin').then((m) => m.AdminNoticesPage),
);
export const AdminUsersPage = lazyPage(() =>
  import('./page-groups/admin').then((m) => m.AdminUsersPage),
);
export const AdminContactPage = lazyPage(() =>
  import('./page-groups/admin').then((m) => m.AdminContactPage),
);
export const AdminFilesPage = lazyPage(() =>
  import('./page-groups/admin').then((m) => m.AdminFilesPage),
);
export const AdminContentPage = lazyPage(() =>
  import('./page-groups/admin').then((m) => m.AdminContentPage),
);
