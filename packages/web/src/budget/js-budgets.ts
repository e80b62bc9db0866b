/*
 * How much JavaScript (gzipped, level 9, as `npm run bench:web` counts it) each route may load.
 * js-budget.test.ts builds the app (when its sources changed) and follows Vite's manifest from
 * the entry and each route's page groups to every chunk they import; it fails when a route goes
 * over. Raising a figure is a reviewed change: say why in `reason`, and what it costs a phone.
 *
 * Issue 30's aim for the home page is 150 KB. What is left of it (about 180 KB) is the shell
 * every page needs: React DOM (62), Mantine's core (26), i18next (15), React Router (12),
 * Socket.IO's client (12), TanStack Query (10), the Greek texts of the shell and the home page
 * (8), our shell (about 15) and the home page's own chunk (15). packages/web/README.md says
 * what each chunk carries and what would go next.
 */

export interface RouteBudget {
  /** What a person opens, as they would say it. */
  route: string;
  /**
   * The page groups (src/app/page-groups/<name>.ts) the route renders, in the order a person
   * reaches them: a learner who signs in on the home page has loaded the home page's chunks
   * before the dashboard's.
   */
  groups: string[];
  /** Gzipped KB of every chunk the route needs: the entry's, each group's and their texts'. */
  kb: number;
  reason: string;
}

export const JS_BUDGETS: RouteBudget[] = [
  {
    route: '/ (the public home page)',
    groups: ['home'],
    kb: 190,
    reason:
      'Most first visits, on a phone. Measured 184 KB on 2026-11-29 (325 KB before issue 30); the aim is 150 KB, which needs the socket and the sections below the fold to wait for the visitor (README, "What each chunk carries").',
  },
  {
    route: '/el/student after signing in on / (a learner’s dashboard)',
    groups: ['home', 'student-home'],
    kb: 300,
    reason: 'Issue 30: the home page and the dashboard together, 300 KB. Measured 283 KB.',
  },
  {
    route: '/el/test/{id} opened from the dashboard',
    groups: ['home', 'student-home', 'test'],
    kb: 310,
    reason:
      'What a learner has loaded once a test is open; the test page adds about 10 KB to the dashboard. Measured 293 KB.',
  },
  {
    route: '/el/test/{id} reloaded (a running test reopened)',
    groups: ['test'],
    kb: 300,
    reason: 'A reload in the middle of a test, often on a poor link. Measured 286 KB.',
  },
  {
    route: '/el/school (the school portal)',
    groups: ['school-home'],
    kb: 330,
    reason:
      'Teachers, mostly on a computer: the student lists, their dialogs and zod for the forms. Measured 315 KB.',
  },
  {
    route: '/el/admin (the back office)',
    groups: ['admin'],
    kb: 345,
    reason:
      'Operators on a computer: record lists, forms, filters and zod. Never part of the home page. Measured 327 KB.',
  },
];
