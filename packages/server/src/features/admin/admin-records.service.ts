import type {
  AdminKey,
  AdminListPayload,
  AdminOptionsView,
  AdminRecordsView,
  AdminRecordView,
  AdminRow,
} from '@kokpit/shared';
import { ResultCode } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { tableMeta, type TableMeta } from './admin-meta.js';
import { buildQuery, coerce } from './admin-query.js';
import {
  findFullRow,
  guardedRead,
  labelsOf,
  listRows,
  optionRows,
  toRow,
} from './admin-records.repository.js';

/*
 * Reading records of any table: a list page with the referenced records' labels, one record,
 * and the records a foreign key may pick.
 */

/** A list page of `table` as the filters, search and sort say (see the row guard). */
export async function listRecords(
  ctx: AppContext,
  input: AdminListPayload,
): Promise<AdminRecordsView> {
  const meta = await tableMeta(ctx, input.table);
  const built = buildQuery(meta, input);
  return guardedRead(ctx.db, ctx.dialect, async (db) => {
    const page = await listRows(db, meta, built, input.page, input.pageSize);
    return {
      ...page,
      page: input.page,
      pageSize: input.pageSize,
      refLabels: await referenceLabels(ctx, db, meta, page.rows),
    };
  });
}

/** For each foreign key column, the labels of the records the rows point at. */
export async function referenceLabels(
  ctx: AppContext,
  db: Db,
  meta: TableMeta,
  rows: AdminRow[],
): Promise<Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, string>> = {};
  for (const c of meta.visible) {
    if (!c.references) continue;
    const target = await tableMeta(ctx, c.references.table).catch(() => undefined);
    if (!target || target.hidden.has(c.references.column)) continue;
    const values = [...new Set(rows.map((r) => r[c.name]).filter((v) => v !== null))];
    out[c.name] = await labelsOf(db, target, c.references.column, values);
  }
  return out;
}

/** The record's key checked against the table's primary key, values as the columns store them. */
export function checkedKey(meta: TableMeta, key: AdminKey): Record<string, unknown> {
  const pk = meta.view.primaryKey;
  if (pk.length === 0) throw new AppError(ResultCode.general, 'admin.noPrimaryKey');
  const names = Object.keys(key);
  if (names.length !== pk.length || !pk.every((k) => names.includes(k))) {
    throw new AppError(ResultCode.validation, 'admin.noPrimaryKey');
  }
  return Object.fromEntries(
    pk.map((k) => [
      k,
      coerce(
        meta.visible.find((c) => c.name === k)!,
        key[k],
      ),
    ]),
  );
}

export function keyOf(meta: TableMeta, row: Record<string, unknown>): AdminKey {
  return Object.fromEntries(
    meta.view.primaryKey.map((k) => {
      const v = row[k];
      return [k, typeof v === 'number' ? v : String(v)];
    }),
  );
}

export async function presentRecord(
  ctx: AppContext,
  meta: TableMeta,
  full: Record<string, unknown>,
): Promise<AdminRecordView> {
  const row = toRow(
    full,
    meta.visible.map((c) => c.name),
  );
  return {
    table: meta.name,
    row,
    key: keyOf(meta, full),
    refLabels: await referenceLabels(ctx, ctx.db, meta, [row]),
  };
}

export async function getRecord(
  ctx: AppContext,
  table: string,
  key: AdminKey,
): Promise<AdminRecordView> {
  const meta = await tableMeta(ctx, table);
  const full = await findFullRow(ctx.db, meta, checkedKey(meta, key));
  if (!full) throw new AppError(ResultCode.notFound, 'admin.recordNotFound');
  return presentRecord(ctx, meta, full);
}

/** Records of `table` to choose for a foreign key pointing at it. */
export async function recordOptions(
  ctx: AppContext,
  input: { table: string; search: string; limit: number },
): Promise<AdminOptionsView> {
  const meta = await tableMeta(ctx, input.table);
  const keyColumn = meta.view.primaryKey[0];
  if (!keyColumn) throw new AppError(ResultCode.general, 'admin.noPrimaryKey');
  const rows = await optionRows(ctx.db, meta, keyColumn, input.search, input.limit);
  return {
    options: rows.map((r) => ({
      value: typeof r.k === 'number' ? r.k : String(r.k),
      label: String(r.l ?? r.k),
    })),
  };
}
