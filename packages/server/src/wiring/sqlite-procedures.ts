import type { ThreadDatabase } from '../db/sqlite-thread-protocol.js';
import type { Attempt } from '../features/practice/record-plan.js';
import { recordBatchSqlite } from '../features/practice/record-batch.js';
import { startTestsSqlite, type StartRequest } from '../features/practice/test-start-plan.js';
import { createTestsSqlite } from '../features/practice/practice-sqlite.repository.js';
import type { NewTest } from '../features/practice/practice.repository.js';

/*
 * Where the SQLite thread (db/sqlite-thread.worker.ts) meets the features: db/ imports no
 * feature, so the table of whole transactions the thread runs as one message is composed here.
 */

/**
 * What runs on the SQLite thread as one message: a whole transaction, whose statements run
 * there one after the other without a message each (a transaction held across messages would
 * hold the database while the event loop gets round to each reply). Called through
 * `callProcedure` (db/sqlite-thread.ts).
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
