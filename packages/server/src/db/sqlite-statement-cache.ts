import type { Database as SqliteHandle, Statement } from 'better-sqlite3';

/** Statements kept ready. */
const MAX_STATEMENTS = 500;
/** Longer texts are one-off bulk writes (imports): compiling them again costs nothing extra. */
const MAX_CACHED_SQL = 4000;

/** Prepares a query's text, or hands back the statement prepared for it before. */
export interface StatementCache {
  prepare: (sql: string) => Statement;
}

/**
 * Kysely's queries with their prepared statements kept and reused: preparing costs as much as
 * running a point lookup, and the queries are few and repeat (parameters are bound apart). A
 * statement is never used by two queries at once: the SQLite thread runs one at a time, and
 * `all`/`run` finish synchronously.
 */
export function withStatementCache(sqlite: SqliteHandle): StatementCache {
  const statements = new Map<string, Statement>();
  return {
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
