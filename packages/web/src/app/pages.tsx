import { lazyPage } from './lazy-page';

/*
 * The page groups of SPEC §2, each a chunk named after its file in ./page-groups. The import
 * paths are literal so the bundler can see each group.
 */
export const HomePage = lazyPage(() => import('./page-groups/home').then((m) => m.HomePage));
export const InfoPage = lazyPage(() => import('./page-groups/pages').then((m) => m.InfoPage));
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
export const StudentSchoolSelectPage = lazyPage(() =>
  import('./page-groups/student-school-select').then((m) => m.StudentSchoolSelectPage),
);
export const SchoolHomePage = lazyPage(() =>
  import('./page-groups/school-home').then((m) => m.SchoolHomePage),
);
export const SchoolTheoryPage = lazyPage(() =>
  import('./page-groups/school-theory').then((m) => m.SchoolTheoryPage),
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
