import { positive, ResultCode, translate, everyone } from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import type { AppContext } from '../../core/app-context.js';
import { RateLimiter, type LimiterStore } from '../../core/rate-limiter.js';
import { defineEvent } from '../../realtime/events.js';
import { pushSignout } from '../../realtime/pushes.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';

/** Per address (defineEvent) and per mailbox, so nobody floods someone's inbox from many IPs. */
const FORGOT_PER_ADDRESS = { limit: 10, windowMs: 15 * 60_000 };
const FORGOT_PER_EMAIL = { limit: 5, windowMs: 60 * 60_000 };
// One per server's limiter store (memory, or Redis shared by every node).
const forgotPerEmailByStore = new WeakMap<LimiterStore, RateLimiter>();

function forgotPerEmail(ctx: AppContext): RateLimiter {
  let limiter = forgotPerEmailByStore.get(ctx.limiterStore);
  if (!limiter) {
    const { limit, windowMs } = FORGOT_PER_EMAIL;
    limiter = new RateLimiter(limit, windowMs, true, ctx.limiterStore, 'forgot-per-email');
    forgotPerEmailByStore.set(ctx.limiterStore, limiter);
  }
  return limiter;
}
const RESET_PER_ADDRESS = { limit: 20, windowMs: 10 * 60_000 };

/** `forgot-password` {email}: the same positive reply whether or not the address is known. */
export const forgotPasswordEvent = defineEvent('/app', 'forgot-password', {
  policy: everyone,
  rateLimit: FORGOT_PER_ADDRESS,
  handle: async (input, ec) => {
    const email = input.email.toLowerCase();
    // Refused the same way for known and unknown addresses, so it reveals nothing either.
    if (ec.ctx.config.RATE_LIMITS === 'on' && !(await forgotPerEmail(ec.ctx).hit(email))) {
      throw new AppError(ResultCode.rateLimited, 'general.rateLimited');
    }
    await requestPasswordReset(ec.ctx, email, ec.ip);
    return positive({}, translate(ec.lang, 'password.resetMailSent'));
  },
});

/** `reset-password` {token, password, passwordConfirm}: the link from the mail sets a password. */
export const resetPasswordEvent = defineEvent('/app', 'reset-password', {
  policy: everyone,
  rateLimit: RESET_PER_ADDRESS,
  handle: async (input, ec) => {
    const { revokedSessionIds } = await resetPassword(ec.ctx, input, ec.ip);
    pushSignout(ec.ctx, revokedSessionIds, 'auth.sessionExpired');
    return positive({}, translate(ec.lang, 'password.resetDone'));
  },
});

export const passwordResetEvents = [forgotPasswordEvent, resetPasswordEvent];
