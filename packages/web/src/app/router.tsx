import { Route, Routes } from 'react-router';
import { AppLayout } from './layout/app-layout';
import * as Pages from './pages';
import { LanguageRoute } from './routes/language-route';
import { RequireRole } from './routes/require-role';
import { useLanguage } from '../lib/i18n/use-language';
import { paths } from '../lib/paths';

/*
 * The route table of SPEC §2 (history mode). `home` is an alias of each dashboard.
 * Declarative routes: the app loads data through TanStack Query, not route loaders, so the
 * data router's machinery would only weigh on the first download.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<Pages.HomePage />} />
        <Route path=":lang" element={<LanguageRoute />}>
          <Route index element={<Pages.HomePage />} />
          <Route path="page/:slug" element={<Pages.InfoPage />} />
          <Route path="schools/:slug" element={<Pages.SchoolPublicPage />} />
          <Route path="sign-up/student" element={<Pages.SignupStudentPage />} />
          <Route path="sign-up/school" element={<Pages.SignupSchoolPage />} />
          <Route path="sign-in/social" element={<Pages.SocialSignInPage />} />
          <Route path="test/:testId" element={<RequireRole role="student" />}>
            <Route index element={<Pages.TestPage />} />
          </Route>
          <Route path="student" element={<RequireRole role="student" />}>
            <Route index element={<Pages.StudentHomePage />} />
            <Route path="home" element={<Pages.StudentHomePage />} />
            <Route path="statistics" element={<Pages.StudentStatsPage />} />
            <Route path="statistics/exam/:testId" element={<Pages.ExamReviewPage />} />
            <Route path="driving-school" element={<Pages.StudentSchoolSelectPage />} />
            <Route path="*" element={<Pages.NotFoundPage />} />
          </Route>
          <Route path="school" element={<RequireRole role="school" />}>
            <Route index element={<Pages.SchoolHomePage />} />
            <Route path="home" element={<Pages.SchoolHomePage />} />
            <Route path="theory" element={<Pages.SchoolTheoryPage />} />
            <Route path="messages" element={<Pages.SchoolMessagesPage />} />
            <Route path="theory/help" element={<Pages.SchoolTheoryHelpPage />} />
            <Route path="theory/:presentationId/classroom" element={<Pages.ClassroomPage />} />
            <Route path="stats" element={<Pages.SchoolStatsPage />} />
            <Route path="edit" element={<Pages.SchoolEditPage />} />
            <Route
              path="student/:studentId/stats/:section"
              element={<Pages.SchoolStudentStatsPage />}
            />
            <Route path="*" element={<Pages.NotFoundPage />} />
          </Route>
          <Route path="admin/sign-in" element={<Pages.AdminSignInPage />} />
          <Route path="admin" element={<AdminGuard />}>
            <Route element={<Pages.AdminLayout />}>
              <Route index element={<Pages.AdminHomePage />} />
              <Route path="tables/:table" element={<Pages.AdminListPage />} />
              <Route path="tables/:table/new" element={<Pages.AdminRecordPage />} />
              <Route path="tables/:table/record" element={<Pages.AdminRecordPage />} />
              <Route path="audit" element={<Pages.AdminAuditPage />} />
              <Route path="schools" element={<Pages.AdminSchoolsPage />} />
              <Route path="credits" element={<Pages.AdminCreditsPage />} />
              <Route path="notices" element={<Pages.AdminNoticesPage />} />
              <Route path="users" element={<Pages.AdminUsersPage />} />
              <Route path="contact" element={<Pages.AdminContactPage />} />
              <Route path="files" element={<Pages.AdminFilesPage />} />
              <Route path="content" element={<Pages.AdminContentPage />} />
              <Route path="*" element={<Pages.NotFoundPage />} />
            </Route>
          </Route>
          <Route path="*" element={<Pages.NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}

/** Operators only; anyone else is sent to the back office's own sign-in. */
function AdminGuard() {
  const lang = useLanguage();
  return <RequireRole role="administrator" fallback={paths.adminSignIn(lang)} />;
}
