import { parentPort, workerData } from 'node:worker_threads';
import SQLite, { type Statement } from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema.js';
import { procedures, type ProcedureName } from '../wiring/sqlite-procedures.js';
import { withStatementCache, type StatementCache } from './sqlite-statement-cache.js';
import type {
  QueryOutcome,
  ThreadData,
  ThreadError,
  ThreadMessage,
  ThreadNotice,
  ThreadDatabase,
  ThreadReply,
  ThreadRequest,
} from './sqlite-thread-protocol.js';

/*
 * The SQLite thread: the server's one connection to its SQLite file, so that no statement runs
 * on the event loop (sqlite-thread.ts says why). Requests run one at a time in the order they
 * arrive, except that while a connection holds a transaction, other connections' requests wait
 * for its end: what Kysely's own SQLite driver gets from its connection mutex. A procedure runs
 * whole before the next request, on a Kysely of its own over the same connection.
 */

const port = parentPort;
if (!port) throw new Error('sqlite-thread.worker runs as a worker thread');
const { path, backstopPages } = workerData as ThreadData;

interface Open {
  statements: StatementCache;
  thread: ThreadDatabase;
  control: { begin: Statement; commit: Statement; rollback: Statement };
}

function open(): Open {
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // The checkpoint thread copies the WAL; this connection only past a far larger WAL.
  if (path !== ':memory:') sqlite.pragma(`wal_autocheckpoint = ${backstopPages}`);
  const statements = withStatementCache(sqlite);
  const database = { close: () => sqlite.close(), prepare: statements.prepare };
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return {
    statements,
    thread: { db, sqlite },
    control: {
      // Immediate: the write lock is taken at the start, never upgraded halfway through.
      begin: sqlite.prepare('begin immediate'),
      commit: sqlite.prepare('commit'),
      rollback: sqlite.prepare('rollback'),
    },
  };
}

function describe(error: unknown): ThreadError {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? { message: error.message, code } : { message: error.message };
  }
  return { message: String(error) };
}

let opened: Open | undefined;
let openError: ThreadError | undefined;
try {
  opened = open();
} catch (error) {
  openError = describe(error);
}

/** Whether a statement's columns are declared blobs (their values need making Buffers again). */
const blobColumns = new WeakMap<Statement, boolean>();

function hasBlobColumns(statement: Statement): boolean {
  let has = blobColumns.get(statement);
  if (has === undefined) {
    has = statement.columns().some((c) => c.type?.toLowerCase() === 'blob');
    blobColumns.set(statement, has);
  }
  return has;
}

function query(o: Open, sql: string, params: readonly unknown[]): QueryOutcome {
  const statement = o.statements.prepare(sql);
  // An array binds its values in order (no spreading: a bulk insert binds thousands).
  if (statement.reader) {
    const rows = statement.all(params);
    return hasBlobColumns(statement) ? { rows, blobs: true } : { rows };
  }
  const { changes, lastInsertRowid } = statement.run(params);
  return { changes, insertId: lastInsertRowid };
}

/** The connection whose transaction is open, and what the others asked meanwhile. */
let owner: number | null = null;
let waiting: ThreadRequest[] = [];
let replies: ThreadReply[] = [];

async function run(o: Open, request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return query(o, request.sql, request.params);
    case 'call':
      return procedures[request.name as ProcedureName](o.thread, request.arg as never);
    case 'begin':
      o.control.begin.run();
      owner = request.conn;
      return null;
    case 'commit':
      o.control.commit.run();
      return null;
    case 'rollback':
      if (o.thread.sqlite.inTransaction) o.control.rollback.run();
      return null;
  }
}

async function handle(request: ThreadRequest): Promise<void> {
  if (owner !== null && request.conn !== owner) {
    waiting.push(request);
    return;
  }
  try {
    if (!opened) throw Object.assign(new Error(openError?.message), { code: openError?.code });
    replies.push({ id: request.id, value: await run(opened, request) });
  } catch (error) {
    replies.push({ id: request.id, error: describe(error) });
  }
  // Once the transaction is over (a failed COMMIT leaves it open until rolled back), what the
  // others asked meanwhile runs, in order; one of them may open the next and make the rest wait.
  if (owner !== null && !opened?.thread.sqlite.inTransaction) {
    owner = null;
    const pending = waiting;
    waiting = [];
    for (const r of pending) await handle(r);
  }
}

function post(notice: ThreadNotice): void {
  port!.postMessage(notice);
}

function sendReplies(): void {
  if (replies.length === 0) return;
  post({ type: 'replies', replies });
  replies = [];
}

/*
 * Queries come before procedures: a procedure is a whole batch of answers (milliseconds), a
 * query a look-up a learner waits on; requests in flight together were made independently, so
 * any order is one they could have had. Between procedures the thread lets new messages in.
 */
let queries: ThreadRequest[] = [];
const calls: ThreadRequest[] = [];
let pumping = false;
let closing = false;

async function pump(): Promise<void> {
  while (queries.length > 0) {
    const batch = queries;
    queries = [];
    for (const request of batch) await handle(request);
  }
  const call = calls.shift();
  if (call) await handle(call);
  sendReplies();
  if (queries.length > 0 || calls.length > 0) {
    setImmediate(() => void pump());
    return;
  }
  pumping = false;
  if (closing) {
    if (opened?.thread.sqlite.open) closeCheckpointed(opened.thread.sqlite);
    port!.close();
  }
}

/**
 * Copies the whole WAL into the database file and empties it before closing, so the file alone
 * holds everything even while another process (a backup, a shell) keeps the WAL from being
 * removed. That process's open reads may hold the checkpoint back: then closing is enough.
 */
function closeCheckpointed(sqlite: SQLite.Database): void {
  if (path !== ':memory:') {
    try {
      sqlite.pragma('busy_timeout = 1000');
      sqlite.pragma('wal_checkpoint(TRUNCATE)');
    } catch {
      // Busy past the timeout: the WAL stays for the next open to read.
    }
  }
  sqlite.close();
}

port.on('message', (message: ThreadMessage) => {
  if (message === 'close') closing = true;
  else for (const r of message) (r.op === 'call' ? calls : queries).push(r);
  if (!pumping) {
    pumping = true;
    void pump();
  }
});
post({ type: 'ready' });
