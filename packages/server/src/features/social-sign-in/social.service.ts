import {
  canUnlinkIdentity,
  isLanguage,
  ResultCode,
  DEFAULT_LANGUAGE,
  type Language,
  type SocialSignupForm,
} from '@kokpit/shared';
import type { OidcProvider } from '../../config/oidc-providers.js';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { openSession, type RequestMeta, type SignedIn } from '../auth/session.service.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { signUpStudent } from '../signup/signup.service.js';
import { authorizationUrl, newTrip, redeemCode, type OidcClaims } from './oidc-client.js';
import {
  deleteFlow,
  deleteIdentity,
  findFlowByTicket,
  findIdentity,
  hasPassword,
  insertFlow,
  insertIdentity,
  listIdentities,
  setTicket,
  takeTicket,
  takeFlowByState,
  type FlowRow,
} from './social.repository.js';

/** A trip to the provider must come back within this. */
const TRIP_MS = 10 * 60_000;
/** Time to fill in the sign-up form after the provider answered. */
const SIGNUP_MS = 30 * 60_000;

export function findProvider(ctx: AppContext, id: string): OidcProvider {
  const provider = ctx.config.oidcProviders.find((p) => p.id === id);
  if (!provider) throw new AppError(ResultCode.notFound, 'social.unknownProvider');
  return provider;
}

export function providerName(ctx: AppContext, id: string): string {
  return ctx.config.oidcProviders.find((p) => p.id === id)?.name ?? id;
}

/**
 * Starts a trip to the provider: the trip's secrets are stored by the hash of its state, and
 * `binding` (for the browser's cookie) ties the answer to the browser that left.
 */
export async function startTrip(
  ctx: AppContext,
  s: {
    provider: OidcProvider;
    intent: 'signin' | 'link';
    userId: number | null;
    lang: Language;
    rememberMe: boolean;
    redirectUri: string;
  },
): Promise<{ url: URL; binding: string }> {
  const trip = newTrip();
  const binding = newToken();
  const url = await authorizationUrl(s.provider, trip, s.redirectUri, s.lang);
  const at = Date.now();
  await insertFlow(ctx.db, {
    state_hash: hashToken(trip.state),
    binding_hash: hashToken(binding),
    provider: s.provider.id,
    intent: s.intent,
    user_id: s.userId,
    nonce: trip.nonce,
    code_verifier: trip.codeVerifier,
    redirect_uri: s.redirectUri,
    lang: s.lang,
    remember_me: s.rememberMe ? 1 : 0,
    created_at: at,
    expires_at: at + TRIP_MS,
  });
  return { url, binding };
}

/** Where the callback sends the browser: the web's social sign-in page, with what happened. */
export interface CallbackOutcome {
  lang: Language;
  params: Record<string, string>;
}

/**
 * The provider's answer (SPEC §1): the trip is taken once and must belong to this browser;
 * the code is redeemed with the trip's state, nonce and PKCE verifier. A sign-in leaves a
 * one-time ticket for `social/complete`; a link links at once.
 */
export async function finishTrip(
  ctx: AppContext,
  answer: { query: Record<string, string>; binding: string | undefined; ip: string },
): Promise<CallbackOutcome> {
  const state = answer.query.state ?? '';
  const flow = state ? await takeFlowByState(ctx.db, hashToken(state)) : undefined;
  const lang = isLanguage(flow?.lang) ? flow.lang : DEFAULT_LANGUAGE;
  const failed = (error: string) => ({ lang, params: { error, provider: flow?.provider ?? '' } });
  if (!flow || !answer.binding || hashToken(answer.binding) !== flow.binding_hash) {
    return failed('failed');
  }
  if (flow.expires_at <= Date.now()) return failed('expired');
  if (answer.query.error) return failed('failed');
  const provider = ctx.config.oidcProviders.find((p) => p.id === flow.provider);
  if (!provider) return failed('failed');

  const callbackUrl = new URL(flow.redirect_uri);
  for (const [k, v] of Object.entries(answer.query)) callbackUrl.searchParams.set(k, v);
  let claims: OidcClaims;
  try {
    claims = await redeemCode(
      provider,
      { state, nonce: flow.nonce, codeVerifier: flow.code_verifier },
      callbackUrl,
    );
  } catch (error) {
    ctx.logger.warn({ err: error, provider: provider.id }, 'social sign-in refused');
    await deleteFlow(ctx.db, flow.id);
    return failed('failed');
  }

  if (flow.intent === 'link') {
    await deleteFlow(ctx.db, flow.id);
    const error = await linkIdentity(ctx, flow, claims, answer.ip);
    return error ? failed(error) : { lang, params: { linked: provider.id } };
  }
  const ticket = newToken();
  await setTicket(ctx.db, flow.id, {
    ticketHash: hashToken(ticket),
    subject: claims.subject,
    claims: JSON.stringify(claims),
    expiresAt: Date.now() + SIGNUP_MS,
  });
  return { lang, params: { ticket } };
}

async function linkIdentity(
  ctx: AppContext,
  flow: FlowRow,
  claims: OidcClaims,
  ip: string,
): Promise<string | null> {
  if (flow.user_id === null) return 'failed';
  const owner = await findIdentity(ctx.db, flow.provider, claims.subject);
  if (owner) return owner.user_id === flow.user_id ? 'already' : 'taken';
  const mine = await listIdentities(ctx.db, flow.user_id);
  if (mine.some((i) => i.provider === flow.provider)) return 'already';
  await insertIdentity(ctx.db, {
    provider: flow.provider,
    subject: claims.subject,
    userId: flow.user_id,
    email: claims.email,
    at: Date.now(),
  });
  await recordAudit(ctx.db, {
    actorId: flow.user_id,
    action: 'social.link',
    entity: 'user',
    entityId: flow.user_id,
    ip,
    details: { provider: flow.provider },
  });
  return null;
}

/** The ticket's trip, or the error the page shows (an old or used ticket). */
async function ticketFlow(ctx: AppContext, ticket: string): Promise<FlowRow & { subject: string }> {
  const flow = await findFlowByTicket(ctx.db, hashToken(ticket), Date.now());
  if (!flow?.subject) throw new AppError(ResultCode.general, 'social.expired');
  return { ...flow, subject: flow.subject };
}

export type TicketOutcome =
  | { outcome: 'signed-in'; signed: SignedIn; rememberMe: boolean }
  | { outcome: 'sign-up'; provider: string; claims: OidcClaims };

/**
 * `social/complete`: a known identity signs its account in, as a password would; an unknown
 * one is sent to the sign-up form with what the provider told us ("a failure prompts
 * registration", SPEC §1). The ticket ends only with a session or a sign-up.
 */
export async function completeTicket(
  ctx: AppContext,
  input: { ticket: string; forceUnique?: boolean },
  meta: RequestMeta,
): Promise<TicketOutcome> {
  const flow = await ticketFlow(ctx, input.ticket);
  const identity = await findIdentity(ctx.db, flow.provider, flow.subject);
  if (!identity) {
    return {
      outcome: 'sign-up',
      provider: flow.provider,
      claims: JSON.parse(flow.claims ?? '{}') as OidcClaims,
    };
  }
  const rememberMe = flow.remember_me === 1;
  // The ticket is spent in the session's own transaction: of many sockets bringing it at once
  // one signs in, and a sign-in refused (too many sessions) leaves it for a retry.
  const signed = await openSession(
    ctx,
    identity.user_id,
    { rememberMe, forceUnique: input.forceUnique },
    meta,
    flow.provider,
    async (trx) => {
      if (!(await takeTicket(trx, flow.id, hashToken(input.ticket), Date.now()))) {
        throw new AppError(ResultCode.general, 'social.expired');
      }
    },
  );
  return { outcome: 'signed-in', signed, rememberMe };
}

/** `social/sign-up`: a new student account, its identity linked in the same transaction. */
export async function signUpWithTicket(
  ctx: AppContext,
  input: { ticket: string; form: SocialSignupForm },
  meta: RequestMeta & { lang: Language },
): Promise<{ signed: SignedIn; rememberMe: boolean }> {
  const flow = await ticketFlow(ctx, input.ticket);
  const claims = JSON.parse(flow.claims ?? '{}') as OidcClaims;
  const { userId } = await signUpStudent(ctx, input.form, meta, async (trx, id) => {
    // The ticket is spent inside the transaction: two sign-ups with it make one account.
    if (!(await takeTicket(trx, flow.id, hashToken(input.ticket), Date.now()))) {
      throw new AppError(ResultCode.general, 'social.expired');
    }
    if (await findIdentity(trx, flow.provider, flow.subject)) {
      throw new AppError(ResultCode.general, 'social.identityTaken', {
        provider: providerName(ctx, flow.provider),
      });
    }
    const at = Date.now();
    await insertIdentity(trx, { provider: flow.provider, subject: flow.subject, userId: id, email: claims.email, at }); // prettier-ignore
  });
  const rememberMe = flow.remember_me === 1;
  const signed = await openSession(ctx, userId, { rememberMe }, meta, flow.provider);
  return { signed, rememberMe };
}

/** The account's identities, the providers on offer, and whether it has a password. */
export async function identitiesOf(ctx: AppContext, userId: number) {
  const [identities, password] = await Promise.all([
    listIdentities(ctx.db, userId),
    hasPassword(ctx.db, userId),
  ]);
  return { identities, hasPassword: password };
}

/** Unlinks the account's identity at a provider, unless it is the only way in left. */
export async function unlinkIdentity(
  ctx: AppContext,
  userId: number,
  provider: string,
  ip: string,
): Promise<void> {
  const params = { provider: providerName(ctx, provider) };
  const { identities, hasPassword: password } = await identitiesOf(ctx, userId);
  if (!identities.some((i) => i.provider === provider)) {
    throw new AppError(ResultCode.notFound, 'social.notLinked', params);
  }
  if (!canUnlinkIdentity({ hasPassword: password, identities: identities.length })) {
    throw new AppError(ResultCode.general, 'social.lastWayIn');
  }
  await deleteIdentity(ctx.db, userId, provider);
  await recordAudit(ctx.db, {
    actorId: userId,
    action: 'social.unlink',
    entity: 'user',
    entityId: userId,
    ip,
    details: { provider },
  });
}
