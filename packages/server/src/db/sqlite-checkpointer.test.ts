import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { testDialect } from '../test/test-database.js';
import { openDatabase, type DatabaseHandle } from './database.js';
import { BACKSTOP_PAGES } from './sqlite-checkpointer.js';

async function until(condition: () => boolean, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return condition();
}

// SQLite only: the PostgreSQL pass has nothing of its own to check here.
describe.skipIf(testDialect() === 'postgres')('SQLite checkpoints on their own thread', () => {
  let dir = '';
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  const open = () => {
    dir = mkdtempSync(join(tmpdir(), 'kokpit-ckpt-'));
    const path = join(dir, 'c.db');
    handle = openDatabase({ DATABASE_URL: `sqlite:${path}` });
    return { path, sqlite: handle.sqlite!, checkpointer: handle.checkpointer! };
  };

  it('copies committed pages into the database file without the main connection', async () => {
    const { path, sqlite, checkpointer } = open();
    // The main connection would checkpoint itself only far later than these few pages.
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(BACKSTOP_PAGES);
    sqlite.exec('create table t (id integer primary key, note text)');
    const insert = sqlite.prepare('insert into t (note) values (?)');
    sqlite.transaction(() => {
      for (let i = 0; i < 500; i++) insert.run('x'.repeat(200));
    })();
    expect(await until(() => checkpointer.passes() > 0)).toBe(true);
    // What is in the file itself, read without the WAL: a copy of the file alone.
    const copy = join(dir, 'copy.db');
    copyFileSync(path, copy);
    const alone = new SQLite(copy);
    expect(alone.prepare('select count(*) as n from t').get()).toEqual({ n: 500 });
    alone.close();
  });

  it('leaves no WAL behind once closed', async () => {
    const { path, sqlite } = open();
    sqlite.exec('create table t (id integer primary key)');
    sqlite.prepare('insert into t default values').run();
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
