import type { AdminRow, AdminValue } from '@kokpit/shared';
import { ResultCode } from '@kokpit/shared';
import { sql, type RawBuilder } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import { AppError } from '../../core/app-error.js';
import { foldedContains } from '../../db/folded-search.js';
import type { TableMeta } from './admin-meta.js';
import { whereSql, type BuiltQuery } from './admin-query.js';

/*
 * All SQL of the back office's record lists and forms. Table and column names come from the
 * introspected meta only (sql.table / sql.ref); values are bound.
 */

/** Rows a list counts (and an ad-hoc filter may scan) before it says "more than" / "too slow". */
export const ROW_GUARD = 100_000;
/** PostgreSQL's own backstop for a statement that still takes too long. */
export const STATEMENT_TIMEOUT_MS = 3000;

const ref = (name: string) => sql.ref(name);
const tableRef = (meta: TableMeta) => sql.table(meta.name);

function columnsSql(names: string[]): RawBuilder<unknown> {
  return sql.join(names.map(ref));
}

/** A cell as it may leave the server. */
function cell(value: unknown): AdminValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.getTime();
  return null;
}

export function toRow(raw: Record<string, unknown>, names: string[]): AdminRow {
  const row: AdminRow = {};
  for (const n of names) row[n] = cell(raw[n]);
  return row;
}

export function tooSlow(): AppError {
  return new AppError(ResultCode.general, 'admin.tooSlow', { max: ROW_GUARD });
}

/** Runs reads with PostgreSQL's statement timeout; SQLite relies on the row guard alone. */
export async function guardedRead<T>(
  db: Db,
  dialect: Dialect,
  read: (db: Db) => Promise<T>,
): Promise<T> {
  if (dialect === 'sqlite') return read(db);
  try {
    return await db.transaction().execute(async (trx) => {
      await sql`set local statement_timeout = ${sql.lit(STATEMENT_TIMEOUT_MS)}`.execute(trx);
      return read(trx);
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === '57014') throw tooSlow();
    throw error;
  }
}

/** Counts matching rows up to `cap` + 1 (a bounded scan). */
async function cappedCount(
  db: Db,
  meta: TableMeta,
  where: RawBuilder<unknown>,
  cap: number,
): Promise<number> {
  const r = await sql<{ n: number }>`select count(*) as n from (select 1 as one from ${tableRef(
    meta,
  )} ${where} limit ${cap + 1}) counted`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

/**
 * Whether the page is sorted from the rows the filters' indexes find (at most ROW_GUARD of them)
 * rather than read in the sort's own order. Sorting by a column no indexed filter compares, a
 * planner may walk the sort column's index and skip the rows the filters refuse, which on
 * correlated columns reads most of the table before the first match: PostgreSQL did so for a
 * key range sorted by test, 250 ms where sorting the range's 50,000 rows takes 15 ms. The
 * subquery's LIMIT (never reached: the count stopped under it) keeps both databases from
 * merging it into the outer query, so they read it by the filters' index and sort the result.
 */
function sortsFewRows(q: BuiltQuery, reach: number): boolean {
  const filtered = new Set(q.conditions.filter((c) => c.indexed).map((c) => c.column));
  const sortColumn = q.orderColumns[0];
  return (
    reach <= ROW_GUARD && filtered.size > 0 && sortColumn !== undefined && !filtered.has(sortColumn)
  );
}

export interface PageRows {
  rows: AdminRow[];
  total: number;
  totalCapped: boolean;
}

/**
 * One page of a list. The row guard: the rows the index-backed conditions leave are counted up
 * to ROW_GUARD; past it, a condition or sort no index serves would scan or sort them all, so
 * the list answers "too slow, narrow the filter" instead. Under it, everything is bounded.
 */
export async function listRows(
  db: Db,
  meta: TableMeta,
  q: BuiltQuery,
  page: number,
  pageSize: number,
): Promise<PageRows> {
  const indexedWhere = whereSql(q.conditions.filter((c) => c.indexed));
  const adHoc = q.conditions.some((c) => !c.indexed) || !q.sortIndexed;
  const reach = await cappedCount(db, meta, indexedWhere, ROW_GUARD);
  if (reach > ROW_GUARD && adHoc) throw tooSlow();
  const where = whereSql(q.conditions);
  const total = q.conditions.some((c) => !c.indexed)
    ? await cappedCount(db, meta, where, ROW_GUARD)
    : reach;
  const names = meta.visible.map((c) => c.name);
  const source = sortsFewRows(q, reach)
    ? sql`(select ${columnsSql([...new Set([...names, ...q.orderColumns])])} from ${tableRef(
        meta,
      )} ${where} limit ${ROW_GUARD + 1}) matched`
    : sql`${tableRef(meta)} ${where}`;
  const rows = await sql<Record<string, unknown>>`select ${columnsSql(
    names,
  )} from ${source} order by ${q.order} limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(
    db,
  );
  return {
    rows: rows.rows.map((r) => toRow(r, names)),
    total: Math.min(total, ROW_GUARD),
    totalCapped: total > ROW_GUARD,
  };
}

function keyWhere(key: Record<string, unknown>): RawBuilder<unknown> {
  return sql.join(
    Object.entries(key).map(([k, v]) => sql`${ref(k)} = ${v}`),
    sql` and `,
  );
}

/** The whole row (hidden columns included: for the audit trail), or undefined. */
export async function findFullRow(
  db: Db,
  meta: TableMeta,
  key: Record<string, unknown>,
): Promise<Record<string, unknown> | undefined> {
  const r = await sql<
    Record<string, unknown>
  >`select ${columnsSql(meta.allColumns)} from ${tableRef(meta)} where ${keyWhere(key)}`.execute(
    db,
  );
  return r.rows[0];
}

export async function insertRow(
  db: Db,
  meta: TableMeta,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const names = Object.keys(values);
  const head =
    names.length === 0
      ? sql`insert into ${tableRef(meta)} default values`
      : sql`insert into ${tableRef(meta)} (${columnsSql(names)}) values (${sql.join(
          names.map((n) => values[n]),
        )})`;
  const r = await sql<Record<string, unknown>>`${head} returning ${columnsSql(
    meta.allColumns,
  )}`.execute(db);
  return r.rows[0]!;
}

export async function updateRow(
  db: Db,
  meta: TableMeta,
  key: Record<string, unknown>,
  values: Record<string, unknown>,
): Promise<Record<string, unknown> | undefined> {
  const sets = sql.join(Object.entries(values).map(([k, v]) => sql`${ref(k)} = ${v}`));
  const r = await sql<
    Record<string, unknown>
  >`update ${tableRef(meta)} set ${sets} where ${keyWhere(
    key,
  )} returning ${columnsSql(meta.allColumns)}`.execute(db);
  return r.rows[0];
}

export async function deleteRow(
  db: Db,
  meta: TableMeta,
  key: Record<string, unknown>,
): Promise<number> {
  const r = await sql`delete from ${tableRef(meta)} where ${keyWhere(key)}`.execute(db);
  return Number(r.numAffectedRows ?? 0);
}

/** Which of the names are pictures stored in the database (the file browser's). */
export async function storedPictures(db: Db, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db.selectFrom('pictures').select('name').where('name', 'in', names).execute();
  return new Set(rows.map((r) => r.name));
}

/**
 * A record's label where its label column alone does not say which record it is: a question
 * is named by its number and the start of its Greek text ("1 · Τι σημαίνει…"), so attaching
 * "question number 1" shows which of the numbers 1 it picks.
 */
const LABEL_SQL: Record<string, RawBuilder<unknown>> = {
  questions: sql`cast(${sql.ref('questions.question_no')} as text) || ' · ' || coalesce((select substr(t.text, 1, 60) from question_texts t where t.question_id = ${sql.ref('questions.id')} and t.lang = 'el'), '')`,
};

function labelSql(meta: TableMeta, keyColumn: string): RawBuilder<unknown> {
  return LABEL_SQL[meta.name] ?? ref(meta.view.labelColumn ?? keyColumn);
}

/** Labels of referenced records: key value → label (or the key where no label column exists). */
export async function labelsOf(
  db: Db,
  meta: TableMeta,
  keyColumn: string,
  values: unknown[],
): Promise<Record<string, string>> {
  if (values.length === 0) return {};
  const r = await sql<{ k: unknown; l: unknown }>`select ${ref(keyColumn)} as k, ${labelSql(
    meta,
    keyColumn,
  )} as l from ${tableRef(meta)} where ${ref(keyColumn)} in (${sql.join(values)})`.execute(db);
  return Object.fromEntries(r.rows.map((row) => [String(row.k), String(row.l ?? row.k)]));
}

/** Records to pick as a foreign key, searched by label (or key) text, case and accents folded. */
export async function optionRows(
  db: Db,
  meta: TableMeta,
  keyColumn: string,
  search: string,
  limit: number,
): Promise<{ k: unknown; l: unknown }[]> {
  const label = labelSql(meta, keyColumn);
  const where = search
    ? sql`where ${foldedContains(label, search)} or cast(${ref(keyColumn)} as text) = ${search}`
    : sql``;
  const r = await sql<{ k: unknown; l: unknown }>`select ${ref(
    keyColumn,
  )} as k, ${label} as l from ${tableRef(meta)} ${where} order by ${ref(
    meta.view.labelColumn ?? keyColumn,
  )} limit ${limit}`.execute(db);
  return r.rows;
}
