import { isSignedIn, positive, WebSession } from '@kokpit/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import { restHandler } from '../../http/rest.js';
import { pushSignout } from '../../realtime/pushes.js';
import { routeGuard } from './route-guard.js';
import { signOutToken } from './session.service.js';
import {
  clearedSessionCookies,
  isOwnOrigin,
  readCookie,
  secureCookies,
  sessionCookies,
} from './web-session.js';

/** Refuses a call a page of another site made (the browser names its origin). */
function assertOwnOrigin(ctx: AppContext, request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (!isOwnOrigin(typeof origin === 'string' ? origin : undefined, request.host, ctx.config)) {
    throw AppError.forbidden();
  }
}

/**
 * The web's session cookie (web-session.ts, docs/API.md), at the site's root: the web app is the
 * same for every PRODUCT, so its own routes do not depend on it. Sign-in happens on the socket, which
 * cannot set a cookie; so the web hands the token of the sign-in it just made to
 * `POST /session` (in `X-Api-Token`), which sets the HttpOnly cookie and its marker, and
 * forgets it. `DELETE /session` ends the cookie's session, if it is still live, and clears both
 * (sign-out, forced sign-out, a session found ended).
 */
export function registerWebSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = routeGuard(ctx, {
    policy: isSignedIn,
    rateLimit: { limit: 60, windowMs: 60_000, name: 'rest:web-session' },
  });

  app.post(
    '/session',
    restHandler(ctx, async (request, _lang, reply) => {
      assertOwnOrigin(ctx, request);
      const { token, session } = await guard(request);
      const expiresIn = Math.floor((session.expires_at - Date.now()) / 1000);
      // SPEC §9: a remembered session's cookie outlives the browser until just before the
      // server forgets the session; otherwise it is a session cookie.
      const maxAge = session.remember_me === 1 ? expiresIn - 1 : undefined;
      const secure = secureCookies(ctx.config, request.protocol);
      reply.header('set-cookie', sessionCookies(token, { maxAge, secure }));
      reply.header('cache-control', 'no-store');
      return positive({ expiresIn });
    }),
  );

  app.delete(
    '/session',
    restHandler(ctx, async (request, _lang, reply) => {
      assertOwnOrigin(ctx, request);
      const token = readCookie(request.headers.cookie, WebSession.tokenCookie);
      const ended = token ? await signOutToken(ctx, token, request.ip) : null;
      // The session's other tabs and sockets are told, as after the socket's `signout`.
      if (ended !== null) pushSignout(ctx, [ended], 'auth.signedOut');
      const secure = secureCookies(ctx.config, request.protocol);
      reply.header('set-cookie', clearedSessionCookies(secure));
      reply.header('cache-control', 'no-store');
      return positive({}, '');
    }),
  );
}
