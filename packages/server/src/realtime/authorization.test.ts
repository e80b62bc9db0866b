import {
  canActAsSchool,
  canActAsStudent,
  canOperate,
  contracts,
  everyone,
  isSignedIn,
  ResultCode,
  StudentSchoolStatus,
  type Envelope,
  type Namespace,
  type Policy,
} from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namespaceEvents } from '../features/index.js';
import { buildSchool, buildStudent, buildTest, buildUser } from '../test/factories.js';
import { testDialect } from '../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../test/test-server.js';
import { actorOf, attachEvents, type EventDefinition } from './events.js';
import { userRoom, type SocketData } from './socket-state.js';

/*
 * Every event of every namespace with the policy it declares, tried as each of six callers on
 * a real server. A new event fails here until it is listed with who may call it.
 */

const ACTORS = [
  'anonymous',
  'student',
  'otherStudent',
  'school',
  'otherSchool',
  'operator',
] as const;
type ActorName = (typeof ACTORS)[number];

/**
 * What a caller gets: `passes` the policy (whatever the handler then answers), told to `sign-in`
 * (403), `refused` (404 insufficient permissions, or the namespace refuses the connection), or
 * `as-missing`: the row belongs to someone else, and the answer is word for word the one for a
 * row that does not exist, so its existence does not leak.
 */
type Outcome = 'passes' | 'sign-in' | 'refused' | 'as-missing';

/** Facts the payloads refer to: the student's school and one of the student's tests. */
interface Fixture {
  schoolId: number;
  testId: number;
  studentEmail: string;
  /** The school's students: the fixture's own (active), one pending, two to change or delete. */
  studentId: number;
  pendingStudentId: number;
  spareStudentId: number;
  doomedStudentId: number;
}

interface Row {
  ns: Namespace;
  event: string;
  policy: Policy;
  payload: (fx: Fixture, actor: ActorName) => unknown;
  /** Outcomes that differ from what the policy alone says (resource-level checks). */
  except?: Partial<Record<ActorName, Outcome>>;
}

const none = () => undefined;
const testId = (fx: Fixture) => ({ id: fx.testId });
const reply = (fx: Fixture) => ({
  testId: fx.testId,
  reply: { id: 'authz-1', questionId: 1, answerId: 1 },
});
/** Another student's test is answered exactly like a test that does not exist. */
const notTheirs = { otherStudent: 'as-missing' } as const;
/** No test has this id. */
const MISSING_TEST_ID = 987_654;
/** Another school's student is answered exactly like a student that does not exist. */
const notTheirSchool = { otherSchool: 'as-missing' } as const;
const studentOf =
  (key: 'studentId' | 'pendingStudentId' | 'spareStudentId' | 'doomedStudentId') =>
  (fx: Fixture) => ({ id: fx[key] });

const TABLE: Row[] = [
  // /app: public data and sign-in.
  {
    ns: '/app',
    event: 'auth',
    policy: everyone,
    payload: () => ({ username: 'nobody-x', password: 'wrong-password' }),
  },
  { ns: '/app', event: 'get-language', policy: everyone, payload: none },
  { ns: '/app', event: 'set-language', policy: everyone, payload: () => ({ lang: 'el' }) },
  { ns: '/app', event: 'sections', policy: everyone, payload: none },
  { ns: '/app', event: 'categories', policy: everyone, payload: () => ({ section: 'car' }) },
  { ns: '/app', event: 'questions', policy: everyone, payload: () => ({ category: 1 }) },
  { ns: '/app', event: 'schools', policy: everyone, payload: none },
  { ns: '/app', event: 'school/info', policy: everyone, payload: (fx) => ({ id: fx.schoolId }) },
  {
    ns: '/app',
    event: 'school/page',
    policy: everyone,
    payload: () => ({ slug: 'scholi-odigon-kokpit-demo' }),
  },
  { ns: '/app', event: 'map-settings', policy: everyone, payload: none },
  {
    ns: '/app',
    event: 'signup',
    policy: everyone,
    payload: (_fx, actor) => ({
      kind: 'student',
      form: {
        username: `authz-${actor.toLowerCase()}-${Date.now().toString(36)}`,
        email: `authz-${actor.toLowerCase()}-${Date.now().toString(36)}@example.test`,
        password: 'Signup#2026x',
        passwordConfirm: 'Signup#2026x',
        firstName: 'Άννα',
        lastName: 'Παπά',
        section: 'car',
      },
    }),
  },
  {
    ns: '/app',
    event: 'forgot-password',
    policy: everyone,
    payload: () => ({ email: 'nobody@example.test' }),
  },
  {
    ns: '/app',
    event: 'reset-password',
    policy: everyone,
    payload: () => ({
      token: 'not-a-token',
      password: 'Reset#2026xy',
      passwordConfirm: 'Reset#2026xy',
    }),
  },
  { ns: '/app', event: 'page', policy: everyone, payload: () => ({ slug: 'terms-of-use' }) },
  { ns: '/app', event: 'pages', policy: everyone, payload: none },
  {
    ns: '/app',
    event: 'contact',
    policy: everyone,
    payload: () => ({ name: 'Άννα', email: 'anna@example.test', text: 'Καλημέρα' }),
  },
  { ns: '/app', event: 'public-statistics', policy: everyone, payload: none },
  { ns: '/app', event: 'trial-test', policy: everyone, payload: none },
  // Social sign-in: a made-up ticket is an expired one; unlinking what is not linked, not found.
  { ns: '/app', event: 'social/providers', policy: everyone, payload: none },
  {
    ns: '/app',
    event: 'social/complete',
    policy: everyone,
    payload: () => ({ ticket: 'authz-ticket-not-issued-0000' }),
  },
  {
    ns: '/app',
    event: 'social/sign-up',
    policy: everyone,
    payload: () => ({
      ticket: 'authz-ticket-not-issued-0000',
      form: { username: 'authz-social', email: 'authz-social@example.test', firstName: 'Άννα', lastName: 'Παπά', section: 'car' }, // prettier-ignore
    }),
  },
  { ns: '/app', event: 'social/identities', policy: isSignedIn, payload: none },
  { ns: '/app', event: 'social/unlink', policy: isSignedIn, payload: () => ({ provider: 'nope' }) },
  // Ends the caller's session (and its sockets), so it runs after every other row.
  { ns: '/app', event: 'signout', policy: isSignedIn, payload: none },

  // /student: the signed-in student's own data; other accounts cannot even connect.
  { ns: '/student', event: 'sections', policy: canActAsStudent, payload: none },
  {
    ns: '/student',
    event: 'section/change',
    policy: canActAsStudent,
    payload: () => ({ code: 'car' }),
  },
  {
    ns: '/student',
    event: 'section-enable',
    policy: canActAsStudent,
    payload: () => ({ code: 'car' }),
  },
  { ns: '/student', event: 'profile', policy: canActAsStudent, payload: none },
  {
    ns: '/student',
    event: 'profile/save',
    policy: canActAsStudent,
    payload: (fx, actor) => ({
      firstName: 'Νίκος',
      lastName: 'Μαθητής',
      email: actor === 'student' ? fx.studentEmail : `authz-other-${Date.now()}@example.test`,
    }),
  },
  {
    ns: '/student',
    event: 'settings/save',
    policy: canActAsStudent,
    payload: () => ({ sound: true }),
  },
  {
    ns: '/student',
    event: 'school/join',
    policy: canActAsStudent,
    payload: (fx) => ({ schoolId: fx.schoolId }),
  },
  { ns: '/student', event: 'school/info', policy: canActAsStudent, payload: none },
  { ns: '/student', event: 'highlights', policy: canActAsStudent, payload: none },
  { ns: '/student', event: 'statistics', policy: canActAsStudent, payload: none },
  {
    ns: '/student',
    event: 'test-start',
    policy: canActAsStudent,
    payload: () => ({ section: 'car', type: 'progress' }),
  },
  {
    ns: '/student',
    event: 'test-resume',
    policy: canActAsStudent,
    payload: testId,
    except: notTheirs,
  },
  {
    ns: '/student',
    event: 'test-record',
    policy: canActAsStudent,
    payload: reply,
    except: notTheirs,
  },
  {
    ns: '/student',
    event: 'test-record/commit',
    policy: canActAsStudent,
    payload: (fx) => ({ testId: fx.testId, replies: [reply(fx).reply] }),
    except: notTheirs,
  },
  {
    ns: '/student',
    event: 'test-finish',
    policy: canActAsStudent,
    payload: testId,
    except: notTheirs,
  },
  {
    ns: '/student',
    event: 'simulation-review',
    policy: canActAsStudent,
    payload: testId,
    except: notTheirs,
  },
  {
    ns: '/student',
    event: 'test-cancel',
    policy: canActAsStudent,
    payload: testId,
    except: notTheirs,
  },
  {
    ns: '/student',
    event: 'test-restart',
    policy: canActAsStudent,
    payload: testId,
    except: notTheirs,
  },

  // /school: a school's own students; another school's are answered as missing.
  {
    ns: '/school',
    event: 'highlights',
    policy: canActAsSchool,
    payload: () => ({ section: 'car' }),
  },
  {
    ns: '/school',
    event: 'students/list',
    policy: canActAsSchool,
    payload: () => ({ status: 'active' }),
  },
  {
    ns: '/school',
    event: 'students/search',
    policy: canActAsSchool,
    payload: () => ({ text: 'Test' }),
  },
  {
    ns: '/school',
    event: 'students/info',
    policy: canActAsSchool,
    payload: studentOf('studentId'),
    except: notTheirSchool,
  },
  {
    ns: '/school',
    event: 'students/stats',
    policy: canActAsSchool,
    payload: (fx) => ({ id: fx.studentId, section: 'car' }),
    except: notTheirSchool,
  },
  {
    ns: '/school',
    event: 'students/save',
    policy: canActAsSchool,
    payload: (fx) => ({
      id: fx.studentId,
      firstName: 'Νίκος',
      lastName: 'Μαθητής',
      email: fx.studentEmail,
    }),
    except: notTheirSchool,
  },
  {
    ns: '/school',
    event: 'students/comments',
    policy: canActAsSchool,
    payload: (fx) => ({ id: fx.studentId, comments: 'Καλή πρόοδος' }),
    except: notTheirSchool,
  },
  {
    ns: '/school',
    event: 'students/password',
    policy: canActAsSchool,
    payload: (fx) => ({
      id: fx.spareStudentId,
      password: 'School#2026x',
      passwordConfirm: 'School#2026x',
    }),
    except: notTheirSchool,
  },
  {
    ns: '/school',
    event: 'students/archive',
    policy: canActAsSchool,
    payload: (fx) => ({ id: fx.studentId, result: 'first' }),
    except: notTheirSchool,
  },
  {
    ns: '/school',
    event: 'students/restore',
    policy: canActAsSchool,
    payload: studentOf('studentId'),
    except: notTheirSchool,
  },
  {
    ns: '/school',
    event: 'students/approve',
    policy: canActAsSchool,
    payload: studentOf('pendingStudentId'),
    except: notTheirSchool,
  },
  {
    ns: '/school',
    event: 'students/reject',
    policy: canActAsSchool,
    payload: studentOf('pendingStudentId'),
    except: notTheirSchool,
  },
  {
    ns: '/school',
    event: 'students/delete',
    policy: canActAsSchool,
    payload: studentOf('doomedStudentId'),
    except: notTheirSchool,
  },
  {
    ns: '/school',
    event: 'students/add',
    policy: canActAsSchool,
    payload: (_fx, actor) => ({
      firstName: 'Ελένη',
      lastName: 'Νέα',
      email: `authz-add-${actor.toLowerCase()}-${Date.now().toString(36)}@example.test`,
    }),
  },
  { ns: '/school', event: 'profile', policy: canActAsSchool, payload: none },
  {
    ns: '/school',
    event: 'profile/save',
    policy: canActAsSchool,
    payload: () => ({
      name: 'Σχολή Οδηγών Authz',
      managerName: 'Γιώργος Δάσκαλος',
      address: 'Εγνατίας 1',
      city: 'Θεσσαλονίκη',
      phone: '2310 123456',
    }),
  },
  // /school, the school's money (school-billing.ts): another school's student is not found.
  { ns: '/school', event: 'account', policy: canActAsSchool, payload: none },
  { ns: '/school', event: 'packages', policy: canActAsSchool, payload: none },
  {
    ns: '/school',
    event: 'package/change',
    policy: canActAsSchool,
    payload: () => ({ code: 'standard' }),
  },
  {
    ns: '/school',
    event: 'credits/request',
    policy: canActAsSchool,
    payload: () => ({ amount: 1 }),
  },
  { ns: '/school', event: 'credits/pending', policy: canActAsSchool, payload: none },
  ...(['section/activate', 'section/reactivate', 'section/reject'] as const).map((event) => ({
    ns: '/school' as const,
    event,
    policy: canActAsSchool,
    payload: (fx: Fixture) => ({ student: fx.studentId, section: 'car' }),
    except: { otherSchool: 'as-missing' } as const,
  })),
  { ns: '/school', event: 'coupons/list', policy: canActAsSchool, payload: none },
  {
    ns: '/school',
    event: 'coupons/reserve',
    policy: canActAsSchool,
    payload: () => ({ count: 1 }),
  },
  {
    ns: '/school',
    event: 'coupons/free',
    policy: canActAsSchool,
    payload: () => ({ ids: [MISSING_TEST_ID] }),
  },
  {
    ns: '/school',
    event: 'coupons/print',
    policy: canActAsSchool,
    payload: () => ({ ids: [MISSING_TEST_ID] }),
  },
  { ns: '/school', event: 'registration-link', policy: canActAsSchool, payload: none },
  // Messaging (messages.events.ts): a school writes only to its own students.
  { ns: '/school', event: 'messages/inbox', policy: canActAsSchool, payload: none },
  {
    ns: '/school',
    event: 'messages/thread',
    policy: canActAsSchool,
    payload: (fx) => ({ studentId: fx.studentId }),
    except: notTheirSchool,
  },
  {
    ns: '/school',
    event: 'messages/send',
    policy: canActAsSchool,
    payload: (fx) => ({ studentId: fx.studentId, clientId: 'authz-msg-1', text: 'Καλημέρα' }),
    except: notTheirSchool,
  },
  {
    ns: '/school',
    event: 'messages/read',
    policy: canActAsSchool,
    payload: (fx) => ({ studentId: fx.studentId }),
    except: notTheirSchool,
  },
  { ns: '/student', event: 'messages/thread', policy: canActAsStudent, payload: none },
  {
    ns: '/student',
    event: 'messages/send',
    policy: canActAsStudent,
    payload: () => ({ clientId: 'authz-msg-2', text: 'Καλημέρα' }),
  },
  { ns: '/student', event: 'messages/read', policy: canActAsStudent, payload: none },
  // /admin: the operators' back office (issue 20).
  ...(
    [
      ['tables', none],
      ['table', () => ({ table: 'users' })],
      ['records/list', () => ({ table: 'users' })],
      ['records/get', () => ({ table: 'users', key: { id: MISSING_TEST_ID } })],
      [
        'records/save',
        () => ({ table: 'users', key: { id: MISSING_TEST_ID }, values: { job_title: 'x' } }),
      ],
      ['records/delete', () => ({ table: 'users', key: { id: MISSING_TEST_ID } })],
      ['records/delete-plan', () => ({ table: 'users', key: { id: MISSING_TEST_ID } })],
      ['records/options', () => ({ table: 'users' })],
      ['views/list', () => ({ table: 'users' })],
      ['views/save', () => ({ name: 'authz', query: { table: 'users' } })],
      ['views/delete', () => ({ id: MISSING_TEST_ID })],
      ['audit/list', () => ({})],
      ['audit/revert', () => ({ id: MISSING_TEST_ID })],
      // The operator screens and the file browser (features/admin-operations, admin-files).
      ['schools/review', () => ({})],
      ['schools/decide', () => ({ school: MISSING_TEST_ID, decision: 'approve' })],
      ['credits/awaiting', none],
      ['credits/mark-paid', () => ({ entry: MISSING_TEST_ID })],
      ['credits/ledger', () => ({ school: MISSING_TEST_ID })],
      ['credits/grant', () => ({ school: MISSING_TEST_ID, amount: 1, reason: 'authz' })],
      ['notices/send', () => ({ audience: 'operators', el: 'authz' })],
      ['users/find', () => ({ text: 'authz' })],
      ['users/sign-out-everywhere', () => ({ user: MISSING_TEST_ID })],
      ['files/list', () => ({ folder: '' })],
      ['files/folder-create', () => ({ parent: 'missing', name: 'x' })],
      ['files/folder-delete', () => ({ path: 'missing' })],
      ['files/rename', () => ({ name: 'missing.png', to: 'other.png' })],
      ['files/delete', () => ({ name: 'missing.png' })],
      ['files/attach', () => ({ question: MISSING_TEST_ID, name: null })],
      // Content import (features/admin-content).
      ['content/import', () => ({ source: 'folder', path: 'missing' })],
    ] as const
  ).map(([event, payload]) => ({ ns: '/admin' as const, event, policy: canOperate, payload })),
  // /school, help texts (school-question-help.ts): each school reads and writes its own only.
  {
    ns: '/school',
    event: 'question-help/fetch',
    policy: canActAsSchool,
    payload: () => ({ questionId: 1 }),
  },
  {
    ns: '/school',
    event: 'question-help/save',
    policy: canActAsSchool,
    payload: () => ({ questionId: 1, lang: 'el', text: 'Βοήθεια' }),
  },
  {
    ns: '/school',
    event: 'question-help/delete',
    policy: canActAsSchool,
    payload: () => ({ questionId: 1, lang: 'el' }),
  },
  {
    ns: '/school',
    event: 'question-help/search',
    policy: canActAsSchool,
    payload: () => ({ text: 'STOP' }),
  },
  { ns: '/school', event: 'question-help/list', policy: canActAsSchool, payload: none },
  // /school, the school editor and team (school-editor.ts): saves are refused before they change
  // anything (incomplete payloads); a teacher's refusals are in their own tests.
  ...(
    [
      ['member', none],
      ['editor', none],
      ['editor/account', () => ({})],
      ['editor/texts', () => ({})],
      ['editor/locations', () => ({})],
      ['editor/logo', () => ({})],
      ['editor/geocode', () => ({ postalCode: '54622' })],
      ['team', none],
      ['team/invite', () => ({})],
      ['team/remove', () => ({ userId: MISSING_TEST_ID })],
      // Theory presentations (theory.events.ts): a presentation of no school answers as missing.
      ['theory/fetch', () => ({ section: 'car' })],
      ['theory/presentation', () => ({ id: MISSING_TEST_ID })],
      ['theory/save', () => ({})],
      ['theory/reorder', () => ({})],
      ['theory/delete', () => ({ id: MISSING_TEST_ID })],
      ['theory/questions', () => ({})],
    ] as const
  ).map(([event, payload]) => ({
    ns: '/school' as const,
    event,
    policy: canActAsSchool,
    payload,
  })),
  {
    ns: '/student',
    event: 'theory/list',
    policy: canActAsStudent,
    payload: () => ({ section: 'car' }),
  },
  // /app, a teacher's invitation link (school-team): anyone holding it.
  {
    ns: '/app',
    event: 'team-invite/info',
    policy: everyone,
    payload: () => ({ token: 'x'.repeat(43) }),
  },
  { ns: '/app', event: 'team-invite/accept', policy: everyone, payload: () => ({}) },
];

/** Who connects where: /student and /school refuse a socket without their permission. */
const CAN_CONNECT: Record<Namespace, readonly ActorName[]> = {
  '/app': ACTORS,
  '/student': ['student', 'otherStudent'],
  '/school': ['school', 'otherSchool'],
  '/admin': ['operator'],
};

function expected(row: Row, actor: ActorName, principals: Record<ActorName, unknown>): Outcome {
  if (!CAN_CONNECT[row.ns].includes(actor)) return 'refused';
  const override = row.except?.[actor];
  if (override) return override;
  // The policy, read as a table over these callers' sessions.
  const session = principals[actor] as Parameters<Policy>[0];
  if (row.policy(session)) return 'passes';
  return session === null ? 'sign-in' : 'refused';
}

function outcomeOf(reply: Envelope): Outcome {
  if (reply.code === ResultCode.notAuthenticated) return 'sign-in';
  if (reply.code === ResultCode.insufficientPermissions) return 'refused';
  return 'passes';
}

describe(`authorization of every event on ${testDialect()}`, () => {
  let server: TestServer;
  let fx: Fixture;
  const tokens = {} as Record<ActorName, string | null>;
  const principals = {} as Record<ActorName, unknown>;
  const sockets = new Map<string, Socket | Error>();
  const schoolIds: Partial<Record<ActorName, number>> = {};

  async function signIn(username: string, password: string): Promise<string> {
    const r = await server.api(
      `/user/signin?username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}`,
    );
    expect(r.body.isPositive, `${username} signs in`).toBe(true);
    return String(r.body.data.token);
  }

  /** The actor's socket on a namespace, or the connect error that refused it. */
  async function socketOf(ns: Namespace, actor: ActorName): Promise<Socket | Error> {
    const key = `${ns} ${actor}`;
    if (!sockets.has(key)) {
      const token = tokens[actor];
      const auth = token ? { token, lang: 'en' } : { lang: 'en' };
      sockets.set(key, await server.connect(ns, auth).catch((e: Error) => e));
    }
    return sockets.get(key)!;
  }

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.ctx.db;
    const school = await buildSchool(db);
    const otherSchool = await buildSchool(db);
    const student = await buildStudent(db, { schoolId: school.schoolId, verified: true });
    const otherStudent = await buildStudent(db);
    const ofSchool = async (schoolStatus: number) =>
      (await buildStudent(db, { schoolId: school.schoolId, schoolStatus })).id;
    const operator = await buildUser(db, { roles: ['administrator'] });
    schoolIds.school = school.schoolId;
    schoolIds.otherSchool = otherSchool.schoolId;
    fx = {
      schoolId: school.schoolId,
      testId: await buildTest(db, student.id),
      studentEmail: student.email,
      studentId: student.id,
      pendingStudentId: await ofSchool(StudentSchoolStatus.pending),
      spareStudentId: await ofSchool(StudentSchoolStatus.active),
      doomedStudentId: await ofSchool(StudentSchoolStatus.active),
    };
    const users = { student, otherStudent, school, otherSchool, operator };
    tokens.anonymous = null;
    principals.anonymous = null;
    for (const [name, user] of Object.entries(users) as [
      Exclude<ActorName, 'anonymous'>,
      typeof student,
    ][]) {
      tokens[name] = await signIn(user.username, user.password);
      const info = await server.api('/user/info', { headers: { 'x-api-token': tokens[name]! } });
      principals[name] = {
        userId: user.id,
        roles: info.body.data.roles,
        permissions: info.body.data.permissions,
      };
    }
  }, 60_000);
  afterAll(async () => server?.stop());

  it('lists every registered event once, with the policy it declares', () => {
    const listed = TABLE.map((r) => `${r.ns} ${r.event}`);
    expect(new Set(listed).size).toBe(listed.length);
    for (const [ns, events] of Object.entries(namespaceEvents) as [
      Namespace,
      EventDefinition[],
    ][]) {
      for (const def of events) {
        const row = TABLE.find((r) => r.ns === ns && r.event === def.name);
        expect(row, `${ns} ${def.name} is missing from the authorization table`).toBeDefined();
        expect(typeof def.policy, `${ns} ${def.name} declares a policy`).toBe('function');
        expect(def.policy, `${ns} ${def.name} declares ${row!.policy.name}`).toBe(row!.policy);
      }
    }
    for (const row of TABLE) {
      const registered = namespaceEvents[row.ns].some((e) => e.name === row.event);
      expect(registered, `${row.ns} ${row.event} is registered`).toBe(true);
    }
  });

  it('registers every event of the contract, and nothing the contract does not list', () => {
    for (const ns of Object.keys(contracts) as Namespace[]) {
      const inContract = Object.keys(contracts[ns]).sort();
      const registered = namespaceEvents[ns].map((e) => e.name).sort();
      expect(registered, ns).toEqual(inContract);
    }
  });

  it('an event that declares no policy is not wired', () => {
    const bare = {
      ...namespaceEvents['/app'][0]!,
      policy: undefined,
    } as unknown as EventDefinition;
    const nsp = { name: '/app', on: () => undefined } as unknown as Parameters<
      typeof attachEvents
    >[1];
    expect(() => attachEvents(server.ctx, nsp, [bare])).toThrow(/no policy/);
  });

  it('/school admits only school accounts, each acting for its school', async () => {
    for (const actor of ACTORS) {
      const socket = await socketOf('/school', actor);
      const admitted = !(socket instanceof Error);
      expect(admitted, `/school as ${actor}`).toBe(CAN_CONNECT['/school'].includes(actor));
      if (socket instanceof Error) {
        expect((socket as Error & { data?: { code?: number } }).data?.code).toBe(
          ResultCode.insufficientPermissions,
        );
      } else {
        const r = await emitAck(socket, 'sections');
        expect(r.code).toBe(ResultCode.notFound);
        // The socket acts for the account's own school (canManageSchool reads it).
        const userId = (principals[actor] as { userId: number }).userId;
        const [live] = await server.ctx.io!.of('/school').in(userRoom(userId)).fetchSockets();
        const session = (live?.data as SocketData | undefined)?.session ?? null;
        expect(actorOf(session)?.schoolId, `/school as ${actor}`).toBe(schoolIds[actor]);
      }
    }
  });

  it('each event answers each of the six callers as its policy says', async () => {
    const failures: string[] = [];
    const ordered = [
      ...TABLE.filter((r) => r.event !== 'signout'),
      ...TABLE.filter((r) => r.event === 'signout'),
    ];
    for (const row of ordered) {
      for (const actor of ACTORS) {
        const want = expected(row, actor, principals);
        const socket = await socketOf(row.ns, actor);
        let got: Outcome;
        if (socket instanceof Error) {
          const code = (socket as Error & { data?: { code?: number } }).data?.code;
          got = code === ResultCode.insufficientPermissions ? 'refused' : 'passes';
        } else {
          const answer = await emitAck(socket, row.event, row.payload(fx, actor));
          got = outcomeOf(answer);
          if (want === 'as-missing') {
            const missing = {
              ...fx,
              testId: MISSING_TEST_ID,
              studentId: MISSING_TEST_ID,
              pendingStudentId: MISSING_TEST_ID,
              spareStudentId: MISSING_TEST_ID,
              doomedStudentId: MISSING_TEST_ID,
            };
            const control = await emitAck(socket, row.event, row.payload(missing, actor));
            const same = answer.code === control.code && answer.message === control.message;
            if (same && !answer.isPositive) got = 'as-missing';
          }
        }
        if (got !== want) failures.push(`${row.ns} ${row.event} as ${actor}: ${got}, not ${want}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
