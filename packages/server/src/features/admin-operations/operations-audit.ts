import type { Db } from '../../db/database.js';
import { insertAdminAudit } from '../admin/admin-audit.repository.js';

/*
 * Every write of the operator screens goes to the back office's audit trail (admin-audit), in
 * the transaction of the write: who, what, which row, before and after. Actions are named
 * `admin.<screen>.<what>` so the audit screen lists them. Where `before`/`after` are the
 * changed columns of a real table the screen can revert the entry (a school's approval, a
 * question's picture); ledger rows are not revertable (credit_entries is read-only: a
 * correction is a new row), and entries about no table (notices, sign-outs) neither, unless
 * their feature registers a reverter for the entity: the file browser's `media` entries (a
 * deleted picture kept whole with its bytes, a rename, a folder) are revertable that way
 * (admin/admin-audit-reverters.ts, admin-files/media-files-revert.ts).
 */
export interface OperationAudit {
  actorId: number;
  action: string;
  table: string;
  key: Record<string, unknown>;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  ip?: string;
}

export async function auditOperation(db: Db, a: OperationAudit): Promise<number> {
  return insertAdminAudit(db, {
    actorId: a.actorId,
    action: `admin.${a.action}`,
    table: a.table,
    key: a.key,
    ip: a.ip ?? '',
    details: { before: a.before ?? null, after: a.after ?? null },
  });
}
