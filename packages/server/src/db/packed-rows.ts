import { PostgresAdapter, sql, type RawBuilder } from 'kysely';
import type { Db } from './database.js';

/*
 * Many rows read as one JSON array of arrays, for the few reads that return hundreds of rows
 * (a student's standing on every question). better-sqlite3 builds each row as a JS object at
 * about half a microsecond a value, so 1,514 rows of nine columns took 5–7 ms; one JSON string
 * built by SQLite and parsed by V8 takes about 1 ms. Same query code on both databases: only
 * the aggregate's name differs, and `pg` hands back JSON already parsed.
 */

/** The aggregate over the selected rows: `[[c1, c2, …], …]`, `[]` when there are none. */
export function packedRows(db: Db, columns: readonly string[]): RawBuilder<unknown> {
  const values = sql.join(columns.map((c) => sql.ref(c)));
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql`coalesce(json_agg(json_build_array(${values})), '[]'::json)`
    : sql`json_group_array(json_array(${values}))`;
}

/** The rows of a `packedRows` value, each an array in the order of its columns. */
export function unpackRows<Row extends readonly unknown[]>(packed: unknown): Row[] {
  return (typeof packed === 'string' ? JSON.parse(packed) : packed) as Row[];
}
