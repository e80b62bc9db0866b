import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDialect } from '../test/test-database.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { BACKSTOP_PAGES } from './sqlite-checkpointer.js';

// SQLite only: the PostgreSQL pass has nothing of its own to check here.
describe.skipIf(testDialect() === 'postgres')('SQLite checkpoints on their own thread', () => {
  let dir = '';
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  const open = async () => {
    dir = mkdtempSync(join(tmpdir(), 'kokpit-ckpt-'));
    const path = join(dir, 'c.db');
    handle = openDatabase({ DATABASE_URL: `sqlite:${path}` });
    return { path, db: handle.db, checkpointer: (await handle.checkpointer)! };
  };

  it('copies committed pages into the database file without the main connection', async () => {
    const { path, db, checkpointer } = await open();
    // The server's connection would checkpoint itself only far later than these few pages.
    const { rows } = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(
      db,
    );
    expect(rows[0]?.wal_autocheckpoint).toBe(BACKSTOP_PAGES);
    await sql`create table t (id integer primary key, note text)`.execute(db);
    // The thread's own passes are counted from here: the rows below reach the file by one of them.
    const passesBefore = checkpointer.passes();
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 500; i++)
        await sql`insert into t (note) values (${'x'.repeat(200)})`.execute(trx);
    });
    // What is in the file itself, read without the WAL: a copy of the file alone.
    const copy = join(dir, 'copy.db');
    const rowsInFile = () => {
      copyFileSync(path, copy);
      const alone = new SQLite(copy);
      try {
        const table = alone.prepare(`select 1 from sqlite_master where name = 't'`).get();
        return table ? (alone.prepare('select count(*) as n from t').get() as { n: number }).n : 0;
      } catch {
        // A copy taken while the checkpoint writes the file can be torn: look again.
        return -1;
      } finally {
        alone.close();
      }
    };
    // The thread tells of a pass after it has written the file: wait for both, in either order.
    await vi.waitFor(
      () => {
        expect(rowsInFile()).toBe(500);
        expect(checkpointer.passes()).toBeGreaterThan(passesBefore);
      },
      { timeout: 60_000, interval: 20 },
    );
  });

  it('leaves no WAL behind once closed', async () => {
    const { path, db } = await open();
    await sql`create table t (id integer primary key)`.execute(db);
    await sql`insert into t default values`.execute(db);
    expect(statSync(`${path}-wal`).size).toBeGreaterThan(0);
    await handle!.close();
    handle = undefined;
    expect(existsSync(`${path}-wal`)).toBe(false);
  });

  it('is not started for a database in memory', () => {
    handle = openDatabase({ DATABASE_URL: 'sqlite::memory:' });
    dir = mkdtempSync(join(tmpdir(), 'kokpit-ckpt-'));
    expect(handle.checkpointer).toBeUndefined();
  });
});
