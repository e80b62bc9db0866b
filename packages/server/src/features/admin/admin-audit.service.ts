import type { AdminAuditEntryView, AdminAuditPageView, AdminKey, AdminRow } from '@kokpit/shared';
import { ResultCode } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import { schemaMeta, tableMeta, type SchemaMeta } from './admin-meta.js';
import { overlayOf, SECRET_COLUMN } from './admin-overlay.js';
import {
  findAdminAudit,
  insertAdminAudit,
  listAdminAudit,
  revertsOf,
  type AdminAuditDetails,
  type AuditRow,
} from './admin-audit.repository.js';
import {
  isKeptBytes,
  restorable,
  reverterOf,
  type AuditEntry,
  type AuditReverter,
} from './admin-audit-reverters.js';
import { insertRows, relink } from './admin-delete.repository.js';
import { deleteCascading } from './admin-delete.service.js';
import { deleteRow, findFullRow, insertRow, toRow, updateRow } from './admin-records.repository.js';
import { storable, writeError, type Writer } from './admin-writes.service.js';

/*
 * The audit screen: the back office's writes, newest first, each revertable once. A revert is
 * itself a write (recorded, and revertable). The log is never written any other way: the
 * audit_log table is read-only in the back office. Entries about something other than a table
 * row (the file browser's) are reverted by the reverter their feature registered.
 */

function details(row: AuditRow): AdminAuditDetails {
  try {
    return JSON.parse(row.details) as AdminAuditDetails;
  } catch {
    return { before: null, after: null };
  }
}

/** A stored row without the columns that never leave the server. */
function shown(
  meta: SchemaMeta,
  table: string,
  row: Record<string, unknown> | null,
): AdminRow | null {
  if (!row) return null;
  const t = meta.tables.get(table);
  const names = Object.keys(row).filter((k) => (t ? !t.hidden.has(k) : !SECRET_COLUMN.test(k)));
  // Kept bytes (a deleted picture's) are shown as their size only.
  const out = toRow(
    row,
    names.filter((k) => !isKeptBytes(row[k])),
  );
  for (const k of names) {
    const v = row[k];
    if (isKeptBytes(v)) out[k === 'bytes' ? 'size' : `${k}_size`] = byteLength(v.$base64);
  }
  return out;
}

const byteLength = (base64: unknown) => Buffer.byteLength(String(base64), 'base64');

function keyOf(row: AuditRow): Record<string, unknown> | null {
  try {
    const key = JSON.parse(row.entity_id) as unknown;
    return key !== null && typeof key === 'object' ? (key as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function present(meta: SchemaMeta, row: AuditRow, revertedBy: number | null): AdminAuditEntryView {
  const d = details(row);
  const key = keyOf(row) as AdminKey | null;
  const t = meta.tables.get(row.entity);
  const reverter = reverterOf(row.entity);
  return {
    id: row.id,
    at: row.at,
    actorId: row.actor_id,
    actorName: row.actor_name ?? '',
    action: row.action,
    table: row.entity,
    key,
    before: shown(meta, row.entity, d.before),
    after: shown(meta, row.entity, d.after),
    cascaded: (d.cascaded ?? []).map((c) => ({ table: c.table, count: c.rows.length })).reverse(),
    revertedBy,
    revertable:
      revertedBy === null &&
      (reverter
        ? !!key && reverter.revertable({ key, details: d })
        : !!t && !t.view.readOnly && (d.before !== null || d.after !== null)),
  };
}

export async function listAudit(
  ctx: AppContext,
  input: { table?: string; page: number; pageSize: number },
): Promise<AdminAuditPageView> {
  const meta = await schemaMeta(ctx);
  const { rows, total } = await listAdminAudit(ctx.db, input.table, input.page, input.pageSize);
  const reverted = await revertsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    entries: rows.map((r) => present(meta, r, reverted.get(r.id) ?? null)),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/** Puts the row back as it was before the entry, if it is still as the entry left it. */
export async function revertAudit(
  ctx: AppContext,
  id: number,
  w: Writer,
): Promise<AdminAuditEntryView> {
  const row = await findAdminAudit(ctx.db, id);
  if (!row) throw new AppError(ResultCode.notFound, 'admin.auditNotFound');
  if ((await revertsOf(ctx.db, [id])).has(id)) {
    throw new AppError(ResultCode.general, 'admin.alreadyReverted');
  }
  const reverter = reverterOf(row.entity);
  const revertId = reverter
    ? await revertOther(ctx, row, reverter, w)
    : await revertRecord(ctx, row, w);
  const entry = await findAdminAudit(ctx.db, revertId);
  return present(await schemaMeta(ctx), entry!, null);
}

/** Undoes an entry its feature's reverter knows, logging the revert in the same commit. */
async function revertOther(
  ctx: AppContext,
  row: AuditRow,
  reverter: AuditReverter,
  w: Writer,
): Promise<number> {
  const key = keyOf(row);
  if (!key) throw new AppError(ResultCode.general, 'admin.revertConflict');
  const entry: AuditEntry = { key, details: details(row) };
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const done = await reverter.revert(trx, entry);
      return insertAdminAudit(trx, {
        actorId: w.actorId,
        action: 'admin.revert',
        table: row.entity,
        key: done.key,
        ip: w.ip,
        details: { ...done.details, reverts: row.id },
      });
    });
  } catch (error) {
    throw writeError(error, 'admin.saveFailed');
  }
}

/** Puts a table's row back as it was before the entry (with what a delete took along). */
async function revertRecord(ctx: AppContext, row: AuditRow, w: Writer): Promise<number> {
  const id = row.id;
  const meta = await tableMeta(ctx, row.entity);
  if (meta.view.readOnly) throw new AppError(ResultCode.general, 'admin.tableReadOnly');
  const { before, after, cascaded = [], unlinked = [] } = details(row);
  const key = JSON.parse(row.entity_id) as Record<string, unknown>;
  const schema = await schemaMeta(ctx);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const current = await findFullRow(trx, meta, key);
      if (after && !sameAs(current, after))
        throw new AppError(ResultCode.general, 'admin.revertConflict');
      if (!after && current) throw new AppError(ResultCode.general, 'admin.revertConflict');
      let restored: Record<string, unknown> | null = null;
      let along = {};
      if (!before) {
        // Undoing a creation: what came to depend on the row since goes as a delete takes it.
        const lang = w.lang;
        along = await deleteCascading(trx, schema, meta, key, { confirmed: true, lang });
        await deleteRow(trx, meta, key);
      } else if (!after) {
        restored = await insertRow(trx, meta, restorable(before));
        // The rows the delete took along, nearest first, and the links it emptied. Never a
        // session or a reset link: a token signed out by the delete stays out.
        for (const c of [...cascaded].reverse()) {
          if (overlayOf(c.table).neverRestored) continue;
          await insertRows(trx, c.table, c.rows.map(restorable));
        }
        for (const u of unlinked) await relink(trx, u.table, u.column, u.rows);
      } else restored = (await updateRow(trx, meta, key, without(before, meta.view.primaryKey)))!;
      return insertAdminAudit(trx, {
        actorId: w.actorId,
        action: 'admin.revert',
        table: meta.name,
        key: key,
        ip: w.ip,
        details: {
          before: storable(meta, current ?? null, restored === null),
          after: storable(meta, restored, false),
          reverts: id,
          ...along,
        },
      });
    });
  } catch (error) {
    throw writeError(error, 'admin.saveFailed');
  }
}

function without(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !keys.includes(k)));
}

/** Whether the row still holds what the entry wrote (numbers and text compared loosely). */
function sameAs(current: Record<string, unknown> | undefined, expected: Record<string, unknown>) {
  if (!current) return false;
  return Object.entries(expected).every(
    ([k, v]) => String(current[k] ?? null) === String(v ?? null),
  );
}
