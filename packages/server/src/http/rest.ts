import {
  DEFAULT_LANGUAGE,
  isLanguage,
  ResultCode,
  type Envelope,
  type Language,
} from '@kokpit/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../core/app-context.js';
import { errorEnvelope } from '../realtime/events.js';

/** HTTP status for a reply code: the envelope says what happened, the status agrees. */
export function httpStatus(code: number): number {
  switch (code) {
    case ResultCode.ok:
      return 200;
    case ResultCode.invalidCredentials:
    case ResultCode.notAuthenticated:
      return 401;
    case ResultCode.insufficientPermissions:
      return 403;
    case ResultCode.notFound:
      return 404;
    case ResultCode.maxSessions:
    case ResultCode.alreadyAuthenticated:
    case ResultCode.general:
      return 409;
    case ResultCode.validation:
      return 400;
    case ResultCode.rateLimited:
      return 429;
    default:
      return code >= 500 ? 500 : 400;
  }
}

/** The request's language: `lang` query, then Accept-Language, then Greek. */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  if (isLanguage(query?.lang)) return query.lang;
  const header = request.headers['accept-language'];
  if (typeof header === 'string') {
    for (const part of header.split(',')) {
      const code = part.trim().slice(0, 2).toLowerCase();
      if (isLanguage(code)) return code;
    }
  }
  return DEFAULT_LANGUAGE;
}

export function sendEnvelope(reply: FastifyReply, envelope: Envelope): FastifyReply {
  return reply.status(httpStatus(envelope.code)).send(envelope);
}

/** Wraps a REST handler: its envelope, or any error as a translated negative envelope. */
export function restHandler(
  ctx: AppContext,
  handler: (request: FastifyRequest, lang: Language, reply: FastifyReply) => Promise<Envelope>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLanguage(request);
    try {
      return sendEnvelope(reply, await handler(request, lang, reply));
    } catch (error) {
      return sendEnvelope(
        reply,
        errorEnvelope(error, lang, ctx, `${request.method} ${request.url.split('?')[0]}`),
      );
    }
  };
}
