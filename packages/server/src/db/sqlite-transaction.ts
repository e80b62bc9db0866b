import type { Database as SqliteHandle, Statement } from 'better-sqlite3';
import type { Db } from './database.js';

interface Control {
  begin: Statement;
  commit: Statement;
  rollback: Statement;
}
const controls = new WeakMap<SqliteHandle, Control>();

function control(sqlite: SqliteHandle): Control {
  let c = controls.get(sqlite);
  if (!c) {
    c = {
      // Immediate: the write lock is taken at the start, never upgraded halfway through.
      begin: sqlite.prepare('begin immediate'),
      commit: sqlite.prepare('commit'),
      rollback: sqlite.prepare('rollback'),
    };
    controls.set(sqlite, c);
  }
  return c;
}

/**
 * Runs `work` in one SQLite transaction on Kysely's only connection, held throughout so no other
 * query or transaction interleaves. `work` runs hot statements synchronously on `sqlite` (no
 * promise per statement) and may await Kysely queries on `conn`, the same connection. Commits
 * when `work` resolves, rolls back when it throws.
 */
export function inSqliteTransaction<T>(
  db: Db,
  sqlite: SqliteHandle,
  work: (conn: Db) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (conn) => {
    // Holding the connection rules this out; a nested BEGIN would fail anyway.
    if (sqlite.inTransaction) throw new Error('SQLite transaction already open');
    const c = control(sqlite);
    c.begin.run();
    try {
      const result = await work(conn);
      c.commit.run();
      return result;
    } catch (error) {
      if (sqlite.inTransaction) c.rollback.run();
      throw error;
    }
  });
}
