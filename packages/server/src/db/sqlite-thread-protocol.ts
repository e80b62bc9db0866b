import type { Database as SqliteHandle } from 'better-sqlite3';
import type { Db } from './database.js';

/*
 * The messages between the server's event loop and the SQLite thread (sqlite-thread.ts and
 * sqlite-thread.worker.ts). Requests travel in batches, one message per turn of the event loop;
 * replies come back the same way.
 */

/** The SQLite thread's connection: Kysely on it, and better-sqlite3's own handle. */
export interface ThreadDatabase {
  db: Db;
  sqlite: SqliteHandle;
}

/** What the thread is started with. */
export interface ThreadData {
  path: string;
  /** The connection checkpoints itself only past this many WAL pages (sqlite-checkpointer.ts). */
  backstopPages: number;
}

/** A connection's request; `conn` tells transactions apart. */
export type ThreadRequest =
  | { id: number; conn: number; op: 'query'; sql: string; params: readonly unknown[] }
  | { id: number; conn: number; op: 'call'; name: string; arg: unknown }
  | { id: number; conn: number; op: 'begin' | 'commit' | 'rollback' };

export type ThreadMessage = ThreadRequest[] | 'close';

/** A query's result: rows of a reading statement, or what a writing one changed. */
export interface QueryOutcome {
  rows?: unknown[];
  changes?: number;
  insertId?: number | bigint;
  /** Some values are blobs: they come back as Uint8Array and are made Buffers again. */
  blobs?: true;
}

export interface ThreadError {
  message: string;
  code?: string;
}

export type ThreadReply =
  { id: number; value: unknown; error?: undefined } | { id: number; error: ThreadError };

/** What the thread tells besides replies. */
export type ThreadNotice = { type: 'ready' } | { type: 'replies'; replies: ThreadReply[] };
