import { moduleWorker } from '../core/module-worker.js';
import type { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { ProcedureName, Procedures } from '../wiring/sqlite-procedures.js';
import type {
  QueryOutcome,
  ThreadData,
  ThreadError,
  ThreadMessage,
  ThreadNotice,
  ThreadReply,
  ThreadRequest,
} from './sqlite-thread-protocol.js';

/*
 * SQLite on a thread of its own. better-sqlite3 runs every statement synchronously, so on the
 * event loop each statement holds every socket for as long as it runs: flat out, SQLite's
 * statements and commits were about a third of the loop's time. Here one worker thread holds
 * the server's only connection (one connection keeps one page cache; two would each drop theirs
 * whenever the other commits) and Kysely talks to it through messages: a query is a message,
 * batched with the others of the same turn of the event loop, and the hot paths
 * (wiring/sqlite-procedures.ts) are one message for a whole batch of answers.
 */

type Ask = ThreadRequest extends infer R
  ? R extends ThreadRequest
    ? Omit<R, 'id'>
    : never
  : never;

interface Waiter {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

function threadError(e: ThreadError): Error {
  return Object.assign(new Error(e.message), e.code ? { code: e.code } : {});
}

/** Blobs cross the thread as Uint8Array; the rest of the server expects Buffers. */
function withBuffers(row: unknown): unknown {
  const out: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const [key, value] of Object.entries(out)) {
    if (value instanceof Uint8Array && !Buffer.isBuffer(value)) {
      out[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    }
  }
  return out;
}

/** The thread (from the built server's JavaScript, or the sources under the tests). */
function workerOf(data: ThreadData): Worker {
  return moduleWorker(import.meta.url, 'sqlite-thread.worker', { workerData: data });
}

/** The event loop's end of the thread: requests out, one message a turn; replies in. */
class ThreadLink {
  readonly ready: Promise<void>;
  #worker: Worker;
  #waiters = new Map<number, Waiter>();
  #queue: ThreadRequest[] = [];
  #flushScheduled = false;
  #nextId = 1;
  #failure: Error | undefined;
  #closing: Promise<void> | undefined;
  #exited: Promise<void>;

  constructor(data: ThreadData, onError: (message: string) => void) {
    this.#worker = workerOf(data);
    // Kept alive only while a request waits for its reply.
    this.#worker.unref();
    let opened: () => void = () => {};
    this.ready = new Promise((resolve) => (opened = resolve));
    this.#worker.on('message', (notice: ThreadNotice) => {
      if (notice.type === 'ready') opened();
      else this.#settle(notice.replies);
    });
    const fail = (error: Error) => {
      this.#failure ??= error;
      opened();
      for (const waiter of this.#waiters.values()) waiter.reject(this.#failure);
      this.#waiters.clear();
    };
    this.#worker.on('error', (error) => {
      onError(error.message);
      fail(new Error(`SQLite thread failed: ${error.message}`));
    });
    this.#exited = new Promise((resolve) => {
      this.#worker.once('exit', () => {
        fail(new Error('SQLite thread closed'));
        resolve();
      });
    });
  }

  /** Requests waiting for their reply (`inFlight`), of which `queued` are not yet sent. */
  load(): SqliteThreadLoad {
    return { inFlight: this.#waiters.size, queued: this.#queue.length };
  }

  request(ask: Ask): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closing) return Promise.reject(new Error('SQLite thread closed'));
    const id = this.#nextId++;
    const promise = new Promise<unknown>((resolve, reject) => {
      this.#waiters.set(id, { resolve, reject });
    });
    if (this.#waiters.size === 1) this.#worker.ref();
    this.#queue.push({ ...ask, id } as ThreadRequest);
    if (!this.#flushScheduled) {
      this.#flushScheduled = true;
      // Everything asked in this turn of the event loop goes as one message.
      setImmediate(() => this.#flush());
    }
    return promise;
  }

  #flush(): void {
    this.#flushScheduled = false;
    if (this.#queue.length === 0) return;
    const batch = this.#queue;
    this.#queue = [];
    this.#worker.postMessage(batch satisfies ThreadMessage);
  }

  #settle(replies: ThreadReply[]): void {
    for (const reply of replies) {
      const waiter = this.#waiters.get(reply.id);
      if (!waiter) continue;
      this.#waiters.delete(reply.id);
      if (reply.error) waiter.reject(threadError(reply.error));
      else waiter.resolve(reply.value);
    }
    if (this.#waiters.size === 0) this.#worker.unref();
  }

  close(): Promise<void> {
    this.#closing ??= (async () => {
      this.#flush();
      this.#worker.ref();
      this.#worker.postMessage('close' satisfies ThreadMessage);
      await Promise.race([this.#exited, new Promise((r) => setTimeout(r, 5000).unref())]);
      await this.#worker.terminate();
    })();
    return this.#closing;
  }
}

/** Marks a procedure call, passed down through Kysely as a query of its own. */
const PROCEDURE_SQL = '-- procedure on the SQLite thread';

class ThreadConnection implements DatabaseConnection {
  constructor(
    private readonly link: ThreadLink,
    readonly id: number,
  ) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiled;
    if (sql === PROCEDURE_SQL) {
      const [name, arg] = parameters as [string, unknown];
      return { rows: [(await this.link.request({ op: 'call', conn: this.id, name, arg })) as R] };
    }
    const outcome = (await this.link.request({
      op: 'query',
      conn: this.id,
      sql,
      params: parameters,
    })) as QueryOutcome;
    if (outcome.rows) {
      return { rows: (outcome.blobs ? outcome.rows.map(withBuffers) : outcome.rows) as R[] };
    }
    return {
      rows: [],
      numAffectedRows: BigInt(outcome.changes ?? 0),
      ...(outcome.insertId === undefined ? {} : { insertId: BigInt(outcome.insertId) }),
    };
  }

  // eslint-disable-next-line require-yield -- nothing streams on SQLite
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on the SQLite thread');
  }
}

/** Kysely's driver: a connection per use, the thread keeping transactions apart. */
class ThreadDriver implements Driver {
  #nextConnection = 1;
  constructor(private readonly link: ThreadLink) {}
  async init(): Promise<void> {
    await this.link.ready;
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new ThreadConnection(this.link, this.#nextConnection++);
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await this.link.request({ op: 'begin', conn: (connection as ThreadConnection).id });
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.link.request({ op: 'commit', conn: (connection as ThreadConnection).id });
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.link.request({ op: 'rollback', conn: (connection as ThreadConnection).id });
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    await this.link.close();
  }
}

/** How busy the thread is, for the metrics: what its callers wait on. */
export interface SqliteThreadLoad {
  inFlight: number;
  queued: number;
}

export interface SqliteThread {
  dialect: Dialect;
  load: () => SqliteThreadLoad;
  /** Settles once the thread has opened the database, or failed to. */
  ready: Promise<void>;
  close: () => Promise<void>;
}

/** Starts the thread holding the SQLite database at `path` (or `:memory:`). */
export function startSqliteThread(
  data: ThreadData,
  onError: (message: string) => void = () => {},
): SqliteThread {
  const link = new ThreadLink(data, onError);
  const dialect: Dialect = {
    createDriver: () => new ThreadDriver(link),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createAdapter: () => new SqliteAdapter(),
    createIntrospector: (db) => new SqliteIntrospector(db),
  };
  return { dialect, ready: link.ready, load: () => link.load(), close: () => link.close() };
}

/** Kysely, or a transaction of it, on the SQLite thread. */
interface Executor {
  executeQuery<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
}

/**
 * Runs one of the thread's procedures on `db`'s connection (inside its transaction, when `db`
 * is one): its statements run on the thread without a message each.
 */
export async function callProcedure<N extends ProcedureName>(
  db: Executor,
  name: N,
  arg: Parameters<Procedures[N]>[1],
): Promise<Awaited<ReturnType<Procedures[N]>>> {
  const { rows } = await db.executeQuery<Awaited<ReturnType<Procedures[N]>>>(
    CompiledQuery.raw(PROCEDURE_SQL, [name, arg]),
  );
  return rows[0]!;
}
