import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/audit.repository.js';
import { expireOutstandingResets } from '../password-reset/password-reset.repository.js';
import { listLiveSessionIds, revokeSessions } from './session.repository.js';

/**
 * After an account's own password change (a student's `profile/save`, a manager's or any
 * member's `editor/account`), in the change's transaction: every other live session of the
 * account ends and reset links not yet used stop working, so whoever knew the old password is
 * out everywhere, whatever the account's roles (an operator's included). The session that
 * changed it stays. Audited as `password.change`; the ended sessions are returned for the
 * transport to sign out (`pushSignout`, reason `auth.passwordChanged`).
 */
export async function endOtherSessions(
  trx: Db,
  change: { userId: number; keepSessionId: number; ip: string; via: string },
): Promise<number[]> {
  const at = Date.now();
  const live = await listLiveSessionIds(trx, change.userId, at);
  const ended = live.filter((id) => id !== change.keepSessionId);
  await revokeSessions(trx, ended, at);
  await expireOutstandingResets(trx, change.userId, at);
  await recordAudit(trx, {
    actorId: change.userId,
    action: 'password.change',
    entity: 'user',
    entityId: change.userId,
    ip: change.ip,
    details: { via: change.via, revokedSessions: ended.length },
  });
  return ended;
}
