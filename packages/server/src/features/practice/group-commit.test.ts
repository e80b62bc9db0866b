import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { GroupCommit, type Settled } from './group-commit.js';

class Refused extends Error {}

interface Job {
  value: number;
  /** Refuse before writing (an expected refusal). */
  refuse?: boolean;
  /** Fail after writing (a broken write: the batch is lost). */
  breakAfterWrite?: boolean;
}

describe('group commit', () => {
  let db: Db;
  let transactions: number;

  beforeEach(async () => {
    const sqlite = new SQLite(':memory:');
    transactions = 0;
    db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) }) as unknown as Db;
    await sql`create table rows (value integer primary key)`.execute(db);
  });
  afterEach(async () => db.destroy());

  const stored = async () =>
    (await sql<{ value: number }>`select value from rows order by value`.execute(db)).rows.map(
      (r) => r.value,
    );

  function queue() {
    return new GroupCommit<Job, number>({
      parallel: 1,
      maxBatch: 10,
      commit: async (batch) => {
        transactions += 1;
        return db.transaction().execute(async (trx) => {
          const settled: Settled<number>[] = [];
          for (const job of batch) {
            if (job.refuse) {
              settled.push({ ok: false, error: new Refused('no') });
              continue;
            }
            await sql`insert into rows (value) values (${job.value})`.execute(trx);
            if (job.breakAfterWrite) throw new Error('write failed');
            settled.push({ ok: true, value: job.value * 10 });
          }
          return settled;
        });
      },
    });
  }

  it('jobs submitted in the same turn of the event loop share one transaction', async () => {
    const q = queue();
    const results = await Promise.all([1, 2, 3].map((value) => q.run({ value })));
    expect(results).toEqual([10, 20, 30]);
    expect(transactions).toBe(1);
  });

  it('jobs arriving while a transaction runs share the next one', async () => {
    const q = queue();
    const first = q.run({ value: 1 });
    // The first transaction starts at the end of this turn; four more arrive while it runs.
    await new Promise((r) => setImmediate(r));
    const rest = [2, 3, 4, 5].map((value) => q.run({ value }));
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40, 50]);
    expect(await stored()).toEqual([1, 2, 3, 4, 5]);
    expect(transactions).toBe(2);
  });

  it('with spreadAt, a few jobs wait for the running batch; a queue that long opens another', async () => {
    const sizes: number[] = [];
    let inFlight = 0;
    let most = 0;
    let release: () => void = () => {};
    const gate = () => new Promise<void>((r) => (release = r));
    let held = gate();
    const q = new GroupCommit<Job, number>({
      parallel: 4,
      maxBatch: 100,
      spreadAt: 3,
      commit: async (batch) => {
        sizes.push(batch.length);
        inFlight += 1;
        most = Math.max(most, inFlight);
        await held;
        inFlight -= 1;
        return batch.map((j) => ({ ok: true as const, value: j.value }));
      },
    });
    const first = q.run({ value: 1 });
    await new Promise((r) => setImmediate(r));
    // Two arrive while the first batch runs: under spreadAt, they wait for it.
    const waiting = [2, 3].map((value) => q.run({ value }));
    await new Promise((r) => setImmediate(r));
    expect(sizes).toEqual([1]);
    // A third makes the queue three long: a second batch starts beside the first.
    const third = q.run({ value: 4 });
    await new Promise((r) => setImmediate(r));
    expect(sizes).toEqual([1, 3]);
    expect(most).toBe(2);
    release();
    held = Promise.resolve();
    expect(await Promise.all([first, ...waiting, third])).toEqual([1, 2, 3, 4]);
  });

  it('a refused job fails alone; the rest of its batch commits', async () => {
    const q = queue();
    const settled = await Promise.allSettled([
      q.run({ value: 1 }),
      q.run({ value: 2, refuse: true }),
      q.run({ value: 3 }),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await stored()).toEqual([1, 3]);
    expect(transactions).toBe(1);
  });

  it('a broken write loses its batch, which runs again job by job', async () => {
    const q = queue();
    // 1, 2 and 3 share a transaction, where 3 breaks after 1 and 2 have written.
    const settled = await Promise.allSettled([
      q.run({ value: 1 }),
      q.run({ value: 2 }),
      q.run({ value: 3, breakAfterWrite: true }),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(await stored()).toEqual([1, 2]);
    // The lost batch, then 1, 2 and 3 again on their own.
    expect(transactions).toBe(4);
  });
});
