import { authPayload, isLanguage, positive, ResultCode, ServerPushes } from '@kokpit/shared';
import { z } from 'zod';
import { AppError } from '../../core/app-error.js';
import { defineEvent, type EventContext } from '../../realtime/events.js';
import { pushSignout } from '../../realtime/pushes.js';
import { sessionRoom, userRoom } from '../../realtime/socket-state.js';
import type { UserRecord } from '../users/user.repository.js';
import { resumeSession, signedInView, signIn, signOut } from './session.service.js';

const SIGN_IN_LIMIT = { limit: 10, windowMs: 60_000 };

/** Marks the socket signed in and joins its user and session rooms. */
async function bindSession(
  ec: EventContext,
  s: { sessionId: number; user: UserRecord; authAt: number; expiresAt: number },
): Promise<void> {
  ec.socket.data.session = {
    sessionId: s.sessionId,
    userId: s.user.id,
    roles: s.user.roles,
    permissions: s.user.permissions,
    authAt: s.authAt,
    expiresAt: s.expiresAt,
  };
  if (!ec.socket.data.langChosen && isLanguage(s.user.lang)) ec.socket.data.lang = s.user.lang;
  await ec.socket.join([userRoom(s.user.id), sessionRoom(s.sessionId)]);
}

const usernameTries = new Map<string, { start: number; count: number }>();
function usernameAllowed(username: string, enabled: boolean): boolean {
  if (!enabled || !username) return true;
  const key = username.trim().toLowerCase();
  const at = Date.now();
  const w = usernameTries.get(key);
  if (!w || at - w.start > 15 * 60_000) {
    usernameTries.set(key, { start: at, count: 1 });
    if (usernameTries.size > 50_000) usernameTries.clear();
    return true;
  }
  w.count += 1;
  return w.count <= 20;
}

/** `auth`: sign in with a token or with username and password (SPEC §7, §8). */
export const authEvent = defineEvent({
  name: 'auth',
  schema: authPayload,
  rateLimit: SIGN_IN_LIMIT,
  handle: async (input, ec) => {
    if (ec.session)
      throw new AppError(ResultCode.alreadyAuthenticated, 'auth.alreadyAuthenticated');
    if ('token' in input) {
      const resumed = await resumeSession(ec.ctx, input.token);
      await bindSession(ec, {
        sessionId: resumed.session.id,
        user: resumed.user,
        authAt: Date.now(),
        expiresAt: resumed.session.expires_at,
      });
      const data = signedInView(ec.ctx, {
        token: input.token,
        expiresIn: resumed.expiresIn,
        user: resumed.user,
        rememberMe: resumed.session.remember_me === 1,
      });
      ec.socket.emit(ServerPushes.authenticated, data);
      return positive(data);
    }
    if (!usernameAllowed(input.username, ec.ctx.config.RATE_LIMITS === 'on')) {
      throw new AppError(ResultCode.rateLimited, 'general.rateLimited');
    }
    const signed = await signIn(ec.ctx, input, {
      ip: ec.ip,
      userAgent: String(ec.socket.handshake.headers['user-agent'] ?? ''),
      client: 'web',
    });
    pushSignout(ec.ctx, signed.revokedSessionIds, 'auth.signedOutElsewhere');
    await bindSession(ec, signed);
    const data = signedInView(ec.ctx, { ...signed, rememberMe: input.rememberMe === true });
    ec.socket.emit(ServerPushes.authenticated, data);
    return positive(data);
  },
});

/** `signout`: ends this socket's session everywhere it is open. */
export const signoutEvent = defineEvent({
  name: 'signout',
  schema: z.union([z.undefined(), z.strictObject({})]),
  requires: 'authenticated',
  handle: async (_input, ec) => {
    const { sessionId, userId } = ec.session;
    await signOut(ec.ctx, sessionId, userId, ec.ip);
    ec.socket.data.session = null;
    await ec.socket.leave(sessionRoom(sessionId));
    await ec.socket.leave(userRoom(userId));
    // Other tabs of the same session (e.g. /student sockets) are told too.
    pushSignout(ec.ctx, [sessionId], 'auth.signedOut');
    return positive({}, '');
  },
});

export const authEvents = [authEvent, signoutEvent];
