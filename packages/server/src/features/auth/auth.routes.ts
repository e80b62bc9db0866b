import { apiAuthQuery, positive, ResultCode, signinQuery } from '@kokpit/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import { RateLimiter } from '../../core/rate-limiter.js';
import { validate } from '../../core/validate.js';
import { restHandler } from '../../http/rest.js';
import { pushSignout } from '../../realtime/pushes.js';
import { presentUser } from '../users/user.presenter.js';
import { ensureApiClientUser } from '../users/api-client-user.js';
import { createSession, resumeSession, signedInView, signIn } from './session.service.js';
import { safeEqual } from './tokens.js';

/** The `X-Api-Token` header, if any. */
export function apiToken(request: FastifyRequest): string | undefined {
  const value = request.headers['x-api-token'];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function meta(request: FastifyRequest, client: 'web' | 'api') {
  return { ip: request.ip, userAgent: String(request.headers['user-agent'] ?? ''), client };
}

/** REST sign-in and session calls of SPEC §7 under /api/{product}/v1.0. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const enabled = ctx.config.RATE_LIMITS === 'on';
  const byIp = new RateLimiter(20, 60_000, enabled);
  const byUsername = new RateLimiter(10, 15 * 60_000, enabled);
  const limit = async (key: string, limiter: RateLimiter) => {
    if (!(await limiter.hit(key)))
      throw new AppError(ResultCode.rateLimited, 'general.rateLimited');
  };

  app.get(
    '/auth',
    restHandler(ctx, async (request) => {
      await limit(request.ip, byIp);
      const token = apiToken(request);
      if (token) {
        const { session, user, expiresIn } = await resumeSession(ctx, token);
        return positive(
          signedInView(ctx, { token, expiresIn, user, rememberMe: session.remember_me === 1 }),
        );
      }
      const q = validate(apiAuthQuery, request.query ?? {});
      const secret = q.clientId ? ctx.config.API_CLIENTS.get(q.clientId) : undefined;
      if (!q.clientId || !q.clientSecret || !secret || !safeEqual(secret, q.clientSecret)) {
        throw new AppError(ResultCode.invalidCredentials, 'auth.invalidClient');
      }
      // An API client gets a token for its own service account, the user named by its id.
      const signed = await signInApiClient(ctx, q.clientId, request);
      return positive(signed);
    }),
  );

  app.get(
    '/user/signin',
    restHandler(ctx, async (request) => {
      await limit(request.ip, byIp);
      const q = validate(signinQuery, request.query ?? {});
      if (q.username) await limit(q.username.toLowerCase(), byUsername);
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
      const token = apiToken(request);
      if (!token) throw AppError.notAuthenticated();
      const { session, user } = await resumeSession(ctx, token);
      return positive(presentUser(user, ctx.config, session.remember_me === 1));
    }),
  );
}

/**
 * API clients (API_CLIENTS id:secret) act as a user of the same username with the
 * administrator role, created on first use; their sessions are ordinary sessions.
 */
async function signInApiClient(ctx: AppContext, clientId: string, request: FastifyRequest) {
  const user = await ensureApiClientUser(ctx.db, clientId);
  const created = await createSession(ctx, user, false, meta(request, 'api'));
  return signedInView(ctx, { ...created, user, rememberMe: false });
}
