import type { Database as SqliteHandle } from 'better-sqlite3';
import type { Attempt } from '../features/practice/record-plan.js';
import { recordBatchSqlite } from '../features/practice/record-batch.js';
import { startTestsSqlite, type StartRequest } from '../features/practice/test-start-plan.js';
import { createTestsSqlite } from '../features/practice/practice-sqlite.repository.js';
import type { NewTest } from '../features/practice/practice.repository.js';
import type { Db } from './database.js';

/** The SQLite thread's connection: Kysely on it, and better-sqlite3's own handle. */
export interface ThreadDatabase {
  db: Db;
  sqlite: SqliteHandle;
}

/**
 * What runs on the SQLite thread as one message: a whole transaction, whose statements run
 * there one after the other without a message each (a transaction held across messages would
 * hold the database while the event loop gets round to each reply). Called through
 * `callProcedure` (sqlite-thread.ts).
 */
export const procedures = {
  recordBatch: ({ db, sqlite }: ThreadDatabase, attempts: readonly Attempt[]) =>
    recordBatchSqlite(db, sqlite, attempts),
  createTests: ({ db, sqlite }: ThreadDatabase, creations: readonly NewTest[]) =>
    createTestsSqlite(db, sqlite, creations),
  startTests: (thread: ThreadDatabase, requests: readonly StartRequest[]) =>
    startTestsSqlite(thread, requests),
};

export type Procedures = typeof procedures;
export type ProcedureName = keyof Procedures;
