import { Route, Routes } from 'react-router';
import { AppLayout } from './layout/app-layout';
import * as Pages from './pages';
import { LanguageRoute } from './routes/language-route';
import { RequireRole } from './routes/require-role';

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
          <Route path="sign-up/student" element={<Pages.SignupStudentPage />} />
          <Route path="sign-up/school" element={<Pages.SignupSchoolPage />} />
          <Route path="test/:testId" element={<RequireRole role="student" />}>
            <Route index element={<Pages.TestPage />} />
          </Route>
          <Route path="student" element={<RequireRole role="student" />}>
            <Route index element={<Pages.StudentHomePage />} />
            <Route path="home" element={<Pages.StudentHomePage />} />
            <Route path="statistics" element={<Pages.StudentStatsPage />} />
            <Route path="driving-school" element={<Pages.StudentSchoolSelectPage />} />
            <Route path="*" element={<Pages.NotFoundPage />} />
          </Route>
          <Route path="school" element={<RequireRole role="school" />}>
            <Route index element={<Pages.SchoolHomePage />} />
            <Route path="home" element={<Pages.SchoolHomePage />} />
            <Route path="theory" element={<Pages.SchoolTheoryPage />} />
            <Route path="stats" element={<Pages.SchoolStatsPage />} />
            <Route path="edit" element={<Pages.SchoolEditPage />} />
            <Route
              path="student/:studentId/stats/:section"
              element={<Pages.SchoolStudentStatsPage />}
            />
            <Route path="*" element={<Pages.NotFoundPage />} />
          </Route>
          <Route path="*" element={<Pages.NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
