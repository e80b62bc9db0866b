import {
  DEFAULT_LANGUAGE,
  isLanguage,
  Limits,
  ResultCode,
  translate,
  UserStatus,
  type ResetPasswordPayload,
} from '@kokpit/shared';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { hashPassword, verifyPassword } from '../auth/password-hash.js';
import { listLiveSessionIds, revokeSessions } from '../auth/session.repository.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { setUserPassword } from '../users/user.repository.js';
import {
  claimPasswordReset,
  expireOutstandingResets,
  findAccountByEmail,
  findPasswordHash,
  findPasswordReset,
  insertPasswordReset,
  type ResetAccount,
} from './password-reset.repository.js';

/**
 * The forgot-password reply never comes sooner than this, so its timing does not tell whether
 * the address has an account (the extra insert for a known one takes a few milliseconds).
 */
const FORGOT_REPLY_MIN_MS = 250;

/** Accounts that may not get a reset link: they cannot sign in whatever their password. */
const NO_RESET_STATUSES: number[] = [UserStatus.invalid, UserStatus.disabled];

async function sendResetMail(ctx: AppContext, account: ResetAccount, token: string): Promise<void> {
  const lang = isLanguage(account.lang) ? account.lang : DEFAULT_LANGUAGE;
  // The page that opens the reset form when it sees the token: the web app's home, or for an
  // operator the back office's sign-in (operators sign in there, not on the home). The token
  // is in the fragment, which the browser never sends: it reaches no server's log.
  const page = account.isOperator ? `${lang}/admin/sign-in` : `${lang}/`;
  const link = `${ctx.config.publicUrl}/${page}#reset=${token}`;
  await ctx.mailer.send({
    to: account.email,
    subject: translate(lang, 'mail.resetSubject'),
    text: translate(lang, 'mail.resetBody', { name: account.first_name || account.username, link }),
  });
}

/**
 * `forgot-password`: when the address has an account, stores a single-use link (only its hash)
 * valid for an hour and mails it in the account's language. The caller learns nothing either
 * way: same reply, about the same time, and the mail goes out after the reply.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  ip: string,
): Promise<void> {
  const started = Date.now();
  const account = await findAccountByEmail(ctx.db, email);
  if (account && !NO_RESET_STATUSES.includes(account.status)) {
    const token = newToken();
    const at = Date.now();
    await insertPasswordReset(ctx.db, {
      tokenHash: hashToken(token),
      userId: account.id,
      at,
      expiresAt: at + Limits.passwordResetMinutes * 60_000,
    });
    await recordAudit(ctx.db, {
      actorId: null,
      action: 'password.reset-requested',
      entity: 'user',
      entityId: account.id,
      ip,
    });
    sendResetMail(ctx, account, token).catch((err: unknown) =>
      ctx.logger.error({ err, userId: account.id }, 'password reset mail failed'),
    );
  }
  const wait = FORGOT_REPLY_MIN_MS - (Date.now() - started);
  if (wait > 0) await sleep(wait);
}

const invalidToken = () =>
  new AppError(
    ResultCode.validation,
    'password.resetTokenInvalid',
    {},
    {
      token: 'password.resetTokenInvalid',
    },
  );

/**
 * `reset-password`: sets the new password from a valid link, ends the user's other links and
 * every session. Returns the revoked session ids for the transport to sign out.
 */
export async function resetPassword(
  ctx: AppContext,
  input: ResetPasswordPayload,
  ip: string,
): Promise<{ userId: number; revokedSessionIds: number[] }> {
  const tokenHash = hashToken(input.token);
  const reset = await findPasswordReset(ctx.db, tokenHash);
  if (!reset || reset.used_at !== null || reset.expires_at <= Date.now()) throw invalidToken();
  const userId = reset.user_id;
  const current = await findPasswordHash(ctx.db, userId);
  if (current === undefined) throw invalidToken();
  // An account without a password (social sign-in) may set its first one through a link.
  if (current !== null && (await verifyPassword(input.password, current))) {
    throw AppError.validation({ password: 'password.sameAsOld' });
  }
  const passwordHash = await hashPassword(input.password);

  const revokedSessionIds = await ctx.db.transaction().execute(async (trx) => {
    const at = Date.now();
    // Claimed inside the transaction: a link used twice at once changes the password once.
    if (!(await claimPasswordReset(trx, tokenHash, at))) throw invalidToken();
    await setUserPassword(trx, userId, passwordHash);
    await expireOutstandingResets(trx, userId, at);
    const sessionIds = await listLiveSessionIds(trx, userId, at);
    await revokeSessions(trx, sessionIds, at);
    await recordAudit(trx, {
      actorId: userId,
      action: 'password.reset',
      entity: 'user',
      entityId: userId,
      ip,
      details: { revokedSessions: sessionIds.length },
    });
    return sessionIds;
  });
  return { userId, revokedSessionIds };
}
