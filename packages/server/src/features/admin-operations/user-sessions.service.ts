import { ResultCode } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import { pushSignout } from '../../realtime/pushes.js';
import { listLiveSessionIds, revokeSessions } from '../auth/session.repository.js';
import { auditOperation } from './operations-audit.js';
import { findAccount, searchAccounts, type AccountSummary } from './accounts.repository.js';

/*
 * Signing a user out everywhere: every live session of the account is revoked in one
 * transaction; each open socket, on any node, is told and disconnected (the session sweeper
 * closes whatever a lost push missed within seconds).
 */

export async function findAccounts(ctx: AppContext, text: string): Promise<AccountSummary[]> {
  return searchAccounts(ctx.db, text, 20);
}

export async function signOutEverywhere(
  ctx: AppContext,
  userId: number,
  actorId: number,
  ip?: string,
): Promise<number> {
  const account = await findAccount(ctx.db, userId);
  if (!account) throw new AppError(ResultCode.notFound, 'admin.ops.userNotFound');
  const ids = await ctx.db.transaction().execute(async (trx) => {
    const at = Date.now();
    const live = await listLiveSessionIds(trx, userId, at);
    await revokeSessions(trx, live, at);
    await auditOperation(trx, {
      actorId,
      action: 'user.sign-out-everywhere',
      table: 'users',
      key: { id: userId },
      after: null,
      before: null,
      ip,
    });
    return live;
  });
  pushSignout(ctx, ids, 'auth.sessionExpired');
  return ids.length;
}
