import type { AdminColumnView, AdminTableView, ColumnKind } from '@kokpit/shared';
import { ResultCode } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import { choicesOf } from './admin-choices.js';
import { asLabels, columnLabels, overlayOf, SECRET_COLUMN, tableLabels } from './admin-overlay.js';
import { readRawSchema, type RawColumn, type RawTable } from './admin-schema.repository.js';

/*
 * Meta-tables: the introspected schema joined with the overlay. The server keeps the whole
 * description (hidden columns included, to write rows back); the web gets `view`, which has
 * no hidden column at all.
 */

export interface TableMeta {
  name: string;
  raw: RawTable;
  /** Every column name, hidden ones included (for server-side writes and reverts). */
  allColumns: string[];
  /** Columns that may leave the server, in table order. */
  visible: AdminColumnView[];
  hidden: Set<string>;
  view: AdminTableView;
}

export interface SchemaMeta {
  tables: Map<string, TableMeta>;
  readAt: number;
}

/** Re-read after this long, so a migration run by another node shows without a restart. */
const SCHEMA_TTL_MS = 60_000;
const cache = new WeakMap<AppContext, Promise<SchemaMeta>>();

function kindOf(table: string, c: RawColumn): ColumnKind {
  const given = overlayOf(table).kinds?.[c.name];
  if (given) return given;
  const t = c.dataType;
  if (t.includes('blob') || t === 'bytea') return 'blob';
  if (t === 'boolean' || t === 'bool') return 'boolean';
  const numeric = /int|real|double|numeric|decimal|float/.test(t);
  if (numeric && /(^at$|_at$|^date_|last_access)/.test(c.name)) return 'date';
  if (numeric && /^(is_|has_)/.test(c.name)) return 'boolean';
  if (numeric) return 'number';
  if (t === 'json' || t === 'jsonb') return 'json';
  return 'text';
}

/** Times the product keeps: set on creation, and moved on every save. */
const STAMPS: Record<string, 'created' | 'updated'> = {
  created_at: 'created',
  updated_at: 'updated',
};

function describe(raw: RawTable, all: RawTable[]): TableMeta {
  const o = overlayOf(raw.name);
  const hidden = new Set(
    raw.columns
      .filter((c) => SECRET_COLUMN.test(c.name) || o.hidden?.includes(c.name))
      .map((c) => c.name),
  );
  // Blobs (pictures' bytes) are not cells: the file browser serves them.
  for (const c of raw.columns) if (kindOf(raw.name, c) === 'blob') hidden.add(c.name);
  const fkOf = new Map(raw.foreignKeys.map((f) => [f.column, f]));
  const visible: AdminColumnView[] = raw.columns
    .filter((c) => !hidden.has(c.name))
    .map((c) => {
      const fk = fkOf.get(c.name);
      const kind = kindOf(raw.name, c);
      const stamp = kind === 'date' ? (STAMPS[c.name] ?? null) : null;
      return {
        name: c.name,
        labels: columnLabels(raw.name, c.name),
        kind,
        dataType: c.dataType,
        // SQLite reports an INTEGER PRIMARY KEY as nullable; it never holds a null.
        nullable: c.nullable && !raw.primaryKey.includes(c.name),
        // A stamp is filled by the writer when left out.
        hasDefault: c.hasDefault || stamp !== null,
        primaryKey: raw.primaryKey.includes(c.name),
        autoIncrement: c.autoIncrement,
        readOnly:
          c.autoIncrement ||
          stamp !== null ||
          o.readOnlyTable === true ||
          !!o.readOnly?.includes(c.name),
        searchable: o.searchable
          ? o.searchable.includes(c.name)
          : kind === 'text' && /(name|title|email|code)$/.test(c.name),
        indexed: raw.leadingIndexed.includes(c.name),
        references: fk ? { table: fk.refTable, column: fk.refColumn } : null,
        picture: kind === 'text' && !!o.pictures?.includes(c.name),
        markdown: kind === 'text' && !!o.markdown?.includes(c.name),
        choices: choicesOf(raw.name, c.name),
        stamp,
      };
    });
  const names = visible.map((c) => c.name);
  const labelColumn =
    (o.labelColumn && names.includes(o.labelColumn) ? o.labelColumn : undefined) ??
    ['name', 'title', 'username', 'code', 'email', 'slug'].find((n) => names.includes(n)) ??
    null;
  // A key made of a hidden column cannot name a record to the browser: no writes then.
  const keyHidden = raw.primaryKey.some((k) => hidden.has(k));
  const view: AdminTableView = {
    name: raw.name,
    labels: tableLabels(raw.name),
    columns: visible,
    primaryKey: keyHidden ? [] : raw.primaryKey,
    labelColumn,
    readOnly: o.readOnlyTable === true || keyHidden,
    searchAlso: o.searchTextLabels ? asLabels(o.searchTextLabels) : null,
    referencedBy: all.flatMap((t) =>
      t.foreignKeys
        .filter((f) => f.refTable === raw.name)
        .map((f) => ({ table: t.name, column: f.column, onDelete: f.onDelete })),
    ),
  };
  return {
    name: raw.name,
    raw,
    allColumns: raw.columns.map((c) => c.name),
    visible,
    hidden,
    view,
  };
}

async function load(ctx: AppContext): Promise<SchemaMeta> {
  const raws = await readRawSchema(ctx.db, ctx.dialect);
  return { tables: new Map(raws.map((r) => [r.name, describe(r, raws)])), readAt: Date.now() };
}

/** The described schema of the running database (cached for a minute). */
export async function schemaMeta(ctx: AppContext): Promise<SchemaMeta> {
  const cached = cache.get(ctx);
  if (cached) {
    const meta = await cached.catch(() => undefined);
    if (meta && Date.now() - meta.readAt < SCHEMA_TTL_MS) return meta;
  }
  const loading = load(ctx);
  cache.set(ctx, loading);
  return loading;
}

/** Drops the cached description (after a migration in tests). */
export function forgetSchemaMeta(ctx: AppContext): void {
  cache.delete(ctx);
}

/** A table the client named, or the "not found" error: names are only ever taken from here. */
export async function tableMeta(ctx: AppContext, table: string): Promise<TableMeta> {
  const meta = (await schemaMeta(ctx)).tables.get(table);
  if (!meta) throw new AppError(ResultCode.notFound, 'admin.tableNotFound', { table });
  return meta;
}

/** A visible column of the table, or a validation error (a hidden one is "not found" too). */
export function visibleColumn(meta: TableMeta, column: string): AdminColumnView {
  const c = meta.visible.find((v) => v.name === column);
  // Not named back: a hidden column must not even appear in an error.
  if (!c) throw new AppError(ResultCode.validation, 'admin.columnUnknown');
  return c;
}
