import type { Db } from './database.js';

/*
 * Bulk work (a school's action on all its students, an import, a purge of many rows) in short
 * transactions. On SQLite the server has one connection (sqlite-thread.ts): while a transaction
 * opened from the event loop is open, every other request, learners' answers included, waits on
 * the thread for its COMMIT. Cut into chunks, the work lets what waited run at each commit, so an
 * answer waits for one chunk at most, not for the whole job (docs/ARCHITECTURE.md, "Bulk work";
 * measured by bench/bulk-hold). On PostgreSQL short transactions hold row locks and a pooled
 * connection for as briefly.
 */

/**
 * The most rows one transaction from the event loop may write: 100 single-row writes hold
 * SQLite's connection about 6 ms on the bench machine, 500 about 22 (bench/bulk-hold).
 */
export const MAX_ROWS_PER_TRANSACTION = 100;

/**
 * Runs `fn` on `items` `chunkSize` at a time, each chunk in a transaction of its own, letting the
 * event loop and the requests queued meanwhile go between chunks. The whole is not atomic: each
 * chunk commits alone, so bulk work must be written to be resumed (idempotent writes, or a
 * record of how far it got). Returns each chunk's result, in order.
 */
export async function inBoundedTransactions<T, R>(
  db: Db,
  items: readonly T[],
  chunkSize: number,
  fn: (trx: Db, chunk: readonly T[], offset: number) => Promise<R>,
): Promise<R[]> {
  if (!Number.isInteger(chunkSize) || chunkSize < 1 || chunkSize > MAX_ROWS_PER_TRANSACTION) {
    throw new Error(`A bulk chunk is 1 to ${MAX_ROWS_PER_TRANSACTION} items, not ${chunkSize}`);
  }
  const results: R[] = [];
  for (let offset = 0; offset < items.length; offset += chunkSize) {
    const chunk = items.slice(offset, offset + chunkSize);
    results.push(await db.transaction().execute((trx) => fn(trx, chunk, offset)));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return results;
}
