import { closeSync, existsSync, fsyncSync, linkSync, openSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';

/*
 * An online backup of the embedded database, taken by a process of its own while the server
 * serves. `VACUUM INTO` copies the database as one read transaction sees it: in WAL mode that
 * reader blocks no writer (answers keep being recorded) and sees every transaction committed
 * before it began, so every answer acknowledged by then is in the copy. SQLite's page-by-page
 * backup API is the other way, but it starts over whenever another connection writes between
 * its steps, and under a stream of answers it might never finish.
 *
 * The copy is written beside the target under a hidden name, checked, synced, and only then
 * linked to the target's name: a backup interrupted halfway never looks like a complete one.
 */

export interface BackupOutcome {
  /** The backup file written. */
  path: string;
  bytes: number;
  milliseconds: number;
  /** Rows of `replies` (every answer recorded) in the copy. */
  answers: number;
}

/** fsync of a file or folder: the copy and its name survive a power cut once we say "done". */
function sync(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Checks the copy and makes it a plain single-file database; the number of answers in it. */
function checkCopy(path: string): number {
  const copy = new SQLite(path, { fileMustExist: true });
  try {
    // A file restored from it opens without a WAL beside it; the server turns WAL on again.
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy failed SQLite's check: ${String(check)}`);
    return copy.prepare('select count(*) from replies').pluck().get() as number;
  } finally {
    copy.close();
  }
}

/**
 * Copies the SQLite database at `source` (the server may be serving from it) to the new file
 * `target`. Refuses a target that exists; leaves nothing behind when it fails.
 */
export function backupSqlite(source: string, target: string): BackupOutcome {
  const from = resolve(source);
  const to = resolve(target);
  if (!existsSync(from)) throw new Error(`there is no database at ${from}`);
  if (existsSync(to)) throw new Error(`${to} exists already; give the backup a new name`);
  if (!existsSync(dirname(to))) throw new Error(`the folder ${dirname(to)} does not exist`);
  const partial = join(dirname(to), `.${basename(to)}.partial-${process.pid}`);
  const started = performance.now();
  try {
    const db = new SQLite(from, { fileMustExist: true });
    try {
      // Starting the read may wait a moment on the server's checkpoint thread; never fail on it.
      db.pragma('busy_timeout = 10000');
      db.prepare('VACUUM INTO ?').run(partial);
    } finally {
      db.close();
    }
    const answers = checkCopy(partial);
    sync(partial);
    // A link, unlike a rename, fails rather than replace a file made meanwhile under that name.
    linkSync(partial, to);
    rmSync(partial);
    sync(dirname(to));
    return {
      path: to,
      bytes: statSync(to).size,
      milliseconds: performance.now() - started,
      answers,
    };
  } catch (error) {
    rmSync(partial, { force: true });
    rmSync(`${partial}-journal`, { force: true });
    throw error;
  }
}
