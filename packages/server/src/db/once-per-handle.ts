import type { Database as SqliteHandle } from 'better-sqlite3';

/**
 * `build` run once for each SQLite handle and remembered with it: a repository's statements,
 * prepared on first use (a statement belongs to the connection that prepared it).
 */
export function oncePerHandle<T>(build: (sqlite: SqliteHandle) => T): (sqlite: SqliteHandle) => T {
  const built = new WeakMap<SqliteHandle, T>();
  return (sqlite) => {
    let value = built.get(sqlite);
    if (value === undefined) {
      value = build(sqlite);
      built.set(sqlite, value);
    }
    return value;
  };
}
