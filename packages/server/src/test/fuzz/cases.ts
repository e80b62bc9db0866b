import { schoolMemberAccess, type Namespace } from '@kokpit/shared';
import type { z } from 'zod';
import { contracts } from '@kokpit/shared';
import { namespaceEvents } from '../../features/index.js';
import type { EventDefinition } from '../../realtime/events.js';
import { ACTORS, type ActorName } from '../authorization-fixture.js';
import { EVENT_ROWS, ROUTE_ROWS, type EventRow, type RouteRow } from '../authorization-rows.js';
import type { World } from '../authorization-world.js';
import { OVERSIZED } from './hostile.js';
import { overTheWire, payloadFor, type PayloadKind } from './payloads.js';
import { seededRandom, type Random } from './random.js';
import { routeRequest, type RouteRequest } from './route-requests.js';

/*
 * The fuzzer's cases: case `index` of a run with `seed` is always the same (its own generator
 * is seeded from both), so a failure names the seed and index that make it again. Events and
 * routes come from the authorization matrix's rows, callers from its world: a new event or
 * route is fuzzed as soon as the matrix lists it.
 */

/** How the event is emitted: with its acknowledgement, or missing one, or with more. */
export type Shape = 'ack' | 'extra-args' | 'no-payload' | 'no-ack' | 'oversized';

interface CaseBase {
  index: number;
  actor: ActorName;
  kind: PayloadKind;
  mutation: string;
  /** Refused by validation or by who calls: such a case must change nothing. */
  rejected: boolean;
}
export interface EventCase extends CaseBase {
  target: 'event';
  row: EventRow;
  payload: unknown;
  shape: Shape;
}
export interface RouteCase extends CaseBase {
  target: 'route';
  row: RouteRow;
  request: RouteRequest;
}
export type FuzzCase = EventCase | RouteCase;

export const keyOf = (c: FuzzCase) =>
  c.target === 'event' ? `${c.row.ns} ${c.row.event}` : `${c.row.method} ${c.row.url}`;

/** The generator of case `index` of run `seed`. */
export const caseRandom = (seed: number, index: number): Random =>
  seededRandom((Math.imul(seed ^ 0x5bd1e995, 0x9e3779b1) + Math.imul(index, 0x85ebca6b)) >>> 0);

const definitionOf = (row: EventRow): EventDefinition =>
  namespaceEvents[row.ns].find((e) => e.name === row.event)!;
const schemaOf = (row: EventRow): z.ZodType =>
  (contracts[row.ns] as Record<string, { payload: z.ZodType }>)[row.event]!.payload;

/** The namespaces a caller's handshake opens (the world's sockets say which). */
export function opensFor(world: World): (ns: Namespace, actor: ActorName) => boolean {
  return (ns, actor) => !(world.socketOf(ns, actor) instanceof Error);
}

/** Whether the caller gets past the policy and the school's area to the handler's work. */
function mayCall(world: World, row: EventRow | RouteRow, actor: ActorName): boolean {
  const caller = world.callers[actor];
  if (!row.policy(caller.actor)) return false;
  const area = 'ns' in row ? row.school?.area : undefined;
  if (area) return caller.member !== null && schoolMemberAccess(caller.member, area) === 'allowed';
  return true;
}

/** Whether the server's own parsing of this event refuses the payload. */
function refusedByValidation(row: EventRow, wire: unknown): boolean {
  try {
    definitionOf(row).parse(wire);
    return false;
  } catch {
    return true;
  }
}

const KINDS: PayloadKind[] = ['valid', 'near', 'near', 'hostile', 'hostile'];

function eventCase(world: World, index: number, rng: Random, opens: ReturnType<typeof opensFor>) {
  const row = rng.pick(EVENT_ROWS);
  const callers = ACTORS.filter((a) => opens(row.ns, a));
  const allowed = callers.filter((a) => mayCall(world, row, a));
  const others = callers.filter((a) => !allowed.includes(a));
  const actor = allowed.length > 0 && (others.length === 0 || rng.chance(0.8)) ? rng.pick(allowed) : rng.pick(others); // prettier-ignore
  const fx = rng.chance(0.15) ? world.missing : world.fx;
  const kind = rng.pick(KINDS);
  const made = payloadFor(schemaOf(row), row.payload(fx, actor), kind, rng);
  const roll = rng.int(100);
  let shape: Shape = roll < 5 ? 'extra-args' : roll < 8 ? 'no-payload' : roll < 13 ? 'no-ack' : roll < 15 ? 'oversized' : 'ack'; // prettier-ignore
  const payload = shape === 'oversized' ? { text: OVERSIZED } : made.value;
  const wire = shape === 'no-payload' ? undefined : overTheWire(payload);
  // An oversized frame is dropped with its connection, whose handshake signs the caller in.
  const rejected = shape !== 'oversized' && (!mayCall(world, row, actor) || refusedByValidation(row, wire)); // prettier-ignore
  // An event nobody acknowledges may still be working when the next checksum is read.
  if (shape === 'no-ack' && !rejected) shape = 'ack';
  return { target: 'event', index, row, actor, payload, shape, rejected, kind: made.kind, mutation: made.mutation } satisfies EventCase; // prettier-ignore
}

function routeCase(world: World, index: number, rng: Random): RouteCase {
  const row = rng.pick(ROUTE_ROWS);
  const actor = rng.pick(ACTORS);
  const kind = rng.pick(KINDS);
  const request = routeRequest(row, row.request(rng.chance(0.15) ? world.missing : world.fx, actor), kind, rng); // prettier-ignore
  // A route's input has no contract schema here: only callers the policy refuses are sure to
  // fail, and only anonymous ones change nothing (a token's use is noted on its account).
  const rejected = !mayCall(world, row, actor) && world.callers[actor].token === null;
  return { target: 'route', index, row, actor, request, rejected, kind, mutation: request.mutation }; // prettier-ignore
}

/**
 * Whether an accepted case would unmake the world the next cases need: signing a caller out,
 * or an operator's call on rows other than the known payload's (operators may change any row,
 * the callers' own accounts included), so only their known payloads and text variants run.
 */
const unmakesWorld = (c: FuzzCase) =>
  c.target === 'event' && !c.rejected && (c.row.last === true || (c.row.ns === '/admin' && c.kind !== 'valid')); // prettier-ignore

/** Case `index` of run `seed`; null for a case that would unmake the world (unmakesWorld). */
export function fuzzCase(
  world: World,
  seed: number,
  index: number,
  opens = opensFor(world),
): FuzzCase | null {
  const rng = caseRandom(seed, index);
  const made: FuzzCase = rng.chance(0.1) ? routeCase(world, index, rng) : eventCase(world, index, rng, opens); // prettier-ignore
  return unmakesWorld(made) ? null : made;
}
