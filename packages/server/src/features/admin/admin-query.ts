import type { AdminColumnView, AdminFilter, AdminQuery } from '@kokpit/shared';
import { ResultCode, studentSearchNeedle } from '@kokpit/shared';
import { sql, type RawBuilder } from 'kysely';
import { AppError } from '../../core/app-error.js';
import { foldedContains, storedFoldContains } from '../../db/folded-search.js';
import { visibleColumn, type TableMeta } from './admin-meta.js';
import { overlayOf } from './admin-overlay.js';

/*
 * A list query (shared adminQuerySchema) turned into SQL fragments. Identifiers come only from
 * the table's meta (visibleColumn throws for any other name) and go through sql.ref; values are
 * always bound parameters. Each condition says whether an index can answer it, which the row
 * guard (admin-records.repository.ts) uses on big tables.
 */

export interface Condition {
  sql: RawBuilder<unknown>;
  /** A leading-index column compared by equality, range, set or null: the index finds it. */
  indexed: boolean;
  /** The column compared (none for the search, which spans several). */
  column: string | null;
}

export interface BuiltQuery {
  conditions: Condition[];
  order: RawBuilder<unknown>;
  /** Sorting by an index (or the key), so a page is read in order without sorting them all. */
  sortIndexed: boolean;
  /** The columns ORDER BY names, the sort's first (the key's where there is no sort). */
  orderColumns: string[];
}

const col = (name: string) => sql.ref(name);

function invalid(column: string): AppError {
  return new AppError(ResultCode.validation, 'admin.filterInvalid', { column });
}

/** A value as the column stores it: numbers for numbers and dates, 0/1 or booleans for flags. */
export function coerce(c: AdminColumnView, value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  switch (c.kind) {
    case 'number':
    case 'date': {
      const n = typeof value === 'number' ? value : Number(String(value).trim());
      if (!Number.isFinite(n) || String(value).trim() === '') throw invalid(c.name);
      return n;
    }
    case 'boolean': {
      const on = value === true || value === 1 || value === '1' || value === 'true';
      const off = value === false || value === 0 || value === '0' || value === 'false';
      if (!on && !off) throw invalid(c.name);
      return c.dataType.startsWith('bool') ? on : on ? 1 : 0;
    }
    default:
      return typeof value === 'string' ? value : String(value);
  }
}

/** A column contains the text, case and accents folded (Greek and Latin, both databases). */
function containsSql(name: string, text: string): RawBuilder<unknown> {
  return foldedContains(col(name), text);
}

/**
 * The free-text search: the searchable columns folded, or the table's stored folded text
 * (overlay `searchText`: schools' name and place, students' names, username, e-mail, phone).
 */
function searchSql(meta: TableMeta, text: string): RawBuilder<unknown> | null {
  const searchable = meta.visible.filter((c) => c.searchable);
  const parts = searchable.map((c) => containsSql(c.name, text));
  const stored = overlayOf(meta.name).searchText;
  if (stored && meta.allColumns.includes(stored)) {
    parts.push(storedFoldContains(col(stored), studentSearchNeedle(text)));
  }
  return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : null;
}

function filterCondition(meta: TableMeta, f: AdminFilter): Condition {
  const c = visibleColumn(meta, f.column);
  const ref = col(c.name);
  const indexed = c.indexed;
  switch (f.op) {
    case 'contains':
      if (c.kind !== 'text' && c.kind !== 'json') throw invalid(c.name);
      return { sql: containsSql(c.name, String(f.value)), indexed: false, column: c.name };
    case 'equals':
      return { sql: sql`${ref} = ${coerce(c, f.value)}`, indexed, column: c.name };
    case 'range': {
      if (c.kind !== 'number' && c.kind !== 'date') throw invalid(c.name);
      const parts: RawBuilder<unknown>[] = [];
      if (f.min !== undefined && f.min !== null) parts.push(sql`${ref} >= ${f.min}`);
      if (f.max !== undefined && f.max !== null) parts.push(sql`${ref} <= ${f.max}`);
      if (parts.length === 0) throw invalid(c.name);
      return { sql: sql.join(parts, sql` and `), indexed, column: c.name };
    }
    case 'is':
      if (c.kind !== 'boolean') throw invalid(c.name);
      return { sql: sql`${ref} = ${coerce(c, f.value)}`, indexed, column: c.name };
    case 'oneOf':
      return {
        sql: sql`${ref} in (${sql.join(f.values.map((v) => coerce(c, v)))})`,
        indexed,
        column: c.name,
      };
    case 'null':
      return { sql: sql`${ref} is null`, indexed, column: c.name };
    case 'notNull':
      return { sql: sql`${ref} is not null`, indexed: false, column: c.name };
  }
}

/**
 * The query with its table's own order when it asks for none: a table kept in an order of its
 * own (sections, packages, categories: `position`) lists and exports in it.
 */
export function withDefaultSort(meta: TableMeta, q: AdminQuery): AdminQuery {
  const sort = q.sort ?? overlayOf(meta.name).defaultSort;
  return sort ? { ...q, sort } : q;
}

/** The WHERE conditions and ORDER BY of a list query on one table. */
export function buildQuery(meta: TableMeta, query: AdminQuery): BuiltQuery {
  const q = withDefaultSort(meta, query);
  const conditions = q.filters.map((f) => filterCondition(meta, f));
  const search = q.search ? searchSql(meta, q.search) : null;
  if (search) conditions.push({ sql: search, indexed: false, column: null });
  const key = meta.view.primaryKey;
  const sort = q.sort;
  const tiebreakColumns = key.filter((k) => k !== sort?.column);
  const tiebreak = tiebreakColumns.map((k) => sql`${col(k)} asc`);
  if (sort) {
    const c = visibleColumn(meta, sort.column);
    const dir = sort.direction === 'desc' ? sql`desc` : sql`asc`;
    return {
      conditions,
      order: sql.join([sql`${col(c.name)} ${dir}`, ...tiebreak]),
      sortIndexed: c.indexed,
      orderColumns: [c.name, ...tiebreakColumns],
    };
  }
  if (key.length > 0) {
    return {
      conditions,
      order: sql.join(key.map((k) => sql`${col(k)} desc`)),
      sortIndexed: true,
      orderColumns: key,
    };
  }
  // No key to order by (or a hidden one): the table's own order.
  return { conditions, order: sql`1`, sortIndexed: true, orderColumns: [] };
}

export function whereSql(conditions: Condition[]): RawBuilder<unknown> {
  if (conditions.length === 0) return sql``;
  return sql`where ${sql.join(
    conditions.map((c) => c.sql),
    sql` and `,
  )}`;
}
