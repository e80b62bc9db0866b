import {
  contracts,
  negative,
  positive,
  ResultCode,
  translate,
  type Actor,
  type Envelope,
  type EventContract,
  type EventInput,
  type EventName,
  type EventReply,
  type Language,
  type Namespace,
  type Policy,
  type SignedInPolicy,
} from '@kokpit/shared';
import type { Namespace as IoNamespace } from 'socket.io';
import type { AppContext } from '../core/app-context.js';
import { AppError } from '../core/app-error.js';
import { RateLimiter } from '../core/rate-limiter.js';
import { validate } from '../core/validate.js';
import { observeEvent } from '../features/health/metrics.js';
import type { EventGate } from './event-gate.js';
import type { SchoolStep } from './school-scope.js';
import { activeSession, type AppSocket, type SocketSession } from './socket-state.js';

export interface EventContext {
  ctx: AppContext;
  socket: AppSocket;
  /** The socket's live session, or null when signed out. */
  session: SocketSession | null;
  /** Who calls, as the policies see it (null when signed out). */
  actor: Actor;
  lang: Language;
  ip: string;
}

export interface AuthedEventContext extends EventContext {
  session: SocketSession;
  actor: NonNullable<Actor>;
}

/** A policy that refuses anonymous callers gives its handler a signed-in context. */
type ContextFor<P extends Policy> = P extends SignedInPolicy ? AuthedEventContext : EventContext;

/** What a feature writes for one event; its payload and reply types come from the contract. */
export interface EventSpec<N extends Namespace, E extends EventName<N>, P extends Policy> {
  /** Who may call it (shared/src/policies), checked after the payload is validated. */
  policy: P;
  /** Hits per window per address (e.g. sign-in); on top of the socket's flood limit. */
  rateLimit?: { limit: number; windowMs: number };
  /** Replaces the contract schema's validation, for an event that re-keys its errors. */
  parse?: (payload: unknown) => EventInput<N, E>;
  handle: (input: EventInput<N, E>, ec: ContextFor<P>) => Promise<Envelope<EventReply<N, E>>>;
}

/** One event as the pipeline runs it (types erased once defineEvent has checked them). */
export interface EventDefinition<N extends Namespace = Namespace> {
  namespace: N;
  name: string;
  policy: Policy;
  rateLimit?: { limit: number; windowMs: number };
  parse: (payload: unknown) => unknown;
  /**
   * The school step, run after the policy: every /school event has one (defineSchoolEvent in
   * school-scope.ts), no other event does. It declares the school's area and the student the
   * payload names, and hands the handler the acting school (and that student).
   */
  school?: SchoolStep;
  handle: (input: unknown, ec: EventContext) => Promise<Envelope>;
}

/** The namespaces whose events defineEvent declares; `/school` has defineSchoolEvent. */
export type PlainNamespace = Exclude<Namespace, '/school'>;

/** The definition of one event of the contract, its schema taken from the contract. */
export function eventDefinition<N extends Namespace>(
  namespace: N,
  name: string,
  spec: Omit<EventDefinition<N>, 'namespace' | 'name' | 'parse'> & {
    parse?: (payload: unknown) => unknown;
  },
): EventDefinition<N> {
  const contract = (contracts[namespace] as Record<string, EventContract>)[name];
  if (!contract) throw new Error(`${namespace} ${name} is not in the realtime contract`);
  const schema = contract.payload;
  return { ...spec, namespace, name, parse: spec.parse ?? ((p) => validate(schema, p)) };
}

/**
 * Declares one realtime event of the contract (shared/src/realtime): the payload is validated
 * with the contract's schema, and the handler must answer the contract's reply type.
 */
export function defineEvent<N extends PlainNamespace, E extends EventName<N>, P extends Policy>(
  namespace: N,
  name: E,
  spec: EventSpec<N, E, P>,
): EventDefinition<N> {
  return eventDefinition(namespace, name, {
    policy: spec.policy,
    rateLimit: spec.rateLimit,
    parse: spec.parse as ((payload: unknown) => unknown) | undefined,
    // The pipeline gives a signed-in context whenever the policy refuses anonymous callers.
    handle: spec.handle as (input: unknown, ec: EventContext) => Promise<Envelope>,
  });
}

/** The policies' view of a socket's session. */
export function actorOf(session: SocketSession | null): Actor {
  if (!session) return null;
  return {
    userId: session.userId,
    roles: session.roles,
    permissions: session.permissions,
    schoolId: session.schoolId ?? null,
  };
}

/** Events a single socket may send per second before being told to slow down. */
const FLOOD_LIMIT = 40;
const FLOOD_WINDOW_MS = 1000;

/** Turns any thrown value into a translated envelope; never leaks a stack trace. */
export function errorEnvelope(
  error: unknown,
  lang: Language,
  ctx: AppContext,
  where: string,
): Envelope {
  if (error instanceof AppError) {
    const fieldErrors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, key]) => [
        field,
        translate(lang, key, error.fieldParams[field]),
      ]),
    );
    const data = Object.keys(fieldErrors).length > 0 ? { ...error.data, fieldErrors } : error.data;
    return negative(error.code, translate(lang, error.messageKey, error.params), '', data);
  }
  ctx.logger.error({ err: error, where }, 'unexpected error');
  const debug = ctx.config.isProduction
    ? ''
    : `${where}: ${error instanceof Error ? error.message : String(error)}`;
  return negative(ResultCode.internal, translate(lang, 'general.internalError'), debug);
}

/**
 * Wires a namespace's events onto each socket. Each event runs the pipeline: flood limit →
 * rate limit → authenticate → validate → authorize (the event's policy) → the school step
 * (/school: membership, approval, area, the student named) → handler, whose presenter shapes
 * the reply → the acknowledgement with an envelope. An unknown event gets a translated
 * refusal. With a `gate`, an event arriving once the node shuts down is not run.
 */
export function attachEvents(
  ctx: AppContext,
  namespace: IoNamespace,
  events: EventDefinition[],
  gate?: EventGate,
): void {
  for (const e of events) {
    if (e.namespace !== namespace.name) {
      throw new Error(`${e.namespace} ${e.name} is registered on ${namespace.name}`);
    }
    if (typeof e.policy !== 'function') throw new Error(`${e.namespace} ${e.name} has no policy`);
    if ((e.namespace === '/school') !== (e.school !== undefined)) {
      throw new Error(
        `${e.namespace} ${e.name}: /school events, and only they, use defineSchoolEvent`,
      );
    }
  }
  const byName = new Map(events.map((e) => [e.name, e]));
  const limiters = new Map(
    events
      .filter((e) => e.rateLimit)
      .map((e) => [
        e.name,
        // Named per event in the server's store: with REDIS_URL every node counts together.
        new RateLimiter(
          e.rateLimit!.limit,
          e.rateLimit!.windowMs,
          ctx.config.RATE_LIMITS === 'on',
          ctx.limiterStore,
          `event:${e.namespace}:${e.name}`,
        ),
      ]),
  );

  namespace.on('connection', (rawSocket) => {
    const socket = rawSocket as unknown as AppSocket;
    socket.onAny((name: unknown, ...args: unknown[]) => {
      if (gate && !gate.enter()) return;
      // The acknowledgement, when there is one, comes last; the payload always comes first. An
      // event sent without one is still validated with its payload (not run as if it had none).
      const last = args.length > 0 ? args[args.length - 1] : undefined;
      const hasAck = typeof last === 'function';
      const payload = hasAck && args.length === 1 ? undefined : args[0];
      const ackFn = hasAck ? (last as (e: Envelope) => void) : () => {};
      const started = process.hrtime.bigint();
      const event = typeof name === 'string' && byName.has(name) ? name : 'unknown';
      const reply = (envelope: Envelope) => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        observeEvent(ctx, { namespace: namespace.name, event, code: envelope.code, seconds });
        ackFn(envelope);
      };
      void handleEvent(socket, name, payload, reply).finally(() => gate?.leave());
    });
  });

  async function handleEvent(
    socket: AppSocket,
    name: unknown,
    payload: unknown,
    reply: (e: Envelope) => void,
  ): Promise<void> {
    const lang = socket.data.lang;
    try {
      if (ctx.config.RATE_LIMITS === 'on' && !withinFloodLimit(socket)) {
        throw new AppError(ResultCode.rateLimited, 'general.rateLimited');
      }
      const def = typeof name === 'string' ? byName.get(name) : undefined;
      if (!def) throw new AppError(ResultCode.notFound, 'general.unknownEvent');
      const limiter = limiters.get(def.name);
      if (limiter && !(await limiter.hit(socket.data.ip))) {
        throw new AppError(ResultCode.rateLimited, 'general.rateLimited');
      }
      const session = activeSession(socket);
      const actor = actorOf(session);
      // Authenticate: an anonymous caller of a signed-in event is told to sign in first.
      if (!actor && !def.policy(null)) throw AppError.notAuthenticated();
      const input = def.parse(payload);
      if (!def.policy(actor)) throw AppError.forbidden();
      const ec: EventContext = { ctx, socket, session, actor, lang, ip: socket.data.ip };
      // A school step's policy (canActAsSchool) refuses anonymous callers: ec is signed in.
      const scoped = def.school ? await def.school.enter(input, ec as AuthedEventContext) : ec;
      reply(await def.handle(input, scoped));
    } catch (error) {
      reply(
        errorEnvelope(error, socket.data.lang ?? lang, ctx, `${namespace.name} ${String(name)}`),
      );
    }
  }
}

function withinFloodLimit(socket: AppSocket): boolean {
  const at = Date.now();
  if (at - socket.data.floodWindowStart >= FLOOD_WINDOW_MS) {
    socket.data.floodWindowStart = at;
    socket.data.floodCount = 0;
  }
  socket.data.floodCount += 1;
  return socket.data.floodCount <= FLOOD_LIMIT;
}

export { positive };
