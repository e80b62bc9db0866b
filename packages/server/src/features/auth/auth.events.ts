import { positive, ResultCode, ServerPushes, everyone, isSignedIn } from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import { defineEvent } from '../../realtime/events.js';
import { pushSignout } from '../../realtime/pushes.js';
import { sessionRoom, userRoom } from '../../realtime/socket-state.js';
import { bindSession } from './socket-session.js';
import {
  resumeSession,
  resumeSessionById,
  sessionView,
  signedInView,
  signIn,
  signOut,
} from './session.service.js';

/**
 * `auth`: sign in with a token or with username and password (SPEC §7, §8). Password attempts
 * count against the sign-in limits REST shares (sign-in-limits.ts); resuming with a token is no
 * guess (tokens are 256 random bits), so a classroom behind one address reloads freely.
 */
export const authEvent = defineEvent('/app', 'auth', {
  policy: everyone,
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

/**
 * `session`: who this connection is signed in as. The web's `/app` socket is signed in at its
 * handshake by the HttpOnly cookie (realtime/io.ts), which no script can read; this is how the
 * page learns its user, or why the cookie's session could not be resumed (negative: expired,
 * revoked, locked), or that there is none (`user: null`).
 */
export const sessionEvent = defineEvent('/app', 'session', {
  policy: everyone,
  handle: async (_input, ec) => {
    if (!ec.session) {
      const refusal = ec.socket.data.sessionRefusal;
      if (refusal) throw new AppError(refusal.code, refusal.key);
      return positive({ user: null });
    }
    const { session, user, expiresIn } = await resumeSessionById(ec.ctx, ec.session.sessionId);
    const rememberMe = session.remember_me === 1;
    return positive({ user: sessionView(ec.ctx, { expiresIn, user, rememberMe }) });
  },
});

/** `signout`: ends this socket's session everywhere it is open. */
export const signoutEvent = defineEvent('/app', 'signout', {
  policy: isSignedIn,
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

export const authEvents = [authEvent, sessionEvent, signoutEvent];
