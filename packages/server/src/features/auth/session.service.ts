import { ResultCode, UserStatus } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/app-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { presentUser, type UserView } from '../users/user.presenter.js';
import {
  findUserByLogin,
  findUserRecord,
  touchLastAccess,
  type UserRecord,
} from '../users/user.repository.js';
import { DUMMY_HASH, verifyPassword } from './password-hash.js';
import {
  findLiveSession,
  findLiveSessionById,
  insertSession,
  listLiveSessionIds,
  revokeSessions,
  type SessionRow,
} from './session.repository.js';
import { accountKey, signInAttempt } from './sign-in-limits.js';
import { hashToken, newToken } from './tokens.js';

/** A session lasts a day, or thirty with remember-me (the client re-checks each new day). */
export const SESSION_SECONDS = 24 * 3600;
export const REMEMBERED_SESSION_SECONDS = 30 * 24 * 3600;
/**
 * An operator's session ends after 8 hours, remember-me or not: the back office can read and
 * change every record, so a forgotten tab should not keep it open (docs/ADMIN.md).
 */
export const OPERATOR_SESSION_SECONDS = 8 * 3600;

/** How long a new session of this user lasts. */
export function sessionSeconds(user: Pick<UserRecord, 'permissions'>, rememberMe: boolean): number {
  if (user.permissions.includes('admin')) return OPERATOR_SESSION_SECONDS;
  return rememberMe ? REMEMBERED_SESSION_SECONDS : SESSION_SECONDS;
}

export interface SignInInput {
  username?: string;
  password?: string;
  rememberMe?: boolean;
  forceUnique?: boolean;
}

export interface RequestMeta {
  ip: string;
  userAgent: string;
  client: 'web' | 'api';
}

export interface SignedIn {
  token: string;
  expiresIn: number;
  sessionId: number;
  expiresAt: number;
  authAt: number;
  user: UserRecord;
  /** Sessions signed out by forceUnique; the transport pushes `signout` to them. */
  revokedSessionIds: number[];
}

function assertUsable(user: { status: number }): void {
  if (user.status === UserStatus.locked)
    throw new AppError(ResultCode.general, 'auth.accountLocked');
  if (user.status === UserStatus.disabled)
    throw new AppError(ResultCode.general, 'auth.accountDisabled');
  if (user.status === UserStatus.invalid) {
    throw new AppError(ResultCode.invalidCredentials, 'auth.invalidCredentials');
  }
}

/** Sign-in with username (or e-mail) and password: SPEC §4, §5, §8. */
export async function signIn(
  ctx: AppContext,
  input: SignInInput,
  meta: RequestMeta,
): Promise<SignedIn> {
  const username = input.username?.trim() ?? '';
  const password = input.password ?? '';
  if (!username || !password) {
    throw new AppError(ResultCode.invalidCredentials, 'auth.credentialsRequired');
  }
  const row = await findUserByLogin(ctx.db, username);
  // Counted against the account found, whatever identifier and spelling found it.
  const attempt = signInAttempt(ctx, accountKey(username, row), meta.ip);
  await attempt.check();
  // Spend the same scrypt time whether or not the user exists.
  const hash = row?.password_hash ?? null;
  // An account with no password (social sign-in only) is refused like a wrong password.
  const matches = (await verifyPassword(password, hash ?? DUMMY_HASH)) && hash !== null;
  if (!row || !matches) {
    await attempt.failed();
    await recordAudit(ctx.db, {
      actorId: row?.id ?? null,
      action: 'auth.signin-failed',
      entity: 'user',
      entityId: row?.id ?? username.slice(0, 64),
      ip: meta.ip,
    });
    throw new AppError(ResultCode.invalidCredentials, 'auth.invalidCredentials');
  }
  await attempt.succeeded();
  assertUsable(row);
  return openSession(ctx, row.id, input, meta, 'password');
}

/**
 * Signs in a user whose credentials were proven (a password, or a social provider's
 * identity, `via`): the account's sessions cap (SPEC §4), a new session, the audit row. One
 * transaction that first holds the account's row, so sign-ins of one account at once count
 * each other's sessions (the cap holds on both databases); `spend` runs in it before the count
 * (a one-time ticket taken by one conditional update), so a refused sign-in spends nothing.
 */
export async function openSession(
  ctx: AppContext,
  userId: number,
  input: Pick<SignInInput, 'rememberMe' | 'forceUnique'>,
  meta: RequestMeta,
  via: string,
  spend?: (trx: Db) => Promise<void>,
): Promise<SignedIn> {
  const user = await findUserRecord(ctx.db, userId);
  if (!user) throw new AppError(ResultCode.general, 'auth.userInfoFailed');
  assertUsable(user);
  const rememberMe = input.rememberMe === true;
  const opened = await ctx.db.transaction().execute(async (trx) => {
    const at = Date.now();
    // The account's row, held until the commit: PostgreSQL makes the next sign-in of the same
    // account wait here; SQLite runs one transaction at a time anyway.
    await touchLastAccess(trx, userId, at);
    if (spend) await spend(trx);
    const live = await listLiveSessionIds(trx, userId, at);
    let revokedSessionIds: number[] = [];
    if (input.forceUnique) {
      revokedSessionIds = live;
      await revokeSessions(trx, live, at);
    } else if (live.length >= ctx.config.MAX_SESSIONS) {
      throw new AppError(ResultCode.maxSessions, 'auth.maxSessions', {
        max: ctx.config.MAX_SESSIONS,
      });
    }
    const created = await insertNewSession(trx, user, rememberMe, meta, at);
    await recordAudit(trx, {
      actorId: userId,
      action: 'auth.signin',
      entity: 'session',
      entityId: created.sessionId,
      ip: meta.ip,
      details: {
        rememberMe,
        forceUnique: input.forceUnique === true,
        revoked: revokedSessionIds,
        ...(via === 'password' ? {} : { via }),
      },
    });
    return { ...created, revokedSessionIds };
  });
  user.last_access = opened.authAt;
  return { ...opened, user };
}

type NewSessionView = Omit<SignedIn, 'user' | 'revokedSessionIds'>;

/** A new random token for the user, stored only as its hash. */
async function insertNewSession(
  db: Db,
  user: UserRecord,
  rememberMe: boolean,
  meta: RequestMeta,
  at: number,
): Promise<NewSessionView> {
  const expiresIn = sessionSeconds(user, rememberMe);
  const token = newToken();
  const expiresAt = at + expiresIn * 1000;
  const sessionId = await insertSession(db, {
    userId: user.id,
    tokenHash: hashToken(token),
    rememberMe,
    client: meta.client,
    ip: meta.ip,
    userAgent: meta.userAgent,
    expiresAt,
  });
  return { token, expiresIn, sessionId, expiresAt, authAt: at };
}

/** Opens a session for a user without the sessions cap (an API client's own account). */
export async function createSession(
  ctx: AppContext,
  user: UserRecord,
  rememberMe: boolean,
  meta: RequestMeta,
): Promise<NewSessionView> {
  const at = Date.now();
  const created = await insertNewSession(ctx.db, user, rememberMe, meta, at);
  await touchLastAccess(ctx.db, user.id, at);
  return created;
}

export interface ResumedSession {
  session: SessionRow;
  user: UserRecord;
  expiresIn: number;
}

/** The session and user a token names, or an error envelope's AppError. */
export async function resumeSession(ctx: AppContext, token: string): Promise<ResumedSession> {
  if (!token || token.length > 256) throw AppError.notAuthenticated();
  const at = Date.now();
  return resumeRow(ctx, await findLiveSession(ctx.db, hashToken(token), at), at);
}

/** The same for a session known by its id (a signed-in socket's). */
export async function resumeSessionById(
  ctx: AppContext,
  sessionId: number,
): Promise<ResumedSession> {
  const at = Date.now();
  return resumeRow(ctx, await findLiveSessionById(ctx.db, sessionId, at), at);
}

async function resumeRow(
  ctx: AppContext,
  session: SessionRow | undefined,
  at: number,
): Promise<ResumedSession> {
  if (!session) throw new AppError(ResultCode.notAuthenticated, 'auth.sessionExpired');
  const user = await findUserRecord(ctx.db, session.user_id);
  if (!user) throw new AppError(ResultCode.general, 'auth.userInfoFailed');
  assertUsable(user);
  await touchLastAccess(ctx.db, user.id, at);
  return { session, user, expiresIn: Math.floor((session.expires_at - at) / 1000) };
}

export async function signOut(
  ctx: AppContext,
  sessionId: number,
  userId: number,
  ip: string,
): Promise<void> {
  await revokeSessions(ctx.db, [sessionId], Date.now());
  await recordAudit(ctx.db, {
    actorId: userId,
    action: 'auth.signout',
    entity: 'session',
    entityId: sessionId,
    ip,
  });
}

/**
 * Ends the live session a token names, if there is one (the web's sign-out by its cookie);
 * returns its id, or null when it had already ended.
 */
export async function signOutToken(
  ctx: AppContext,
  token: string,
  ip: string,
): Promise<number | null> {
  if (!token || token.length > 256) return null;
  const session = await findLiveSession(ctx.db, hashToken(token), Date.now());
  if (!session) return null;
  await signOut(ctx, session.id, session.user_id, ip);
  return session.id;
}

/** A live session as the web sees it: expiresIn and the user fields. */
export function sessionView(
  ctx: AppContext,
  s: { expiresIn: number; user: UserRecord; rememberMe: boolean },
): { expiresIn: number } & UserView {
  return { expiresIn: s.expiresIn, ...presentUser(s.user, ctx.config, s.rememberMe) };
}

/** The reply data of sign-in: token, expiresIn and the user fields (SPEC §7). */
export function signedInView(
  ctx: AppContext,
  s: { token: string; expiresIn: number; user: UserRecord; rememberMe: boolean },
): { token: string; expiresIn: number } & UserView {
  return { token: s.token, ...sessionView(ctx, s) };
}
