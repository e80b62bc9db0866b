import { ResultCode, type SignedInActor, type SignedInPolicy } from '@kokpit/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import { RateLimiter } from '../../core/rate-limiter.js';
import type { UserRecord } from '../users/user.repository.js';
import { resumeSession, type ResumedSession } from './session.service.js';
import { requestToken } from './web-session.js';

/** A REST caller who passed the guard: their session, account and the policies' view of them. */
export interface GuardedCaller {
  /** The token that named the session (the header's, or the web's cookie's). */
  token: string;
  session: ResumedSession['session'];
  user: UserRecord;
  actor: SignedInActor;
}

export interface RouteGuardSpec {
  /** Who may call the route (shared/src/policies); one that lets no anonymous caller through. */
  policy: SignedInPolicy;
  /** Hits per window per address, named in the server's limiter store (`rest:…`). */
  rateLimit: { limit: number; windowMs: number; name: string };
}

/**
 * The front of the REST pipeline for a route that needs an account, as `defineEvent` is for
 * an event: rate limit per address → the session of the `X-Api-Token` header, or of the web's
 * cookie with its marker (web-session.ts; 403 when there is none or it ended) → the route's
 * policy (404 insufficient permissions). Built once per route; the
 * returned function throws the refusal as an AppError for the route's envelope.
 */
export function routeGuard(
  ctx: AppContext,
  spec: RouteGuardSpec,
): (request: FastifyRequest) => Promise<GuardedCaller> {
  const { limit, windowMs, name } = spec.rateLimit;
  const limiter = new RateLimiter(
    limit,
    windowMs,
    ctx.config.RATE_LIMITS === 'on',
    ctx.limiterStore,
    name,
  );
  return async (request) => {
    if (!(await limiter.hit(request.ip))) {
      throw new AppError(ResultCode.rateLimited, 'general.rateLimited');
    }
    const token = requestToken(ctx.config, request);
    if (!token) throw AppError.notAuthenticated();
    const { session, user } = await resumeSession(ctx, token);
    const actor = { userId: user.id, roles: user.roles, permissions: user.permissions };
    if (!spec.policy(actor)) throw AppError.forbidden();
    return { token, session, user, actor };
  };
}
