import type { Db } from '../../db/database.js';
import type { AdminAuditDetails } from './admin-audit.repository.js';

/*
 * What the audit trail needs from features whose entries are about something other than one
 * table row (the file browser's `media`: a picture with its bytes, a folder). Such a feature
 * registers a reverter for its entity; the audit screen then offers and runs its reverts, and
 * logs each as `admin.revert` like a record's (so a revert of a revert goes the same way).
 */

/** An entry as a reverter reads it: its key and details, parsed. */
export interface AuditEntry {
  key: Record<string, unknown>;
  details: AdminAuditDetails;
}

export interface AuditReverter {
  /** Whether the entry holds what undoing it needs (an old entry may not). */
  revertable(entry: AuditEntry): boolean;
  /**
   * Undoes the entry in the caller's transaction, or throws an AppError saying why not (as a
   * record's revert does when the row changed since). Returns the revert's own entry: its key
   * and before/after, such that reverting it redoes the change.
   */
  revert(db: Db, entry: AuditEntry): Promise<AuditEntry>;
}

const reverters = new Map<string, AuditReverter>();

/** Called once per entity by the feature that logs it (see features/index.ts). */
export function registerAuditReverter(entity: string, reverter: AuditReverter): void {
  reverters.set(entity, reverter);
}

export function reverterOf(entity: string): AuditReverter | undefined {
  return reverters.get(entity);
}

/** A row as JSON keeps it: bytes as base64 (a logo, a picture), so a revert restores them. */
export function portable(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      v instanceof Uint8Array ? { $base64: Buffer.from(v).toString('base64') } : v,
    ]),
  );
}

/** Whether a kept value is bytes (`{$base64}`). */
export function isKeptBytes(v: unknown): v is { $base64: string } {
  return v !== null && typeof v === 'object' && '$base64' in v;
}

/** The row as it was kept, bytes decoded again. */
export function restorable(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      isKeptBytes(v) ? Buffer.from(String(v.$base64), 'base64') : v,
    ]),
  );
}
