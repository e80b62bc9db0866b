import type { z } from 'zod';
import type { Namespace } from './app-events.js';

/*
 * The realtime contract (docs/API.md): per namespace, each event's payload schema and the data
 * its positive reply carries. The server's defineEvent and the web's request both take their
 * types from it, so a reply changed on one side fails `tsc` on the other.
 */

declare const replyType: unique symbol;

/** A reply's data type, carried in the type system only (nothing at run time). */
export interface Reply<R> {
  readonly [replyType]?: R;
}

/** Names the reply type of an event: `event(payloadSchema, reply<SectionsView>())`. */
export const reply = <R>(): Reply<R> => ({});

/** One event: the schema its payload is validated with, and its reply. */
export interface EventContract<S extends z.ZodType = z.ZodType, R = unknown> {
  payload: S;
  reply: Reply<R>;
}

export function event<S extends z.ZodType, R>(payload: S, replyOf: Reply<R>): EventContract<S, R> {
  return { payload, reply: replyOf };
}

/** A positive reply that carries no data (`{}`), only its message. */
export type EmptyReply = Record<string, never>;

export type NamespaceContract = Record<string, EventContract>;

/** The reply data of an event of a contract. */
export type ReplyOf<C extends EventContract> = C['reply'] extends Reply<infer R> ? R : never;
/** What a client sends (before the schema's defaults and transforms). */
export type PayloadIn<C extends EventContract> = z.input<C['payload']>;
/** What a handler receives once the payload is validated. */
export type PayloadOut<C extends EventContract> = z.output<C['payload']>;

export type { Namespace };
