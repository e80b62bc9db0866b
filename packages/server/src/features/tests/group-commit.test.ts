import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { GroupCommit } from './group-commit.js';

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
    return new GroupCommit<Job, number>(
      db,
      async (trx, job) => {
        if (job.refuse) throw new Refused('no');
        await sql`insert into rows (value) values (${job.value})`.execute(trx);
        if (job.breakAfterWrite) throw new Error('write failed');
        return job.value * 10;
      },
      {
        parallel: 1,
        maxBatch: 10,
        isExpected: (e) => e instanceof Refused,
        order: (a, b) => a.value - b.value,
      },
    );
  }

  function counting(q: GroupCommit<Job, number>) {
    const original = db.transaction.bind(db);
    db.transaction = (() => {
      transactions += 1;
      return original();
    }) as typeof db.transaction;
    return q;
  }

  it('jobs arriving while a transaction runs share the next one', async () => {
    const q = counting(queue());
    const results = await Promise.all([1, 2, 3, 4, 5].map((value) => q.run({ value })));
    expect(results).toEqual([10, 20, 30, 40, 50]);
    expect(await stored()).toEqual([1, 2, 3, 4, 5]);
    // The first job runs at once, alone; the four that queued meanwhile share one transaction.
    expect(transactions).toBe(2);
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
  });

  it('a broken write loses its batch, which runs again job by job', async () => {
    const q = counting(queue());
    // 1 runs at once; 2 and 3 share the next transaction, where 3 breaks after 2 has written.
    const settled = await Promise.allSettled([
      q.run({ value: 1 }),
      q.run({ value: 2 }),
      q.run({ value: 3, breakAfterWrite: true }),
    ]);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(await stored()).toEqual([1, 2]);
    // 1, the lost batch of 2 and 3, then 2 and 3 again on their own.
    expect(transactions).toBe(4);
  });
});
