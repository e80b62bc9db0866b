import { withTexts } from '../lib/i18n/i18n';
import { lazyPage } from './lazy-page';

/*
 * The page groups of SPEC §2, each a chunk named after its file in ./page-groups. The import
 * paths are literal so the bundler can see each group. Each group but the home page waits for
 * the texts it shows (`withTexts`: parts of the catalogue the home page does not carry).
 */
export const HomePage = lazyPage(() => import('./page-groups/home').then((m) => m.HomePage));
export const InfoPage = lazyPage(() =>
  withTexts(import('./page-groups/pages'), 'pages').then((m) => m.InfoPage),
);
export const SchoolPublicPage = lazyPage(() =>
  withTexts(import('./page-groups/school-page'), 'pages').then((m) => m.SchoolPublicPage),
);
export const NotFoundPage = lazyPage(() =>
  withTexts(import('./page-groups/common'), 'pages').then((m) => m.NotFoundPage),
);
export const SignupStudentPage = lazyPage(() =>
  withTexts(import('./page-groups/signup-student'), 'pages').then((m) => m.SignupStudentPage),
);
export const SignupSchoolPage = lazyPage(() =>
  withTexts(import('./page-groups/signup-school'), 'pages').then((m) => m.SignupSchoolPage),
);
export const TestPage = lazyPage(() =>
  withTexts(import('./page-groups/test'), 'pages').then((m) => m.TestPage),
);
export const StudentHomePage = lazyPage(() =>
  withTexts(import('./page-groups/student-home'), 'pages').then((m) => m.StudentHomePage),
);
export const StudentStatsPage = lazyPage(() =>
  withTexts(import('./page-groups/student-stats'), 'pages').then((m) => m.StudentStatsPage),
);
export const ExamReviewPage = lazyPage(() =>
  withTexts(import('./page-groups/student-stats'), 'pages').then((m) => m.ExamReviewPage),
);
export const StudentSchoolSelectPage = lazyPage(() =>
  withTexts(import('./page-groups/student-school-select'), 'pages').then(
    (m) => m.StudentSchoolSelectPage,
  ),
);
export const SchoolHomePage = lazyPage(() =>
  withTexts(import('./page-groups/school-home'), 'pages', 'school').then((m) => m.SchoolHomePage),
);
export const SchoolTheoryPage = lazyPage(() =>
  withTexts(import('./page-groups/school-theory'), 'pages', 'school').then(
    (m) => m.SchoolTheoryPage,
  ),
);
export const SchoolMessagesPage = lazyPage(() =>
  withTexts(import('./page-groups/school-messages'), 'pages', 'school').then(
    (m) => m.SchoolMessagesPage,
  ),
);
export const SchoolTheoryHelpPage = lazyPage(() =>
  withTexts(import('./page-groups/school-theory-help'), 'pages', 'school').then(
    (m) => m.SchoolTheoryHelpPage,
  ),
);
export const ClassroomPage = lazyPage(() =>
  withTexts(import('./page-groups/school-theory'), 'pages', 'school').then((m) => m.ClassroomPage),
);
export const SchoolStatsPage = lazyPage(() =>
  withTexts(import('./page-groups/school-stats'), 'pages', 'school').then((m) => m.SchoolStatsPage),
);
export const SchoolEditPage = lazyPage(() =>
  withTexts(import('./page-groups/school-edit'), 'pages', 'school').then((m) => m.SchoolEditPage),
);
export const SchoolStudentStatsPage = lazyPage(() =>
  withTexts(import('./page-groups/school-student-stats'), 'pages', 'school').then(
    (m) => m.SchoolStudentStatsPage,
  ),
);

/* The back office (issue 20): one page group, never part of the public bundle. */
export const AdminSignInPage = lazyPage(() =>
  withTexts(import('./page-groups/admin'), 'pages', 'admin').then((m) => m.AdminSignInPage),
);
export const AdminLayout = lazyPage(() =>
  withTexts(import('./page-groups/admin'), 'pages', 'admin').then((m) => m.AdminLayout),
);
export const AdminHomePage = lazyPage(() =>
  withTexts(import('./page-groups/admin'), 'pages', 'admin').then((m) => m.AdminHomePage),
);
export const AdminListPage = lazyPage(() =>
  withTexts(import('./page-groups/admin'), 'pages', 'admin').then((m) => m.AdminListPage),
);
export const AdminRecordPage = lazyPage(() =>
  withTexts(import('./page-groups/admin'), 'pages', 'admin').then((m) => m.AdminRecordPage),
);
export const AdminAuditPage = lazyPage(() =>
  withTexts(import('./page-groups/admin'), 'pages', 'admin').then((m) => m.AdminAuditPage),
);
export const SocialSignInPage = lazyPage(() =>
  withTexts(import('./page-groups/social-sign-in'), 'pages').then((m) => m.SocialSignInPage),
);
export const AdminSchoolsPage = lazyPage(() =>
  withTexts(import('./page-groups/admin'), 'pages', 'admin').then((m) => m.AdminSchoolsPage),
);
export const AdminCreditsPage = lazyPage(() =>
  withTexts(import('./page-groups/admin'), 'pages', 'admin').then((m) => m.AdminCreditsPage),
);
export const AdminNoticesPage = lazyPage(() =>
  withTexts(import('./page-groups/admin'), 'pages', 'admin').then((m) => m.AdminNoticesPage),
);
export const AdminUsersPage = lazyPage(() =>
  withTexts(import('./page-groups/admin'), 'pages', 'admin').then((m) => m.AdminUsersPage),
);
export const AdminContactPage = lazyPage(() =>
  withTexts(import('./page-groups/admin'), 'pages', 'admin').then((m) => m.AdminContactPage),
);
export const AdminFilesPage = lazyPage(() =>
  withTexts(import('./page-groups/admin'), 'pages', 'admin').then((m) => m.AdminFilesPage),
);
export const AdminContentPage = lazyPage(() =>
  withTexts(import('./page-groups/admin'), 'pages', 'admin').then((m) => m.AdminContentPage),
);
