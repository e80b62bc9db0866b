import type { Db } from '../../db/database.js';

/*
 * The back office's entries in audit_log (its columns: at, actor_id, action, entity, entity_id,
 * ip, details). A write's entry: action `admin.insert|update|delete|revert`, entity = table,
 * entity_id = the key as JSON, details = {before, after[, reverts]} with whole rows (hidden
 * columns too, so a revert restores them; they are taken out before anything is shown). The
 * file browser's entries have entity `media` (admin-audit-reverters.ts): a picture's row with
 * its bytes as `{$base64}`, or a folder's path.
 */

export const ADMIN_ACTIONS = ['admin.insert', 'admin.update', 'admin.delete', 'admin.revert'];

/** Rows a delete took along (ON DELETE CASCADE / SET NULL), kept so a revert restores them. */
export interface CascadeRecord {
  /** Deleted rows per table, in the order they went (deepest first); bytes as `{$base64}`. */
  cascaded: { table: string; rows: Record<string, unknown>[] }[];
  /** Emptied links: each row's key and the value the column held. */
  unlinked: {
    table: string;
    column: string;
    rows: { key: Record<string, unknown>; value: unknown }[];
  }[];
}

export interface AdminAuditDetails extends Partial<CascadeRecord> {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The entry a revert undid. */
  reverts?: number;
  /** Folders of the file browser a revert made again for the picture it put back. */
  folders?: string[];
}

export interface AuditRow {
  id: number;
  at: number;
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: string;
  details: string;
  actor_name: string | null;
}

export async function insertAdminAudit(
  db: Db,
  e: {
    actorId: number;
    action: string;
    table: string;
    key: Record<string, unknown>;
    ip: string;
    details: AdminAuditDetails;
  },
): Promise<number> {
  const row = await db
    .insertInto('audit_log')
    .values({
      at: Date.now(),
      actor_id: e.actorId,
      action: e.action,
      entity: e.table,
      entity_id: JSON.stringify(e.key),
      ip: e.ip.slice(0, 64),
      details: JSON.stringify(e.details),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function entries(db: Db, table: string | undefined) {
  let q = db.selectFrom('audit_log').where('action', 'like', 'admin.%');
  if (table) q = q.where('entity', '=', table);
  return q;
}

export async function listAdminAudit(
  db: Db,
  table: string | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const rows = await entries(db, table)
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.actor_id',
      'audit_log.action',
      'audit_log.entity',
      'audit_log.entity_id',
      'audit_log.details',
      'users.username as actor_name',
    ])
    .orderBy('audit_log.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const count = await entries(db, table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findAdminAudit(db: Db, id: number): Promise<AuditRow | undefined> {
  return entries(db, undefined)
    .leftJoin('users', 'users.id', 'audit_log.actor_id')
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.actor_id',
      'audit_log.action',
      'audit_log.entity',
      'audit_log.entity_id',
      'audit_log.details',
      'users.username as actor_name',
    ])
    .where('audit_log.id', '=', id)
    .executeTakeFirst();
}

/** Revert entries that undid any of `ids`: undone id → the revert's id. */
export async function revertsOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'details'])
    .where('action', '=', 'admin.revert')
    .where('id', '>', Math.min(...ids))
    .execute();
  const out = new Map<number, number>();
  for (const r of rows) {
    const reverts = (JSON.parse(r.details) as AdminAuditDetails).reverts;
    if (reverts !== undefined && ids.includes(reverts)) out.set(reverts, r.id);
  }
  return out;
}
