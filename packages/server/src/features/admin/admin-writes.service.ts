import type {
  AdminKey,
  AdminRecordView,
  AdminSavePayload,
  Language,
  MessageParams,
} from '@kokpit/shared';
import { ResultCode } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError, type FieldErrors } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { refreshDerived } from './admin-derived.js';
import { checkRules } from './admin-rules.js';
import { tableMeta, type TableMeta } from './admin-meta.js';
import { isChoice } from './admin-choices.js';
import { coerce } from './admin-query.js';
import { insertAdminAudit, type AdminAuditDetails } from './admin-audit.repository.js';
import { portable } from './admin-audit-reverters.js';
import { findFullRow, insertRow, storedPictures, updateRow } from './admin-records.repository.js';
import { checkedKey, keyOf, presentRecord } from './admin-records.service.js';

/*
 * Creating, editing and deleting any record through the back office, each write recorded in
 * the audit log in the same transaction (who, when, table, key, before, after).
 */

export interface Writer {
  actorId: number;
  ip: string;
  lang: Language;
}

export function writable(meta: TableMeta): void {
  if (meta.view.readOnly) {
    throw new AppError(
      ResultCode.general,
      meta.view.primaryKey.length === 0 ? 'admin.noPrimaryKey' : 'admin.tableReadOnly',
    );
  }
}

/** The values a form sent, checked column by column against the schema and the overlay. */
export function checkedValues(
  meta: TableMeta,
  values: Record<string, unknown>,
  creating: boolean,
  lang: Language,
): Record<string, unknown> {
  const errors: FieldErrors = {};
  const params: Record<string, MessageParams> = {};
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(values)) {
    const c = meta.visible.find((v) => v.name === name);
    // A hidden or unknown column is refused without naming it back.
    if (!c) throw new AppError(ResultCode.validation, 'admin.columnUnknown');
    if (c.readOnly) {
      errors[name] = 'admin.fieldReadOnly';
      params[name] = { field: c.labels[lang] };
      continue;
    }
    const raw = values[name];
    const empty = raw === null || raw === undefined || (raw === '' && c.kind !== 'text');
    if (empty) {
      if (!c.nullable) {
        errors[name] = 'validation.fieldRequired';
        params[name] = { field: c.labels[lang] };
      } else out[name] = null;
      continue;
    }
    try {
      const v = coerce(c, raw);
      if (c.kind === 'json') JSON.parse(String(v));
      if (c.kind === 'text' && !c.nullable && v === '' && !c.hasDefault) {
        errors[name] = 'validation.fieldRequired';
        params[name] = { field: c.labels[lang] };
        continue;
      }
      if (c.choices && !isChoice(c.choices, v)) {
        errors[name] = 'admin.fieldNotAChoice';
        params[name] = { field: c.labels[lang] };
        continue;
      }
      out[name] = v;
    } catch {
      errors[name] = 'admin.fieldInvalid';
      params[name] = { field: c.labels[lang] };
    }
  }
  if (creating) {
    for (const c of meta.visible) {
      if (c.nullable || c.hasDefault || c.readOnly || name(out, c.name) || errors[c.name]) continue;
      errors[c.name] = 'validation.fieldRequired';
      params[c.name] = { field: c.labels[lang] };
    }
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors, params);
  return stamped(meta, out, creating);
}

/** The product's times: created (when left out) on a new record, updated on every save. */
function stamped(
  meta: TableMeta,
  values: Record<string, unknown>,
  creating: boolean,
): Record<string, unknown> {
  if (!creating && Object.keys(values).length === 0) return values;
  const now = Date.now();
  const out = { ...values };
  for (const c of meta.visible) {
    if (c.stamp === 'updated' || (c.stamp === 'created' && creating)) out[c.name] = now;
  }
  return out;
}

const name = (o: Record<string, unknown>, n: string) => Object.hasOwn(o, n);

/** A database refusal as the back office's §8 errors (never the database's own text). */
export function writeError(error: unknown, fallback: 'admin.saveFailed' | 'admin.deleteFailed') {
  if (error instanceof AppError) return error;
  const code = String((error as { code?: unknown }).code ?? '');
  if (code === '23505' || /SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY)/.test(code)) {
    return new AppError(ResultCode.validation, 'admin.duplicate');
  }
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
    return new AppError(
      ResultCode.validation,
      fallback === 'admin.deleteFailed' ? 'admin.deleteReferencedAny' : 'admin.referenceMissing',
    );
  }
  return new AppError(ResultCode.general, fallback);
}

/** A picture column names a stored picture, or nothing (an empty name clears it). */
async function checkPictures(db: Db, meta: TableMeta, values: Record<string, unknown>) {
  const named = meta.visible.filter((c) => c.picture && Object.hasOwn(values, c.name));
  for (const c of named) if (values[c.name] === '') values[c.name] = null;
  const wanted = named.map((c) => values[c.name]).filter((v): v is string => typeof v === 'string');
  const stored = await storedPictures(db, wanted);
  const errors: FieldErrors = {};
  const params: Record<string, MessageParams> = {};
  for (const c of named) {
    const v = values[c.name];
    if (typeof v !== 'string' || stored.has(v)) continue;
    errors[c.name] = 'admin.pictureMissing';
    params[c.name] = { name: v };
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors, params);
}

/** `records/save`: a new record, or changes to one; the audit entry goes in the same commit. */
export async function saveRecord(
  ctx: AppContext,
  input: AdminSavePayload,
  w: Writer,
): Promise<AdminRecordView> {
  const meta = await tableMeta(ctx, input.table);
  writable(meta);
  const creating = input.key === undefined;
  const key = input.key ? checkedKey(meta, input.key) : undefined;
  const values = checkedValues(meta, input.values, creating, w.lang);
  await checkPictures(ctx.db, meta, values);
  try {
    const saved = await ctx.db.transaction().execute(async (trx) => {
      await checkRules(trx, meta, key, values);
      if (!key) {
        const inserted = await insertRow(trx, meta, values);
        const after = (await refreshDerived(trx, meta.name, inserted))
          ? (await findFullRow(trx, meta, keyOf(meta, inserted)))!
          : inserted;
        await audit(trx, w, 'admin.insert', meta, keyOf(meta, after), null, after);
        return after;
      }
      const before = await findFullRow(trx, meta, key);
      if (!before) throw new AppError(ResultCode.notFound, 'admin.recordNotFound');
      if (Object.keys(values).length === 0) return before;
      const updated = (await updateRow(trx, meta, key, values))!;
      const after = (await refreshDerived(trx, meta.name, updated))
        ? (await findFullRow(trx, meta, keyOf(meta, updated)))!
        : updated;
      await audit(trx, w, 'admin.update', meta, keyOf(meta, after), before, after);
      return after;
    });
    return await presentRecord(ctx, meta, saved);
  } catch (error) {
    throw writeError(error, 'admin.saveFailed');
  }
}

export async function audit(
  db: Db,
  w: Writer,
  action: string,
  meta: TableMeta,
  key: AdminKey,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  more: Omit<AdminAuditDetails, 'before' | 'after'> = {},
): Promise<number> {
  return insertAdminAudit(db, {
    actorId: w.actorId,
    action,
    table: meta.name,
    key,
    ip: w.ip,
    details: {
      before: storable(meta, before, after === null),
      after: storable(meta, after, false),
      ...more,
    },
  });
}

/**
 * A row as the audit keeps it. A row that goes keeps its blobs as base64 (a picture, a logo), so
 * a revert brings it back whole; otherwise blobs are left out (an edit cannot change them).
 */
export function storable(
  meta: TableMeta,
  row: Record<string, unknown> | null,
  going: boolean,
): Record<string, unknown> | null {
  if (!row) return null;
  if (going) return portable(row);
  const blobs = new Set(
    meta.raw.columns
      .filter((c) => c.dataType.includes('blob') || c.dataType === 'bytea')
      .map((c) => c.name),
  );
  return Object.fromEntries(Object.entries(row).filter(([k]) => !blobs.has(k)));
}
