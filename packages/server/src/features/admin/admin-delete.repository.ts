import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';

/*
 * SQL of deleting one record with what the schema's ON DELETE rules take along (issue 20 item
 * 4). A set of rows is a condition on its table: the record's key, or "points at a row of a set
 * nearer the record" (a nested `in (select …)`), so every count, select, update and delete below
 * is one statement whatever the depth. Names come from the introspected meta only.
 */

export type Condition = RawBuilder<unknown>;

const ref = (name: string) => sql.ref(name);

export function keyCondition(key: Record<string, unknown>): Condition {
  return sql.join(
    Object.entries(key).map(([k, v]) => sql`${ref(k)} = ${v}`),
    sql` and `,
  );
}

/** Rows whose `column` points at `refColumn` of the rows of `parent` that `where` picks. */
export function pointsAt(
  column: string,
  parent: string,
  refColumn: string,
  where: Condition,
): Condition {
  return sql`${ref(column)} in (select ${ref(refColumn)} from ${sql.table(parent)} where ${where})`;
}

export function anyOf(conditions: Condition[]): Condition {
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/** `condition` and not `excluded` (a null in `excluded` counts as not excluded). */
export function butNot(condition: Condition, excluded: Condition | undefined): Condition {
  if (!excluded) return condition;
  return sql`${condition} and (case when ${excluded} then 1 else 0 end) = 0`;
}

export async function countWhere(db: Db, table: string, where: Condition): Promise<number> {
  const r = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(
    table,
  )} where ${where}`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/** Deletes the rows and hands them back whole (for the audit entry that can restore them). */
export async function deleteReturning(
  db: Db,
  table: string,
  where: Condition,
): Promise<Record<string, unknown>[]> {
  const r = await sql<Record<string, unknown>>`delete from ${sql.table(
    table,
  )} where ${where} returning *`.execute(db);
  return r.rows;
}

/** The key and the link of the rows whose link is about to be emptied, then empties it. */
export async function unlinkReturning(
  db: Db,
  table: string,
  column: string,
  keyColumns: string[],
  where: Condition,
): Promise<Record<string, unknown>[]> {
  const r = await sql<Record<string, unknown>>`select ${sql.join(
    [...keyColumns, column].map(ref),
  )} from ${sql.table(table)} where ${where}`.execute(db);
  if (r.rows.length > 0) {
    await sql`update ${sql.table(table)} set ${ref(column)} = null where ${where}`.execute(db);
  }
  return r.rows;
}

/** Rows put back as they were, a few hundred values per statement. */
export async function insertRows(
  db: Db,
  table: string,
  rows: Record<string, unknown>[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(rows[0]!);
  const perStatement = Math.max(1, Math.floor(900 / Math.max(1, names.length)));
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const values = chunk.map((row) => sql`(${sql.join(names.map((n) => row[n] ?? null))})`);
    await sql`insert into ${sql.table(table)} (${sql.join(names.map(ref))}) values ${sql.join(
      values,
    )}`.execute(db);
  }
}

/** Sets `column` back on the rows named by their keys (rows gone since are left alone). */
export async function relink(
  db: Db,
  table: string,
  column: string,
  rows: { key: Record<string, unknown>; value: unknown }[],
): Promise<void> {
  for (const { key, value } of rows) {
    await sql`update ${sql.table(table)} set ${ref(column)} = ${value} where ${keyCondition(
      key,
    )}`.execute(db);
  }
}
