import {
  everyone,
  isLanguage,
  isSignedIn,
  positive,
  ResultCode,
  ServerPushes,
  translate,
} from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import { defineEvent, type EventContext } from '../../realtime/events.js';
import { pushSignout } from '../../realtime/pushes.js';
import { bindSession } from '../auth/socket-session.js';
import { signedInView, type SignedIn } from '../auth/session.service.js';
import { presentClaims, presentIdentities, presentProviders } from './social.presenter.js';
import {
  completeTicket,
  identitiesOf,
  providerName,
  signUpWithTicket,
  unlinkIdentity,
} from './social.service.js';

/** Tickets are 256 random bits; this only keeps a script from hammering the table. */
const TICKET_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

const metaOf = (ec: EventContext) => ({
  ip: ec.ip,
  userAgent: String(ec.socket.handshake.headers['user-agent'] ?? ''),
  client: 'web' as const,
});

/** This socket becomes the new session's, as after `auth` (the reply carries the token). */
async function signInSocket(ec: EventContext, signed: SignedIn, rememberMe: boolean) {
  pushSignout(ec.ctx, signed.revokedSessionIds, 'auth.signedOutElsewhere');
  await bindSession(ec, signed);
  const data = signedInView(ec.ctx, { ...signed, rememberMe });
  ec.socket.emit(ServerPushes.authenticated, data);
  return { outcome: 'signed-in' as const, ...data };
}

/** `social/providers`: the sign-in buttons to show (none unless configured). */
export const socialProvidersEvent = defineEvent('/app', 'social/providers', {
  policy: everyone,
  handle: async (_input, ec) => positive({ providers: presentProviders(ec.ctx.config) }),
});

/** `social/complete` {ticket}: the callback's ticket signs in, or opens the sign-up form. */
export const socialCompleteEvent = defineEvent('/app', 'social/complete', {
  policy: everyone,
  rateLimit: TICKET_LIMIT,
  handle: async (input, ec) => {
    if (ec.session) {
      throw new AppError(ResultCode.alreadyAuthenticated, 'auth.alreadyAuthenticated');
    }
    const done = await completeTicket(ec.ctx, input, metaOf(ec));
    if (done.outcome === 'sign-up') {
      const claims = presentClaims(ec.ctx.config, done.provider, done.claims);
      return positive(
        { outcome: 'sign-up' as const, ticket: input.ticket, claims },
        translate(ec.lang, 'social.signUpNeeded', { provider: claims.providerName }),
      );
    }
    return positive(await signInSocket(ec, done.signed, done.rememberMe));
  },
});

/** `social/sign-up` {ticket, form}: a student account without a password, signed in. */
export const socialSignupEvent = defineEvent('/app', 'social/sign-up', {
  policy: everyone,
  rateLimit: TICKET_LIMIT,
  handle: async (input, ec) => {
    if (ec.session) {
      throw new AppError(ResultCode.alreadyAuthenticated, 'auth.alreadyAuthenticated');
    }
    const lang = isLanguage(input.form.lang) ? input.form.lang : ec.lang;
    const done = await signUpWithTicket(ec.ctx, input, { ...metaOf(ec), lang });
    return positive(
      await signInSocket(ec, done.signed, done.rememberMe),
      translate(ec.lang, 'signup.studentDone'),
    );
  },
});

/** `social/identities`: the signed-in account's linked identities (the profile's list). */
export const socialIdentitiesEvent = defineEvent('/app', 'social/identities', {
  policy: isSignedIn,
  handle: async (_input, ec) => {
    const found = await identitiesOf(ec.ctx, ec.session.userId);
    return positive(presentIdentities(ec.ctx.config, found));
  },
});

/** `social/unlink` {provider}: refused for the last way in of an account without password. */
export const socialUnlinkEvent = defineEvent('/app', 'social/unlink', {
  policy: isSignedIn,
  handle: async (input, ec) => {
    await unlinkIdentity(ec.ctx, ec.session.userId, input.provider, ec.ip);
    const found = await identitiesOf(ec.ctx, ec.session.userId);
    return positive(
      presentIdentities(ec.ctx.config, found),
      translate(ec.lang, 'social.unlinked', { provider: providerName(ec.ctx, input.provider) }),
    );
  },
});

export const socialEvents = [
  socialProvidersEvent,
  socialCompleteEvent,
  socialSignupEvent,
  socialIdentitiesEvent,
  socialUnlinkEvent,
];
