import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Dialect } from '../db/database.js';
import { readRawSchema } from '../features/admin/admin-schema.repository.js';

/*
 * A checksum of every row of every table of the schema (both dialects), to show that a batch
 * of refused input changed nothing: not only the counts (table-counts.ts) but every value.
 * Tables come from the database's own catalogue, so a table a migration adds is covered.
 */

/** Values as text the same way whatever the driver returns (bigint as string or number…). */
function canonical(value: unknown): string {
  if (value === null || value === undefined) return '∅';
  if (value instanceof Uint8Array) return `b:${Buffer.from(value).toString('base64')}`;
  if (value instanceof Date) return `d:${value.getTime()}`;
  return `${typeof value === 'string' ? 's' : 'v'}:${String(value)}`;
}

/** Each table's SHA-256 over its rows in key order (every column when it has no key). */
export async function tableChecksums(db: Db, dialect: Dialect): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const table of await readRawSchema(db, dialect)) {
    const columns = table.columns.map((c) => c.name);
    const order = table.primaryKey.length > 0 ? table.primaryKey : columns;
    const rows = await sql<Record<string, unknown>>`
      select * from ${sql.table(table.name)}
      order by ${sql.join(order.map((c) => sql.ref(c)))}`.execute(db);
    const hash = createHash('sha256');
    for (const row of rows.rows) {
      hash.update(columns.map((c) => canonical(row[c])).join('\u0001'));
      hash.update('\u0002');
    }
    sums[table.name] = `${rows.rows.length}:${hash.digest('hex').slice(0, 16)}`;
  }
  return sums;
}

/** The tables whose checksum differs between two readings. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
