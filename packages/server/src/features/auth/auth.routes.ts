import { apiAuthQuery, positive, ResultCode, signinQuery, type Permission } from '@kokpit/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import { validate } from '../../core/validate.js';
import { apiToken } from '../../http/api-token.js';
import { restHandler } from '../../http/rest.js';
import { pushSignout } from '../../realtime/pushes.js';
import { presentUser } from '../users/user.presenter.js';
import { ensureApiClientUser } from '../users/api-client-user.js';
import { createSession, resumeSession, signedInView, signIn } from './session.service.js';
import { signInAttempt } from './sign-in-limits.js';
import { safeEqual } from './tokens.js';
import { requestToken } from './web-session.js';

function meta(request: FastifyRequest, client: 'web' | 'api') {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? ''), client };
}

/** REST sign-in and session calls of SPEC §7 under /api/{product}/v1.0. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/auth',
    restHandler(ctx, async (request) => {
      // Resuming with a token is not a guess and is not counted (sign-in-limits.ts). Only the
      // header's: the reply carries the token, which the web's HttpOnly cookie never shows.
      const token = apiToken(request);
      if (token) {
        const { session, user, expiresIn } = await resumeSession(ctx, token);
        return positive(
          signedInView(ctx, { token, expiresIn, user, rememberMe: session.remember_me === 1 }),
        );
      }
      const q = validate(apiAuthQuery, request.query ?? {});
      const clientId = q.clientId?.trim() ?? '';
      const attempt = signInAttempt(ctx, `client:${clientId.toLowerCase()}`, request.ip);
      await attempt.check();
      const client = clientId ? ctx.config.API_CLIENTS.get(clientId) : undefined;
      if (!client || !q.clientSecret || !safeEqual(client.secret, q.clientSecret)) {
        await attempt.failed();
        throw new AppError(ResultCode.invalidCredentials, 'auth.invalidClient');
      }
      await attempt.succeeded();
      // An API client gets a token for its own service account, the user named by its id.
      return positive(await signInApiClient(ctx, clientId, client.permissions, request));
    }),
  );

  app.get(
    '/user/signin',
    restHandler(ctx, async (request) => {
      const q = validate(signinQuery, request.query ?? {});
      const signed = await signIn(
        ctx,
        { username: q.username, password: q.password, rememberMe: q.rememberMe },
        meta(request, 'api'),
      );
      pushSignout(ctx, signed.revokedSessionIds, 'auth.signedOutElsewhere');
      return positive(signedInView(ctx, { ...signed, rememberMe: q.rememberMe === true }));
    }),
  );

  app.get(
    '/user/info',
    restHandler(ctx, async (request) => {
      const token = requestToken(ctx.config, request);
      if (!token) throw AppError.notAuthenticated();
      const { session, user } = await resumeSession(ctx, token);
      return positive(presentUser(user, ctx.config, session.remember_me === 1));
    }),
  );
}

/**
 * API clients (API_CLIENTS id:secret[:permissions]) act as a user named after the client, with
 * only the roles their entry grants (none: public data), created on first use; their sessions
 * are ordinary sessions.
 */
async function signInApiClient(
  ctx: AppContext,
  clientId: string,
  permissions: readonly Permission[],
  request: FastifyRequest,
) {
  const user = await ensureApiClientUser(ctx.db, clientId, permissions);
  const created = await createSession(ctx, user, false, meta(request, 'api'));
  return signedInView(ctx, { ...created, user, rememberMe: false });
}
