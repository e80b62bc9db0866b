import {
  contracts,
  isEnvelope,
  ResultCode,
  schoolMemberAccess,
  type Envelope,
  type Namespace,
  type Permission,
} from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { namespaceEvents } from '../features/index.js';
import { registeredRoutes } from '../http/app.js';
import { httpStatus } from '../http/rest.js';
import {
  EVENT_ROWS,
  ROUTE_ROWS,
  type EventRow,
  type RouteRow,
} from '../test/authorization-rows.js';
import {
  ACTORS,
  aboutStudent,
  type ActorName,
  type Fixture,
} from '../test/authorization-fixture.js';
import {
  buildWorld,
  connectErrorCode,
  type Caller,
  type World,
} from '../test/authorization-world.js';
import { testDialect } from '../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../test/test-server.js';
import { actorOf, attachEvents, type EventDefinition } from './events.js';
import { userRoom, type SocketData } from './socket-state.js';

/*
 * The authorization matrix: every event of every namespace and every route (rows in
 * test/authorization-rows.ts), called as each caller of test/authorization-world.ts, each cell
 * answered as SPEC §6 and §8 say: allowed (past authorization: a validation or domain error on
 * the payload is fine), told to sign in (403), refused (404 insufficient permissions, or the
 * namespace refuses the connection), told the school awaits approval, or answered word for
 * word as for rows that do not exist when the payload names someone else's. Every /school
 * event that names a student is sent again by S's manager and teacher about R, whose request to
 * join S still waits, and X, whom S turned down: only the request's own events reach them. No
 * reply or push may carry a text its caller may not see (the world's markers).
 */

type Outcome = 'allowed' | 'sign-in' | 'refused' | 'awaiting' | 'as-missing';

/** The permission each namespace's handshake asks for (SPEC §6). */
const OPENS: Record<Namespace, Permission | null> = {
  '/app': null,
  '/student': 'student',
  '/school': 'school',
  '/admin': 'admin',
};

/**
 * What S's members may do about a student of S in each standing (SPEC §4): see a waiting
 * request in the lists and decide it; a student turned down, in the lists (the rejected one shows
 * the request, nothing of the student's own), and take the rejection back. Every other event
 * answers as for a student that does not exist.
 */
const REACHES: Record<NonNullable<EventRow['subject']>, readonly string[]> = {
  request: ['students/list', 'students/search', 'students/approve', 'students/reject'],
  rejected: ['students/list', 'students/search', 'students/reconsider'],
};

/** What a caller should get: read from the namespace, the policy, the school's area, the row. */
function expectedOf(row: EventRow | RouteRow, caller: Caller, actor: ActorName): Outcome {
  const who = caller.actor;
  const opens = 'ns' in row ? OPENS[row.ns] : null;
  if (opens && !who?.permissions.includes(opens)) return 'refused';
  if (!row.policy(who)) return who === null ? 'sign-in' : 'refused';
  if ('ns' in row && row.ns === '/school') {
    const area = row.school?.area;
    if (!caller.member || area === undefined) return 'refused';
    const access = area === null ? 'allowed' : schoolMemberAccess(caller.member, area);
    if (access === 'forbidden') return 'refused';
    if (access === 'awaitingApproval') return 'awaiting';
  }
  if (row.notTheirs?.includes(actor)) return 'as-missing';
  if ('subject' in row && row.subject && !REACHES[row.subject].includes(row.event)) {
    return 'as-missing';
  }
  return 'allowed';
}

/** S's students sent about besides those the rows name, and who sends (S's members). */
const SUBJECTS = {
  request: (fx: Fixture) => ({ id: fx.requestStudentId, username: fx.requestStudentUsername }),
  rejected: (fx: Fixture) => ({ id: fx.rejectedStudentId, username: fx.rejectedStudentUsername }),
} as const;
const SUBJECT_SENDERS: readonly ActorName[] = ['school', 'teacher'];

/**
 * Whether a row's payload names one of S's students (it changes with the student named). Both
 * payloads are made at one pinned instant: some stamp a unique value from the clock, which two
 * calls a millisecond apart would tell apart as if they named someone.
 */
function namesStudent(row: EventRow, fx: Fixture): boolean {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  try {
    return (
      JSON.stringify(row.payload(fx, 'school')) !==
      JSON.stringify(row.payload(aboutStudent(fx, SUBJECTS.request(fx)), 'school'))
    );
  } finally {
    vi.useRealTimers();
  }
}

/** Each /school row that names a student, sent about R and about X instead. */
function subjectRows(fx: Fixture): EventRow[] {
  return EVENT_ROWS.filter((row) => row.ns === '/school' && namesStudent(row, fx)).flatMap((row) =>
    (Object.keys(SUBJECTS) as (keyof typeof SUBJECTS)[]).map((subject) => ({
      ...row,
      subject,
      payload: (f: Fixture, actor: ActorName) =>
        row.payload(aboutStudent(f, SUBJECTS[subject](f)), actor),
    })),
  );
}

function outcomeOf(reply: Envelope): Outcome {
  if (reply.code === ResultCode.notAuthenticated) return 'sign-in';
  if (reply.code === ResultCode.insufficientPermissions) return 'refused';
  const data = reply.data as { awaitingApproval?: unknown } | undefined;
  if (reply.code === ResultCode.general && data?.awaitingApproval === true) return 'awaiting';
  return 'allowed';
}

/** The reply's data with the payload's own top-level values (echoed ids) masked. */
function withoutEcho(data: unknown, payload: unknown): string {
  const sent = (payload ?? {}) as Record<string, unknown>;
  return JSON.stringify(data, (key, value: unknown) =>
    key !== '' && key in sent && sent[key] === value ? '<sent>' : value,
  );
}

/** Word for word the same answer, whatever ids each payload named and the reply echoes. */
const sameAnswer = (a: Envelope, sentA: unknown, b: Envelope, sentB: unknown) =>
  a.code === b.code &&
  a.message === b.message &&
  withoutEcho(a.data, sentA) === withoutEcho(b.data, sentB);
const brief = (e: Envelope) => `${e.code} "${e.message}"`;

interface Cell {
  key: string;
  row: EventRow | RouteRow;
  actor: ActorName;
  want: Outcome;
}

interface Answer {
  got: string;
  /** What came back, for the marker check. */
  texts: string[];
  detail?: string;
}

/** Cells in flight at once: enough to keep the server busy while each waits on its answer. */
const GROUP_WIDTH = 8;

/** Runs `fn` over the items, `width` at a time. */
async function inGroups<T>(items: T[], width: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

describe(`authorization matrix on ${testDialect()}`, () => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer();
    world = await buildWorld(server);
  });
  afterAll(async () => server?.stop());

  async function callEvent(row: EventRow, actor: ActorName, want: Outcome): Promise<Answer> {
    const socket = world.socketOf(row.ns, actor);
    if (socket instanceof Error) {
      const code = connectErrorCode(socket);
      return { got: code === ResultCode.insufficientPermissions ? 'refused' : `connect ${code}`, texts: [] }; // prettier-ignore
    }
    if (!socket.connected) return { got: 'disconnected', texts: [] };
    const payload = row.payload(world.fx, actor);
    const answer = await emitAck(socket, row.event, payload);
    const result: Answer = { got: outcomeOf(answer), texts: [JSON.stringify(answer)] };
    if (want === 'as-missing' && result.got === 'allowed') {
      const missing = row.payload(world.missing, actor);
      const control = await emitAck(socket, row.event, missing);
      result.texts.push(JSON.stringify(control));
      if (sameAnswer(answer, payload, control, missing)) result.got = 'as-missing';
      else result.detail = `${brief(answer)}, for missing rows ${brief(control)}`;
    }
    return result;
  }

  async function fetchRoute(row: RouteRow, actor: ActorName, fx: World['fx']) {
    const { path, init } = row.request(fx, actor);
    const headers = new Headers(init?.headers);
    headers.set('accept-language', 'en');
    const token = world.callers[actor].token;
    if (token) headers.set('x-api-token', token);
    const res = await fetch(`${server.url}${path}`, { ...init, headers, redirect: 'manual' });
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { status: res.status, text, envelope: isEnvelope(body) ? body : null };
  }

  async function callRoute(row: RouteRow, actor: ActorName, want: Outcome): Promise<Answer> {
    const r = await fetchRoute(row, actor, world.fx);
    if (!r.envelope) {
      // A node on a loaded machine may answer /readyz "not ready" (a check past its limit): the
      // route answered the caller, as it answers everyone; readiness has tests of its own.
      const answered = r.status < 500 || (row.url === '/readyz' && r.status === 503);
      return { got: answered ? 'allowed' : `HTTP ${r.status}`, texts: [r.text] };
    }
    const result: Answer = { got: outcomeOf(r.envelope), texts: [r.text] };
    if (result.got !== 'allowed' && r.status !== httpStatus(r.envelope.code)) {
      result.detail = `HTTP ${r.status} for envelope code ${r.envelope.code}`;
      result.got += ' (wrong status)';
    }
    if (want === 'as-missing' && result.got === 'allowed') {
      const control = await fetchRoute(row, actor, world.missing);
      result.texts.push(control.text);
      const same = control.envelope && sameAnswer(r.envelope, {}, control.envelope, {});
      if (same) result.got = 'as-missing';
      else result.detail = `${brief(r.envelope)}, for missing rows ${control.text.slice(0, 120)}`;
    }
    return result;
  }

  /** Texts of markers this caller may not see, found in what it received. */
  function leaks(actor: ActorName, texts: string[]): string[] {
    if (actor === 'operator') return [];
    return Object.entries(world.markers)
      .filter(([, m]) => !m.seenBy.includes(actor) && texts.some((t) => t.includes(m.text)))
      .map(([what]) => what);
  }

  it('lists every registered event once, with the policy it declares', () => {
    const listed = EVENT_ROWS.map((r) => `${r.ns} ${r.event}`);
    expect(listed.length - new Set(listed).size, 'rows listed twice').toBe(0);
    const missing: string[] = [];
    for (const [ns, events] of Object.entries(namespaceEvents) as [
      Namespace,
      EventDefinition[],
    ][]) {
      for (const def of events) {
        const row = EVENT_ROWS.find((r) => r.ns === ns && r.event === def.name);
        if (!row) missing.push(`${ns} ${def.name}`);
        else expect(def.policy, `${ns} ${def.name} declares ${row.policy.name}`).toBe(row.policy);
      }
    }
    expect(missing, 'events without a row in test/authorization-rows.ts').toEqual([]);
    const unknown = EVENT_ROWS.filter(
      (r) => !namespaceEvents[r.ns].some((e) => e.name === r.event),
    );
    expect(
      unknown.map((r) => `${r.ns} ${r.event}`),
      'rows of no event',
    ).toEqual([]);
  });

  it('defines every /school event, and no other, with defineSchoolEvent (the school step)', () => {
    const byStep = Object.values(namespaceEvents)
      .flat()
      .filter((def) => (def.namespace === '/school') !== (def.school !== undefined));
    expect(
      byStep.map((def) => `${def.namespace} ${def.name}`),
      '/school events without the school step, or others with it',
    ).toEqual([]);
    // The rows read the step from the definitions: a /school row without one has no event.
    expect(EVENT_ROWS.filter((r) => r.ns === '/school' && !r.school).map((r) => r.event)).toEqual(
      [],
    );
    // A /school event made with defineEvent's machinery but no step is refused at wiring time.
    const bare = { ...namespaceEvents['/school'][0]!, school: undefined } as EventDefinition;
    const nsp = { name: '/school', on: () => undefined } as unknown as Parameters<typeof attachEvents>[1]; // prettier-ignore
    expect(() => attachEvents(server.ctx, nsp, [bare])).toThrow(/defineSchoolEvent/);
  });

  it("sends every /school event that names a student about S's request and S's turned-down student", () => {
    const declared = EVENT_ROWS.filter((r) => r.school?.student).map((r) => r.event);
    const sent = new Set(subjectRows(world.fx).map((r) => r.event));
    expect(declared.filter((event) => !sent.has(event))).toEqual([]);
    expect(sent.size).toBeGreaterThanOrEqual(declared.length);
  });

  it('registers every event of the contract, and nothing the contract does not list', () => {
    for (const ns of Object.keys(contracts) as Namespace[]) {
      const inContract = Object.keys(contracts[ns]).sort();
      const registered = namespaceEvents[ns].map((e) => e.name).sort();
      expect(registered, ns).toEqual(inContract);
    }
  });

  it('lists every route once', () => {
    const routes = registeredRoutes(server.app).map((r) => `${r.method} ${r.url}`);
    const listed = ROUTE_ROWS.map((r) => `${r.method} ${r.url}`);
    expect(listed.length - new Set(listed).size, 'routes listed twice').toBe(0);
    expect(
      routes.filter((r) => !listed.includes(r)),
      'routes without a row',
    ).toEqual([]);
    expect(
      listed.filter((r) => !routes.includes(r)),
      'rows of no route',
    ).toEqual([]);
  });

  it('calls every event with a payload that passes validation, so each cell reaches authorization', () => {
    const invalid: string[] = [];
    for (const row of EVENT_ROWS) {
      const def = namespaceEvents[row.ns].find((e) => e.name === row.event)!;
      for (const actor of ACTORS) {
        for (const fx of [world.fx, world.missing]) {
          try {
            def.parse(row.payload(fx, actor));
          } catch (error) {
            invalid.push(`${row.ns} ${row.event} as ${actor}: ${JSON.stringify(error)}`);
          }
        }
      }
    }
    expect(invalid).toEqual([]);
  });

  it('an event that declares no policy is not wired', () => {
    const bare = { ...namespaceEvents['/app'][0]!, policy: undefined } as unknown as EventDefinition; // prettier-ignore
    const nsp = { name: '/app', on: () => undefined } as unknown as Parameters<typeof attachEvents>[1]; // prettier-ignore
    expect(() => attachEvents(server.ctx, nsp, [bare])).toThrow(/no policy/);
  });

  it("each caller's account says what it may do, and a school's sockets act for its school", async () => {
    for (const actor of ACTORS) {
      const { actor: who, token, member } = world.callers[actor];
      if (!who || !token) continue;
      const info = await server.api('/user/info', { headers: { 'x-api-token': token } });
      const permissions = [...(info.body.data.permissions as string[])].sort();
      expect(permissions, `${actor}'s permissions`).toEqual([...who.permissions].sort());
      const socket = world.socketOf('/school', actor);
      if (socket instanceof Error) continue;
      const [live] = await server.ctx.io!.of('/school').in(userRoom(who.userId)).fetchSockets();
      const session = (live?.data as SocketData | undefined)?.session ?? null;
      expect(actorOf(session)?.schoolId, `${actor} acts for`).toBe(member?.schoolId);
    }
  });

  it('answers every event and route as each caller may have it, and leaks nothing', async () => {
    const cellOf = (row: EventRow | RouteRow, actor: ActorName): Cell => ({
      key:
        'ns' in row
          ? `${row.ns} ${row.event}${row.subject ? ` about ${row.subject === 'request' ? "S's request" : "S's turned-down student"}` : ''}` // prettier-ignore
          : `${row.method} ${row.url}`,
      row,
      actor,
      want: expectedOf(row, world.callers[actor], actor),
    });
    const cells: Cell[] = [
      ...[...EVENT_ROWS, ...ROUTE_ROWS].flatMap((row) => ACTORS.map((a) => cellOf(row, a))),
      ...subjectRows(world.fx).flatMap((row) => SUBJECT_SENDERS.map((a) => cellOf(row, a))),
    ];
    const failures: string[] = [];
    const run = async (cell: Cell) => {
      const answer =
        'ns' in cell.row
          ? await callEvent(cell.row, cell.actor, cell.want)
          : await callRoute(cell.row, cell.actor, cell.want);
      if (answer.got !== cell.want) {
        const detail = answer.detail ? ` (${answer.detail})` : '';
        failures.push(`${cell.key} as ${cell.actor}: ${answer.got}, not ${cell.want}${detail}`);
      }
      for (const what of leaks(cell.actor, answer.texts)) {
        failures.push(`${cell.key} as ${cell.actor}: the reply holds ${what}`);
      }
    };
    // Refusals first (they change nothing), then what is allowed, then signing out.
    const last = (c: Cell) => 'last' in c.row && c.row.last === true;
    const phases = [
      cells.filter((c) => c.want !== 'allowed'),
      cells.filter((c) => c.want === 'allowed' && !last(c)),
      cells.filter((c) => c.want === 'allowed' && last(c)),
    ];
    for (const phase of phases) await inGroups(phase, GROUP_WIDTH, run);
    for (const push of world.pushes) {
      for (const what of leaks(push.actor, [JSON.stringify(push.payload)])) {
        failures.push(`push ${push.ns} ${push.event} to ${push.actor}: holds ${what}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
