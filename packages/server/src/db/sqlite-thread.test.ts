import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDialect } from '../test/test-database.js';
import { migrate, openDatabase, type DatabaseHandle, type Db } from './database.js';
import { callProcedure } from './sqlite-thread.js';

// SQLite only: the thread is how the server talks to an SQLite file.
describe.skipIf(testDialect() === 'postgres')('the SQLite thread', () => {
  let dir = '';
  let handle: DatabaseHandle;
  let db: Db;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kokpit-thread-'));
    handle = openDatabase({ DATABASE_URL: `sqlite:${join(dir, 't.db')}` });
    db = handle.db;
    await sql`create table notes (id integer primary key, note text unique, bytes blob)`.execute(
      db,
    );
  });
  afterEach(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const count = async (on: Db = db) =>
    (await sql<{ n: number }>`select count(*) as n from notes`.execute(on)).rows[0]?.n;

  it('keeps a transaction apart: others wait for its end and never see it half done', async () => {
    let inside: Promise<number | undefined> | undefined;
    let outside: Promise<number | undefined> | undefined;
    await db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into notes (note) values ('a')`.execute(trx);
        // Asked while the transaction is open, answered once it is over.
        outside = count();
        let outsideAnswered = false;
        void outside.then(() => (outsideAnswered = true));
        inside = count(trx);
        await inside;
        // The transaction's own read came back; the one from outside still waits.
        expect(outsideAnswered).toBe(false);
        throw new Error('roll it back');
      })
      .catch(() => {});
    expect(await inside).toBe(1);
    expect(await outside).toBe(0);
    expect(await count()).toBe(0);
  });

  it('runs queries asked together, each with its own result', async () => {
    const inserts = ['a', 'b', 'c'].map((note) =>
      db
        .insertInto('notes' as never)
        .values({ note } as never)
        .executeTakeFirst(),
    );
    const results = await Promise.all(inserts);
    expect(results.map((r) => Number(r.insertId))).toEqual([1, 2, 3]);
    expect(await count()).toBe(3);
  });

  it('hands back a failed statement with its SQLite code, and goes on', async () => {
    await sql`insert into notes (note) values ('a')`.execute(db);
    const error = await sql`insert into notes (note) values ('a')`.execute(db).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' });
    expect(await count()).toBe(1);
  });

  it('gives blobs back as Buffers', async () => {
    const bytes = Buffer.from([0, 1, 2, 250]);
    await sql`insert into notes (note, bytes) values ('p', ${bytes})`.execute(db);
    const { rows } = await sql<{ bytes: Buffer }>`select bytes from notes`.execute(db);
    expect(Buffer.isBuffer(rows[0]?.bytes)).toBe(true);
    expect(rows[0]?.bytes.equals(bytes)).toBe(true);
  });

  it('answers a query before the procedures waiting ahead of it', async () => {
    await migrate(handle);
    const order: string[] = [];
    // Asked in the same turn, they reach the thread in one message, the procedures first. The
    // thread runs one procedure per round and answers each round apart; the query goes first.
    const calls = [1, 2, 3].map((n) =>
      callProcedure(db, 'createTests', []).then(() => order.push(`procedure ${n}`)),
    );
    const query = count().then(() => order.push('query'));
    await Promise.all([...calls, query]);
    expect(order.indexOf('query')).toBeLessThan(order.indexOf('procedure 2'));
  });

  it('tells the metrics how many requests wait on it', async () => {
    let waiting: ReturnType<DatabaseHandle['usage']> | undefined;
    let outside: Promise<unknown>[] = [];
    await db.transaction().execute(async (trx) => {
      await sql`insert into notes (note) values ('a')`.execute(trx);
      outside = [count(), count()];
      // A round trip of the transaction's: the two asked outside it were sent before, and wait.
      await count(trx);
      waiting = handle.usage();
    });
    expect(await Promise.all(outside)).toEqual([1, 1]);
    expect(waiting).toEqual({ dialect: 'sqlite', thread: { inFlight: 2, queued: 0 } });
    expect(handle.usage()).toEqual({ dialect: 'sqlite', thread: { inFlight: 0, queued: 0 } });
  });

  it('closing copies the WAL into the database file, even with another connection open', async () => {
    const file = join(dir, 't.db');
    const other = new SQLite(file, { readonly: true });
    for (let i = 0; i < 50; i++) {
      await sql`insert into notes (note) values (${`n${i}`})`.execute(db);
    }
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);
    // The checkpoint thread is up (a thread still starting when closed is cut off instead).
    const checkpointer = await handle.checkpointer!;
    await expect.poll(() => checkpointer.passes()).toBeGreaterThan(0);
    await handle.close();
    // The other connection keeps the WAL file from being removed, but nothing is left in it.
    const wal = existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0;
    expect(wal).toBe(0);
    expect(other.prepare('select count(*) as n from notes').get()).toEqual({ n: 50 });
    other.close();
  });

  it('closes cleanly, and refuses what is asked afterwards', async () => {
    await handle.close();
    await expect(count()).rejects.toThrow();
    // A second close does nothing more.
    await handle.close();
  });
});

describe.skipIf(testDialect() === 'postgres')('a database never queried', () => {
  it('closes without having been used', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kokpit-thread-'));
    const handle = openDatabase({ DATABASE_URL: `sqlite:${join(dir, 'idle.db')}` });
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
