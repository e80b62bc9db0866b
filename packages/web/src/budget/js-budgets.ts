/*
 * How much JavaScript (gzipped, level 9, as `npm run bench:web` counts it) each route may load.
 * js-budget.test.ts builds the app (when its sources changed) and follows Vite's manifest from
 * the entry and each route's page groups to every chunk they import; it fails when a route goes
 * over. Raising a figure is a reviewed change: say why in `reason`, and what it costs a phone.
 *
 * What a route's first render waits for is counted: the entry and the chunks it imports, the
 * route's page groups with their texts, and workbox-window (fetched at every start). Chunks a
 * page fetches once it has drawn are not: Socket.IO's client (`socket`, 12 KB, fetched beside
 * the first render by lib/socket.ts) and the home page's sections below the fold (`home-below`,
 * 6 KB); `npm run bench:web` counts them in what the page loaded.
 *
 * Issue 30's aim for the home page is 150 KB. Measured 168.5 KB on 2026-11-29 (after taking
 * the socket and the sections below the fold out of the first render): the libraries every
 * page draws with are about 127 of it, React DOM (62), Mantine's core (26), i18next with
 * react-i18next (17), React Router (12) and TanStack Query (10); the rest is our shell (about
 * 17, the Greek core texts 8 of it), the home page's chunk (11) and workbox-window (2).
 * packages/web/README.md says what each chunk carries and what would go next.
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
    kb: 172,
    reason:
      'Most first visits, on a phone. Measured 168.5 KB on 2026-11-29 (325 KB before issue 30, 184 KB with the socket still in the entry); the aim is 150 KB, which the libraries every page draws with leave almost no room for (README, "What each chunk carries").',
  },
  {
    route: '/el/student after signing in on / (a learner’s dashboard)',
    groups: ['home', 'student-home'],
    kb: 300,
    reason: 'Issue 30: the home page and the dashboard together, 300 KB. Measured 274 KB.',
  },
  {
    route: '/el/test/{id} opened from the dashboard',
    groups: ['home', 'student-home', 'test'],
    kb: 300,
    reason:
      'What a learner has loaded once a test is open; the test page adds about 13 KB to the dashboard. Measured 287 KB.',
  },
  {
    route: '/el/test/{id} reloaded (a running test reopened)',
    groups: ['test'],
    kb: 300,
    reason: 'A reload in the middle of a test, often on a poor link. Measured 277 KB.',
  },
  {
    route: '/el/school (the school portal)',
    groups: ['school-home'],
    kb: 320,
    reason:
      'Teachers, mostly on a computer: the student lists, their dialogs and zod for the forms. Measured 306 KB.',
  },
  {
    route: '/el/admin (the back office)',
    groups: ['admin'],
    kb: 335,
    reason:
      'Operators on a computer: record lists, forms, filters and zod. Never part of the home page. Measured 318 KB.',
  },
];
