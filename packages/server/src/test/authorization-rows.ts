import {
  canActAsSchool,
  canActAsStudent,
  canOperate,
  everyone,
  isSignedIn,
  type Namespace,
  type Policy,
} from '@kokpit/shared';
import { namespaceEvents } from '../features/index.js';
import type { SchoolScope } from '../realtime/school-scope.js';
import { ACTORS, MISSING_ID, type ActorName, type Fixture } from './authorization-fixture.js';

/*
 * The rows of the authorization matrix (realtime/authorization.test.ts): every event of every
 * namespace and every route, with the policy it declares and the callers whose payload names
 * someone else's rows. A /school row takes the school's area it acts in, and the student its
 * payload names, from the event's definition (defineSchoolEvent). A new event or route fails
 * the matrix until it has a row here.
 */

export interface EventRow {
  ns: Namespace;
  event: string;
  policy: Policy;
  /**
   * /school only: the school step the event's definition declares (its area, and the student
   * its payload names); missing when the event was not made by defineSchoolEvent.
   */
  school?: SchoolScope;
  /**
   * The row sent about one of S's students in another standing (a request still waiting, a
   * student S turned down) instead of the students its payload names (authorization.test.ts).
   */
  subject?: 'request' | 'rejected';
  /** A valid payload (the matrix checks it): past validation, every cell reaches authorization. */
  payload: (fx: Fixture, actor: ActorName) => unknown;
  /** Callers for whom the payload names someone else's rows: answered as if they did not exist. */
  notTheirs?: readonly ActorName[];
  /** Ends the caller's session, so it runs after every other cell. */
  last?: boolean;
}

export interface RouteRow {
  method: 'GET' | 'POST' | 'DELETE';
  /** The URL as Fastify registers it. */
  url: string;
  policy: Policy;
  /** The path to call (the caller's token goes in X-Api-Token). */
  request: (fx: Fixture, actor: ActorName) => { path: string; init?: RequestInit };
  notTheirs?: readonly ActorName[];
}

const none = () => undefined;
/** Student V's test: another student's is answered like a test that does not exist. */
const NOT_V: readonly ActorName[] = ['demoStudent', 'otherStudent'];
/** School S's rows: another school's are answered like rows that do not exist. */
const NOT_S: readonly ActorName[] = ['otherSchool'];
/** Public rows of the school awaiting approval: nobody sees them yet. */
const NOBODY: readonly ActorName[] = ACTORS;
const PASSWORD = 'Authz#2026xy';
const unique = (actor: ActorName) => `${actor.toLowerCase()}${Date.now().toString(36)}`;

const app = (event: string, policy: Policy, payload: EventRow['payload'] = none, more: Partial<EventRow> = {}): EventRow => ({ ns: '/app', event, policy, payload, ...more }); // prettier-ignore
const student = (event: string, payload: EventRow['payload'] = none, notTheirs?: readonly ActorName[]): EventRow => ({ ns: '/student', event, policy: canActAsStudent, payload, notTheirs }); // prettier-ignore
/** What the event's definition declares of the school step (not restated here). */
const schoolStepOf = (event: string): SchoolScope | undefined => {
  const step = namespaceEvents['/school'].find((e) => e.name === event)?.school;
  return step && { area: step.area, student: step.student };
};
const school = (event: string, payload: EventRow['payload'] = none, notTheirs?: readonly ActorName[]): EventRow => ({ ns: '/school', event, policy: canActAsSchool, school: schoolStepOf(event), payload, notTheirs }); // prettier-ignore
const admin = (event: string, payload: EventRow['payload'] = none): EventRow => ({ ns: '/admin', event, policy: canOperate, payload }); // prettier-ignore

const testOfV = (fx: Fixture) => ({ id: fx.testId });
const replyOf = (fx: Fixture) => ({ id: 'authz-1', questionId: fx.questionIds[0], answerId: 1 });
const studentId = (key: keyof Fixture) => (fx: Fixture) => ({ id: fx[key] as number });

const APP_EVENTS: EventRow[] = [
  // Signing in as V with a wrong password reads like signing in as nobody.
  app('auth', everyone, (fx) => ({ username: fx.studentUsername, password: PASSWORD }), { notTheirs: NOBODY }), // prettier-ignore
  app('session', everyone),
  app('get-language', everyone),
  app('set-language', everyone, () => ({ lang: 'en' })),
  app('sections', everyone, () => ({})),
  app('categories', everyone, () => ({ section: 'car' })),
  app('questions', everyone, (fx) => ({ category: fx.categoryId })),
  app('schools', everyone, (fx) => ({ query: fx.pendingSchoolName })),
  app('school/info', everyone, (fx) => ({ id: fx.pendingSchoolId }), { notTheirs: NOBODY }),
  app('school/page', everyone, (fx) => ({ slug: fx.pendingSchoolSlug }), { notTheirs: NOBODY }),
  app('map-settings', everyone),
  app('signup', everyone, (fx, actor) => ({
    kind: 'student',
    form: {
      username: `su${unique(actor)}`.slice(0, 32),
      email: `su-${unique(actor)}@example.test`,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      firstName: 'Άννα',
      lastName: 'Παπά',
      section: 'car',
      schoolId: fx.pendingSchoolId,
    },
  })),
  app('forgot-password', everyone, (fx) => ({ email: fx.emails.student }), { notTheirs: NOBODY }),
  app('reset-password', everyone, () => ({ token: 'not-a-token', password: PASSWORD, passwordConfirm: PASSWORD })), // prettier-ignore
  app('page', everyone, () => ({ slug: 'terms-of-use' })),
  app('pages', everyone),
  app('contact', everyone, () => ({ name: 'Άννα', email: 'anna@example.test', text: 'Καλημέρα' })),
  app('public-statistics', everyone),
  app('trial-test', everyone),
  // Social sign-in: a made-up ticket is an expired one; unlinking what is not linked, not found.
  app('social/providers', everyone),
  app('social/complete', everyone, () => ({ ticket: 'authz-ticket-not-issued-0000' })),
  app('social/sign-up', everyone, (_fx, actor) => ({
    ticket: 'authz-ticket-not-issued-0000',
    form: { username: `so${unique(actor)}`.slice(0, 32), email: `so-${unique(actor)}@example.test`, firstName: 'Άννα', lastName: 'Παπά', section: 'car' }, // prettier-ignore
  })),
  app('social/identities', isSignedIn),
  app('social/unlink', isSignedIn, () => ({ provider: 'nope' })),
  // A teacher's invitation link: anyone holding it.
  app('team-invite/info', everyone, () => ({ token: 'x'.repeat(43) })),
  app('team-invite/accept', everyone, (_fx, actor) => ({
    token: 'x'.repeat(43),
    username: `ti${unique(actor)}`.slice(0, 32),
    firstName: 'Νίκος',
    lastName: 'Δάσκαλος',
    password: PASSWORD,
    passwordConfirm: PASSWORD,
  })),
  app('signout', isSignedIn, none, { last: true }),
];

const STUDENT_EVENTS: EventRow[] = [
  student('sections'),
  student('section/change', () => ({ code: 'car' })),
  student('section-enable', () => ({ code: 'car' })),
  student('profile'),
  student('profile/save', (fx, actor) => ({ ...fx.names[actor], email: fx.emails[actor] })),
  student('settings/save', () => ({ sound: true })),
  // A school the operators have not approved is one nobody can join.
  student('school/join', (fx) => ({ schoolId: fx.pendingSchoolId }), ['demoStudent', 'student', 'otherStudent']), // prettier-ignore
  student('school/info'),
  student('highlights'),
  student('statistics'),
  student('exam-date/save', () => ({ section: 'car', date: null })),
  // S's lesson as a theory test: its accepted students only.
  student('test-start', (fx) => ({ section: 'car', type: 'theory', options: { presentationId: fx.presentationId } }), NOT_V), // prettier-ignore
  student('test-resume', testOfV, NOT_V),
  student('test-restart', testOfV, NOT_V),
  student('test-cancel', testOfV, NOT_V),
  student('test-finish', testOfV, NOT_V),
  student('simulation-review', testOfV, NOT_V),
  student('test-texts', testOfV, NOT_V),
  student('test-record', (fx) => ({ testId: fx.testId, reply: replyOf(fx) }), NOT_V),
  student('test-record/commit', (fx) => ({ testId: fx.testId, replies: [replyOf(fx)] }), NOT_V),
  student('messages/thread'),
  student('messages/send', (_fx, actor) => ({ clientId: `authz-${actor}-1`, text: 'Καλημέρα' })),
  student('messages/read'),
  student('theory/list', () => ({ section: 'car' })),
];

const STUDENTS: EventRow[] = [
  school('highlights', () => ({ section: 'car' })),
  school('students/list', (fx) => ({ status: fx.listStatus, search: fx.searchText }), NOT_S),
  school('students/search', (fx) => ({ text: fx.searchText }), NOT_S),
  school('students/info', studentId('studentId'), NOT_S),
  school('students/stats', (fx) => ({ id: fx.studentId, section: 'car' }), NOT_S),
  school('students/save', (fx) => ({ id: fx.studentId, ...fx.names.student, email: fx.emails.student }), NOT_S), // prettier-ignore
  school('students/comments', (fx) => ({ id: fx.studentId, comments: 'Καλή πρόοδος' }), NOT_S), // prettier-ignore
  school('students/password', (fx) => ({ id: fx.passwordStudentId, password: PASSWORD, passwordConfirm: PASSWORD }), NOT_S), // prettier-ignore
  school('students/archive', (fx) => ({ id: fx.archivableStudentId, result: 'first' }), NOT_S), // prettier-ignore
  school('students/restore', studentId('archivedStudentId'), NOT_S),
  school('students/approve', studentId('pendingStudentId'), NOT_S),
  school('students/reject', studentId('pendingStudentId'), NOT_S),
  // Named V, who is active: past the school step, the handler says V is not rejected.
  school('students/reconsider', studentId('studentId'), NOT_S),
  school('students/delete', studentId('doomedStudentId'), NOT_S),
  school('students/add', (_fx, actor) => ({ firstName: 'Ελένη', lastName: 'Νέα', email: `add-${unique(actor)}@example.test` })), // prettier-ignore
  school('profile'),
  school('profile/save', (fx, actor) => ({ name: fx.schoolNames[actor] ?? 'Σχολή', managerName: 'Γιώργος Δάσκαλος', address: 'Εγνατίας 1', city: 'Θεσσαλονίκη', phone: '2310 123456' })), // prettier-ignore
];

const sectionOf = (fx: Fixture) => ({ student: fx.sectionStudentId, section: 'car' });
const MONEY: EventRow[] = [
  school('account'),
  school('account/statement', () => ({ page: 1 })),
  school('account/statement-csv', () => ({})),
  school('packages'),
  school('package/change', () => ({ code: 'standard' })),
  school('credits/quote', () => ({ amount: 10 })),
  school('credits/request', () => ({ amount: 1 })),
  school('credits/pending'),
  school('credits/proforma', (fx) => ({ id: fx.purchaseId }), NOT_S),
  school('credits/receipt', (fx) => ({ id: fx.purchaseId }), NOT_S),
  school('credits/cancel', (fx) => ({ id: fx.purchaseId }), NOT_S),
  school('section/activate', sectionOf, NOT_S),
  school('section/reactivate', sectionOf, NOT_S),
  school('section/reject', sectionOf, NOT_S),
  school('coupons/list', () => ({})),
  school('coupons/reserve', () => ({ count: 1 })),
  school('coupons/free', (fx) => ({ ids: [fx.couponId] }), NOT_S),
  school('coupons/print', (fx) => ({ ids: [fx.couponId] }), NOT_S),
  school('registration-link', () => ({})),
];

const TEACHING: EventRow[] = [
  school('messages/inbox'),
  school('messages/thread', (fx) => ({ studentId: fx.studentId }), NOT_S),
  school('messages/send', (fx, actor) => ({ studentId: fx.studentId, clientId: `authz-${actor}-2`, text: 'Καλημέρα' }), NOT_S), // prettier-ignore
  school('messages/read', (fx) => ({ studentId: fx.studentId }), NOT_S),
  school('messages/announce', (_fx, actor) => ({ clientId: `authz-${actor}-3`, text: 'Ανακοίνωση', section: 'bus' })), // prettier-ignore
  school('messages/announcements'),
  school('theory/fetch', () => ({ section: 'car' })),
  school('theory/presentation', (fx) => ({ id: fx.presentationId }), NOT_S),
  school('theory/save', (fx) => ({ id: fx.presentationId, title: fx.presentationTitle, section: 'car', questionIds: fx.questionIds }), NOT_S), // prettier-ignore
  school('theory/reorder', (fx) => ({ id: fx.presentationId, questionIds: [...fx.questionIds].reverse() }), NOT_S), // prettier-ignore
  school('theory/delete', (fx) => ({ id: fx.doomedPresentationId }), NOT_S),
  school('theory/questions', () => ({ section: 'car' })),
  school('question-help/fetch', (fx) => ({ questionId: fx.helpQuestionId })),
  school('question-help/save', (fx) => ({ questionId: fx.helpQuestionId, lang: 'el', text: 'Βοήθεια' })), // prettier-ignore
  school('question-help/delete', (fx) => ({ questionId: fx.helpQuestionId, lang: 'el' })),
  school('question-help/search', () => ({ text: 'STOP' })),
  school('question-help/list'),
];

const EDITOR: EventRow[] = [
  school('member'),
  school('editor'),
  school('editor/account', (fx, actor) => ({ name: fx.schoolNames[actor] ?? 'Σχολή', managerName: 'Γιώργος Δάσκαλος', phone: '2310 123456', email: fx.emails[actor] })), // prettier-ignore
  school('editor/texts', () => ({ texts: { el: { welcome: 'Καλώς ήρθατε', description: 'Σχολή οδηγών' } } })), // prettier-ignore
  school('editor/locations', () => ({ locations: [{ address: 'Εγνατίας 1', city: 'Θεσσαλονίκη', postalCode: '54622', location: { lat: 40.63, lng: 22.94 } }] })), // prettier-ignore
  school('editor/logo', () => ({ dataUrl: null })),
  school('editor/geocode', () => ({ postalCode: '54622' })),
  school('team'),
  school('team/invite', (_fx, actor) => ({ email: `invite-${unique(actor)}@example.test` })), // prettier-ignore
  school('team/remove', (fx) => ({ userId: fx.spareTeacherId }), NOT_S),
];

const ADMIN_EVENTS: EventRow[] = [
  admin('tables'),
  admin('table', () => ({ table: 'users' })),
  admin('records/list', () => ({ table: 'users' })),
  admin('records/get', () => ({ table: 'users', key: { id: MISSING_ID } })),
  admin('records/save', () => ({ table: 'users', key: { id: MISSING_ID }, values: { job_title: 'x' } })), // prettier-ignore
  admin('records/delete', () => ({ table: 'users', key: { id: MISSING_ID } })),
  admin('records/delete-plan', () => ({ table: 'users', key: { id: MISSING_ID } })),
  admin('records/options', () => ({ table: 'users' })),
  admin('views/list', () => ({ table: 'users' })),
  admin('views/save', () => ({ name: 'authz', query: { table: 'users' } })),
  admin('views/delete', () => ({ id: MISSING_ID })),
  admin('audit/list', () => ({})),
  admin('audit/revert', () => ({ id: MISSING_ID })),
  admin('schools/review', () => ({})),
  admin('schools/decide', () => ({ school: MISSING_ID, decision: 'approve' })),
  admin('credits/awaiting'),
  admin('credits/mark-paid', () => ({ entry: MISSING_ID })),
  admin('credits/ledger', () => ({ school: MISSING_ID })),
  admin('payments/import', () => ({ format: 'csv', content: 'Date;Description;Amount\n' })),
  admin('credits/grant', () => ({ school: MISSING_ID, amount: 1, reason: 'authz' })),
  admin('notices/send', () => ({ audience: 'operators', el: 'authz' })),
  admin('users/find', () => ({ text: 'authz' })),
  admin('users/sign-out-everywhere', () => ({ user: MISSING_ID })),
  admin('contact/list', () => ({})),
  admin('contact/handle', () => ({ message: MISSING_ID, handled: true })),
  admin('files/list', () => ({ folder: '' })),
  admin('files/folder-create', () => ({ parent: 'missing', name: 'x' })),
  admin('files/folder-delete', () => ({ path: 'missing' })),
  admin('files/rename', () => ({ name: 'missing.png', to: 'other.png' })),
  admin('files/delete', () => ({ name: 'missing.png' })),
  admin('files/attach', () => ({ question: MISSING_ID, name: null })),
  admin('content/import', () => ({ source: 'folder', path: 'missing' })),
];

export const EVENT_ROWS: EventRow[] = [
  ...APP_EVENTS,
  ...STUDENT_EVENTS,
  ...STUDENTS,
  ...MONEY,
  ...TEACHING,
  ...EDITOR,
  ...ADMIN_EVENTS,
];

const API = '/api/kokpit/v1.0';
/** The eight bytes every PNG starts with, and a little more: not a picture the server keeps. */
const PNG_START = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

export const ROUTE_ROWS: RouteRow[] = [
  // Signing in as V with a wrong password reads like signing in as nobody.
  { method: 'GET', url: `${API}/auth`, policy: everyone, request: () => ({ path: `${API}/auth?clientId=authz&clientSecret=wrong` }) }, // prettier-ignore
  { method: 'GET', url: `${API}/user/signin`, policy: everyone, request: (fx) => ({ path: `${API}/user/signin?username=${fx.studentUsername}&password=${PASSWORD}` }), notTheirs: NOBODY }, // prettier-ignore
  { method: 'GET', url: `${API}/user/info`, policy: isSignedIn, request: () => ({ path: `${API}/user/info` }) }, // prettier-ignore
  // The web's cookie from the token in X-Api-Token; sign-out by the cookie (the callers have none).
  { method: 'POST', url: '/session', policy: isSignedIn, request: () => ({ path: '/session', init: { method: 'POST' } }) }, // prettier-ignore
  { method: 'DELETE', url: '/session', policy: everyone, request: () => ({ path: '/session', init: { method: 'DELETE' } }) }, // prettier-ignore
  { method: 'GET', url: `${API}/user/lang`, policy: everyone, request: () => ({ path: `${API}/user/lang?lang=en` }) }, // prettier-ignore
  { method: 'GET', url: `${API}/social/:provider/start`, policy: everyone, request: () => ({ path: `${API}/social/nope/start?lang=en` }) }, // prettier-ignore
  { method: 'GET', url: `${API}/social/callback`, policy: everyone, request: () => ({ path: `${API}/social/callback` }) }, // prettier-ignore
  {
    method: 'POST',
    url: `${API}/admin/files`,
    policy: canOperate,
    request: (_fx, actor) => ({
      path: `${API}/admin/files?folder=&name=authz-${actor.toLowerCase()}.png`,
      init: { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: PNG_START }, // prettier-ignore
    }),
  },
  {
    method: 'POST',
    url: `${API}/admin/exports`,
    policy: canOperate,
    request: () => ({
      path: `${API}/admin/exports`,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ exportId: 'authz', query: { table: 'schools' }, format: 'csv' }),
      },
    }),
  },
  { method: 'GET', url: '/media/pictures/:name', policy: everyone, request: (fx) => ({ path: `/media/pictures/${fx.pictureName}` }) }, // prettier-ignore
  { method: 'GET', url: '/media/school-logos/:schoolId', policy: everyone, request: (fx) => ({ path: `/media/school-logos/${fx.schoolId}` }) }, // prettier-ignore
  { method: 'GET', url: '/healthz', policy: everyone, request: () => ({ path: '/healthz' }) },
  { method: 'GET', url: '/readyz', policy: everyone, request: () => ({ path: '/readyz' }) },
  { method: 'GET', url: '/metrics', policy: everyone, request: () => ({ path: '/metrics' }) },
];
