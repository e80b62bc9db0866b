import type { AdminQuery, AdminValue } from '@kokpit/shared';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TableMeta } from '../admin/admin-meta.js';
import { buildQuery, whereSql, withDefaultSort } from '../admin/admin-query.js';

/*
 * An export's rows, page by page in the list's own filters and order. Pages follow the last
 * row's key (keyset: each page is an index range, constant cost however deep), when the order
 * is the key, or a sort column without nulls then the key, all one way. Other orders (a
 * nullable sort column, a table with no key) page by offset.
 */

const ref = (name: string) => sql.ref(name);

export interface ExportPlan {
  columns: string[];
  /** Key columns read along (hidden ones too) to find the next page; not written. */
  cursor: string[];
  keyset: boolean;
  where: RawBuilder<unknown>;
  order: RawBuilder<unknown>;
  conditions: ReturnType<typeof buildQuery>['conditions'];
  descending: boolean;
}

export function planExport(meta: TableMeta, asked: AdminQuery): ExportPlan {
  const query = withDefaultSort(meta, asked);
  const built = buildQuery(meta, query);
  const columns = meta.visible.map((c) => c.name);
  const key = meta.view.primaryKey;
  const sortColumn = query.sort ? meta.visible.find((c) => c.name === query.sort!.column) : null;
  const descending = query.sort ? query.sort.direction === 'desc' : true;
  const cursor = sortColumn && !key.includes(sortColumn.name) ? [sortColumn.name, ...key] : key;
  const keyset = key.length > 0 && (!sortColumn || !sortColumn.nullable);
  const dir = descending ? sql`desc` : sql`asc`;
  return {
    columns,
    cursor,
    keyset,
    where: whereSql(built.conditions),
    order: keyset ? sql.join(cursor.map((c) => sql`${ref(c)} ${dir}`)) : built.order,
    conditions: built.conditions,
    descending,
  };
}

export async function countExport(db: Db, meta: TableMeta, plan: ExportPlan): Promise<number> {
  const r = await sql<{ n: number }>`select count(*) as n from ${sql.table(meta.name)} ${
    plan.where
  }`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

export interface ExportPage {
  rows: AdminValue[][];
  /** Where the next page starts (keyset), or the offset. */
  next: unknown[] | number;
}

/** One page after `after` (the previous page's `next`; undefined for the first). */
export async function readExportPage(
  db: Db,
  meta: TableMeta,
  plan: ExportPlan,
  size: number,
  after: unknown[] | number | undefined,
): Promise<ExportPage> {
  const names = [...new Set([...plan.columns, ...plan.cursor])];
  let where = plan.where;
  if (plan.keyset && Array.isArray(after)) {
    const cmp = plan.descending ? sql`<` : sql`>`;
    const tuple = sql`(${sql.join(plan.cursor.map(ref))}) ${cmp} (${sql.join(after.map((v) => sql`${v}`))})`;
    where = plan.conditions.length > 0 ? sql`${plan.where} and ${tuple}` : sql`where ${tuple}`;
  }
  const offset = !plan.keyset && typeof after === 'number' ? after : 0;
  const result = await sql<
    Record<string, unknown>
  >`select ${sql.join(names.map(ref))} from ${sql.table(
    meta.name,
  )} ${where} order by ${plan.order} limit ${size} offset ${offset}`.execute(db);
  const rows = result.rows.map((r) => plan.columns.map((c) => cellOf(r[c])));
  const last = result.rows[result.rows.length - 1];
  const next = plan.keyset ? (last ? plan.cursor.map((c) => last[c]) : []) : offset + rows.length;
  return { rows, next };
}

function cellOf(value: unknown): AdminValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.getTime();
  return null;
}
