import type { Database as SqliteHandle, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Statements kept ready; Kysely's queries are few and repeat (parameters are bound apart). */
const MAX_STATEMENTS = 500;
/** Longer texts are one-off bulk writes (imports): compiling them again costs nothing extra. */
const MAX_CACHED_SQL = 4000;

/**
 * The SQLite handle Kysely talks to, with its prepared statements kept and reused: Kysely
 * prepares every query anew, and preparing costs as much as running a point lookup. A statement
 * is never used by two queries at once: Kysely runs one query at a time on the connection, and
 * `all`/`run` finish synchronously.
 */
export function withStatementCache(sqlite: SqliteHandle): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      if (sql.length > MAX_CACHED_SQL) return sqlite.prepare(sql);
      let statement = statements.get(sql);
      if (statement) {
        // Refresh its place: the map's order is the least recently used first.
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) {
          statements.delete(statements.keys().next().value as string);
        }
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
