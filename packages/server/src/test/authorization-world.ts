import {
  NAMESPACES,
  SchoolStatus,
  SectionStatus,
  StudentSchoolStatus,
  type Actor,
  type Namespace,
  type Permission,
  type Role,
  type SchoolMember,
} from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import {
  ACTORS,
  ask,
  buildSchoolContent,
  buildSchoolStudents,
  markersFor,
  missingOf,
  openSection,
  type ActorName,
  type Fixture,
  type Marker,
  type MarkerName,
  type Markers,
} from './authorization-fixture.js';
import { buildSchool, buildStudent, buildTeacher, buildTest, buildUser } from './factories.js';
import type { BuiltUser } from './factories.js';
import { signInToken } from './learning.js';
import { giveCredits } from './school-money.js';
import type { TestServer } from './test-server.js';

/*
 * The world of the authorization matrix (realtime/authorization.test.ts): the callers of
 * authorization-fixture.ts built on a running server, signed in, with a socket on every
 * namespace each (or the error that refused it), recording every push they receive.
 */

/** What each caller may do, as SPEC §6 says it, not as the server reports it. */
const PERMISSIONS_OF: Record<ActorName, Permission[] | null> = {
  anonymous: null,
  demoStudent: ['student'],
  student: ['student'],
  otherStudent: ['student'],
  school: ['school'],
  teacher: ['school'],
  otherSchool: ['school'],
  pendingSchool: ['school'],
  operator: ['admin'],
  // Removed from the school by its manager: the account stays, without the school.
  formerTeacher: [],
};
const ROLE_OF: Record<Permission, Role> = {
  student: 'student',
  school: 'school',
  admin: 'administrator',
};

export interface Caller {
  /** As the policies see it; null when signed out. */
  actor: Actor;
  /** Its place in a school, for the school's areas (shared schoolMemberAccess). */
  member: SchoolMember | null;
  token: string | null;
}

export interface World {
  fx: Fixture;
  missing: Fixture;
  callers: Record<ActorName, Caller>;
  /** Texts only some callers may receive, by what they are. */
  markers: Record<string, Marker>;
  /** Each caller's socket on each namespace, or the connect error that refused it. */
  socketOf: (ns: Namespace, actor: ActorName) => Socket | Error;
  /** Every push any caller's socket received. */
  pushes: { actor: ActorName; ns: Namespace; event: string; payload: unknown }[];
}

type Accounts = Awaited<ReturnType<typeof buildAccounts>>;

/** Every caller's account, with S's students and credits. */
async function buildAccounts(server: TestServer, markers: Markers) {
  const db = server.ctx.db;
  const name = (what: MarkerName) => markers[what].text;
  const school = await buildSchool(db);
  const otherSchool = await buildSchool(db);
  const pendingSchool = await buildSchool(db, { status: SchoolStatus.pending, name: name("the pending school's name") }); // prettier-ignore
  const student = await buildStudent(db, { schoolId: school.schoolId, verified: true, lastName: name("V's name") }); // prettier-ignore
  await openSection(server, student.id, school.schoolId, SectionStatus.activated);
  const demoStudent = await buildStudent(db, {
    schoolId: school.schoolId,
    schoolStatus: StudentSchoolStatus.pending,
    isDemo: true,
    lastName: name("the demo student's name"),
  });
  await openSection(server, demoStudent.id, school.schoolId, SectionStatus.requested);
  const otherStudent = await buildStudent(db, { schoolId: otherSchool.schoolId, verified: true, lastName: name("S2's student's name") }); // prettier-ignore
  await openSection(server, otherStudent.id, otherSchool.schoolId, SectionStatus.activated);
  await giveCredits(server, school.schoolId, 5);
  const users: Record<ActorName, BuiltUser | null> = {
    anonymous: null,
    demoStudent,
    student,
    otherStudent,
    school,
    teacher: await buildTeacher(db, school.schoolId),
    otherSchool,
    pendingSchool,
    operator: await buildUser(db, { roles: ['administrator'] }),
    formerTeacher: await buildTeacher(db, school.schoolId),
  };
  const spareTeacher = await buildTeacher(db, school.schoolId, { lastName: name("S's other teacher's name") }); // prettier-ignore
  const schools = { school, otherSchool, pendingSchool };
  const students = await buildSchoolStudents(server, school.schoolId, markers);
  return { users, schools, students, spareTeacherId: spareTeacher.id };
}

/** Each caller as the policies see them, from what SPEC §6 gives them. */
function callersOf(accounts: Accounts, tokens: Record<ActorName, string | null>) {
  const { school, otherSchool, pendingSchool } = accounts.schools;
  const member = (schoolId: number, role: string, schoolStatus: number = SchoolStatus.approved) => ({ schoolId, role, schoolStatus }); // prettier-ignore
  const members: Partial<Record<ActorName, SchoolMember>> = {
    school: member(school.schoolId, 'manager'),
    teacher: member(school.schoolId, 'teacher'),
    otherSchool: member(otherSchool.schoolId, 'manager'),
    pendingSchool: member(pendingSchool.schoolId, 'manager', SchoolStatus.pending),
  };
  const asCaller = (a: ActorName): Caller => {
    const user = accounts.users[a];
    const permissions = PERMISSIONS_OF[a];
    if (!user || !permissions) return { actor: null, member: null, token: null };
    const roles = permissions.map((p) => ROLE_OF[p]);
    const schoolId = members[a]?.schoolId ?? null;
    return { actor: { userId: user.id, roles, permissions, schoolId }, member: members[a] ?? null, token: tokens[a] }; // prettier-ignore
  };
  return Object.fromEntries(ACTORS.map((a) => [a, asCaller(a)])) as Record<ActorName, Caller>;
}

/** The facts the payloads name. */
async function fixtureOf(
  server: TestServer,
  accounts: Accounts,
  content: Awaited<ReturnType<typeof buildSchoolContent>>,
  markers: Markers,
): Promise<Fixture> {
  const db = server.ctx.db;
  const { users, schools } = accounts;
  const student = users.student!;
  const rows = await db.selectFrom('schools').select(['id', 'name', 'slug']).execute();
  const row = (s: { schoolId: number }) => rows.find((r) => r.id === s.schoolId)!;
  const picture = await db.selectFrom('pictures').select('name').executeTakeFirst();
  const category = await db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
  const lastNames: Partial<Record<ActorName, string>> = {
    student: markers["V's name"].text,
    demoStudent: markers["the demo student's name"].text,
    otherStudent: markers["S2's student's name"].text,
  };
  const perActor = <T>(f: (a: ActorName, user: BuiltUser | null) => T) =>
    Object.fromEntries(ACTORS.map((a) => [a, f(a, users[a])])) as Record<ActorName, T>;
  return {
    schoolId: schools.school.schoolId,
    schoolNames: {
      school: row(schools.school).name,
      teacher: row(schools.school).name,
      otherSchool: row(schools.otherSchool).name,
      pendingSchool: row(schools.pendingSchool).name,
    },
    pendingSchoolId: schools.pendingSchool.schoolId,
    pendingSchoolName: row(schools.pendingSchool).name,
    pendingSchoolSlug: row(schools.pendingSchool).slug ?? 'no-slug',
    categoryId: category.id,
    testId: await buildTest(db, student.id),
    ...content,
    studentId: student.id,
    ...accounts.students,
    spareTeacherId: accounts.spareTeacherId,
    searchText: student.username,
    listStatus: 'active',
    studentUsername: student.username,
    emails: perActor((a, user) => user?.email ?? `authz-${a.toLowerCase()}@example.test`),
    names: perActor((a, user) => ({ firstName: 'Test', lastName: lastNames[a] ?? user?.username ?? a })), // prettier-ignore
    pictureName: picture?.name ?? 'missing.png',
  };
}

/** A socket per caller and namespace (or its connect error), each recording its pushes. */
async function connectAll(
  server: TestServer,
  tokens: Record<ActorName, string | null>,
  pushes: World['pushes'],
) {
  const sockets = new Map<string, Socket | Error>();
  const connect = async (actor: ActorName, ns: Namespace) => {
    const token = tokens[actor];
    const socket = await server
      .connect(ns, token ? { token, lang: 'en' } : { lang: 'en' })
      .catch((e: Error) => e);
    if (!(socket instanceof Error)) {
      socket.onAny((event: string, payload: unknown) => pushes.push({ actor, ns, event, payload }));
    }
    sockets.set(`${ns} ${actor}`, socket);
  };
  await Promise.all(ACTORS.flatMap((actor) => NAMESPACES.map((ns) => connect(actor, ns))));
  return (ns: Namespace, actor: ActorName) => sockets.get(`${ns} ${actor}`)!;
}

/** Builds the callers and their rows on a running test server and connects every socket. */
export async function buildWorld(server: TestServer): Promise<World> {
  const mark = Math.random().toString(36).slice(2, 8);
  const markers: Markers = markersFor(mark);
  const accounts = await buildAccounts(server, markers);
  const tokens = Object.fromEntries(
    await Promise.all(
      ACTORS.map(async (a) => {
        const user = accounts.users[a];
        return [a, user ? await signInToken(server, user) : null] as const;
      }),
    ),
  ) as Record<ActorName, string | null>;
  // S's manager makes S's rows through the portal, and removes a teacher already signed in.
  const manager = await server.connect('/school', { token: tokens.school, lang: 'en' });
  const content = await buildSchoolContent(manager, accounts.users.student!.id, markers);
  await ask(manager, 'team/remove', { userId: accounts.users.formerTeacher!.id });
  manager.disconnect();
  const fx = await fixtureOf(server, accounts, content, markers);
  const pushes: World['pushes'] = [];
  return {
    fx,
    missing: missingOf(fx, mark),
    callers: callersOf(accounts, tokens),
    markers,
    pushes,
    socketOf: await connectAll(server, tokens, pushes),
  };
}

/** The code a refused connection carries (404 insufficient permissions). */
export function connectErrorCode(error: Error): number | undefined {
  return (error as Error & { data?: { code?: number } }).data?.code;
}
