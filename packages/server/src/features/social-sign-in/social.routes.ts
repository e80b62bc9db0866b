import {
  isLanguage,
  socialCallbackQuery,
  socialStartQuery,
  DEFAULT_LANGUAGE,
  type Language,
} from '@kokpit/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/app-context.js';
import { validate } from '../../core/validate.js';
import { resumeSession } from '../auth/session.service.js';
import { findProvider, finishTrip, startTrip } from './social.service.js';

/** The cookie that ties a provider's answer to the browser that went there. */
const BINDING_COOKIE = 'kokpit_oidc';

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of String(request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The web's page that finishes a social sign-in, with what happened in its fragment: the
 * browser never sends a fragment, so the ticket reaches no log (ours, a proxy's) on its way.
 */
function webPage(lang: Language, params: Record<string, string>): string {
  return `/${lang}/sign-in/social#${new URLSearchParams(params).toString()}`;
}

/**
 * The browser's trip to a provider (docs/SOCIAL-SIGN-IN.md): `start` sends it there, the
 * provider sends it back to `callback` (the redirect URI to register with each provider:
 * {PUBLIC_URL}/api/{product}/v1.0/social/callback), which sends it on to the web app.
 */
export function registerSocialRoutes(app: FastifyInstance, ctx: AppContext): void {
  const apiPath = `/api/${ctx.config.PRODUCT}/v1.0/social`;
  const redirectUri = (request: FastifyRequest) => {
    const origin = ctx.config.PUBLIC_URL
      ? ctx.config.publicUrl
      : `${request.protocol}://${request.host}`;
    return `${origin}${apiPath}/callback`;
  };
  const cookie = (request: FastifyRequest, value: string, maxAge: number) =>
    [
      `${BINDING_COOKIE}=${value}`,
      `Path=${apiPath}`,
      `Max-Age=${maxAge}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(request.protocol === 'https' ? ['Secure'] : []),
    ].join('; ');

  app.get(
    '/social/:provider/start',
    async (request: FastifyRequest<{ Params: { provider: string } }>, reply: FastifyReply) => {
      let lang: Language = DEFAULT_LANGUAGE;
      try {
        const q = validate(socialStartQuery, request.query ?? {});
        if (isLanguage(q.lang)) lang = q.lang;
        const provider = findProvider(ctx, request.params.provider);
        const intent = q.intent ?? 'signin';
        // Linking is for the account signed in in this browser (its session cookie).
        const userId =
          intent === 'link'
            ? (await resumeSession(ctx, readCookie(request, 'token') ?? '')).user.id
            : null;
        const trip = await startTrip(ctx, {
          provider,
          intent,
          userId,
          lang,
          rememberMe: q.rememberMe === true,
          redirectUri: redirectUri(request),
        });
        reply.header('set-cookie', cookie(request, trip.binding, 600));
        return reply.redirect(trip.url.href);
      } catch (error) {
        ctx.logger.warn({ err: error }, 'social sign-in not started');
        const provider = request.params.provider.slice(0, 32);
        return reply.redirect(webPage(lang, { error: 'failed', provider }));
      }
    },
  );

  app.get('/social/callback', async (request, reply) => {
    const query = socialCallbackQuery.safeParse(request.query ?? {});
    const outcome = await finishTrip(ctx, {
      query: query.success ? query.data : {},
      binding: readCookie(request, BINDING_COOKIE),
      ip: request.ip,
    });
    reply.header('set-cookie', cookie(request, '', 0));
    return reply.redirect(webPage(outcome.lang, outcome.params));
  });
}
