import {
  negative,
  positive,
  ResultCode,
  translate,
  type Envelope,
  type Language,
  type Permission,
} from '@kokpit/shared';
import type { Namespace } from 'socket.io';
import type { z } from 'zod';
import type { AppContext } from '../core/app-context.js';
import { AppError } from '../core/app-error.js';
import { RateLimiter } from '../core/rate-limiter.js';
import { validate } from '../core/validate.js';
import { activeSession, type AppSocket, type SocketSession } from './socket-state.js';

export interface EventContext {
  ctx: AppContext;
  socket: AppSocket;
  /** The socket's live session, or null when signed out. */
  session: SocketSession | null;
  lang: Language;
  ip: string;
}

export interface AuthedEventContext extends EventContext {
  session: SocketSession;
}

interface EventBase<S extends z.ZodType> {
  name: string;
  schema: S;
  /** Hits per window per address (e.g. sign-in); on top of the socket's flood limit. */
  rateLimit?: { limit: number; windowMs: number };
}

export type EventDefinition<S extends z.ZodType = z.ZodType> =
  | (EventBase<S> & {
      requires?: undefined;
      handle: (input: z.output<S>, ec: EventContext) => Promise<Envelope>;
    })
  | (EventBase<S> & {
      /** The permission (any of) or just being signed in. */
      requires: Permission | 'authenticated';
      handle: (input: z.output<S>, ec: AuthedEventContext) => Promise<Envelope>;
    });

/** Declares one realtime event: its payload schema and its handler. */
export function defineEvent<S extends z.ZodType>(def: EventDefinition<S>): EventDefinition {
  return def as unknown as EventDefinition;
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
 * Wires a namespace's events onto each socket: validation, permissions, rate limits, the
 * acknowledgement with an envelope, and a translated reply for unknown events.
 */
export function attachEvents(
  ctx: AppContext,
  namespace: Namespace,
  events: EventDefinition[],
): void {
  const byName = new Map(events.map((e) => [e.name, e]));
  const limiters = new Map(
    events
      .filter((e) => e.rateLimit)
      .map((e) => [
        e.name,
        new RateLimiter(e.rateLimit!.limit, e.rateLimit!.windowMs, ctx.config.RATE_LIMITS === 'on'),
      ]),
  );

  namespace.on('connection', (rawSocket) => {
    const socket = rawSocket as unknown as AppSocket;
    socket.onAny((name: unknown, ...args: unknown[]) => {
      const ack = args.length > 0 ? args[args.length - 1] : undefined;
      const payload = args.length > 1 ? args[0] : undefined;
      const reply = typeof ack === 'function' ? (ack as (e: Envelope) => void) : () => {};
      void handleEvent(socket, name, payload, reply);
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
      if (def.requires) {
        if (!session) throw AppError.notAuthenticated();
        if (def.requires !== 'authenticated' && !session.permissions.includes(def.requires)) {
          throw AppError.forbidden();
        }
      }
      const input = validate(def.schema, payload);
      const ec = { ctx, socket, session, lang, ip: socket.data.ip };
      const result = await (def.handle as (i: unknown, e: EventContext) => Promise<Envelope>)(
        input,
        ec,
      );
      reply(result);
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
