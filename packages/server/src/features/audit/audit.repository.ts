import type { Db } from '../../db/database.js';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  entity?: string;
  entityId?: string | number;
  ip?: string;
  details?: Record<string, unknown>;
}

/** Appends a row to the audit trail of who changed what. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: Date.now(),
      actor_id: entry.actorId,
      action: entry.action,
      entity: entry.entity ?? '',
      entity_id: entry.entityId === undefined ? '' : String(entry.entityId),
      ip: (entry.ip ?? '').slice(0, 64),
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
