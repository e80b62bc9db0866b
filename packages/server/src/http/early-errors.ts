import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import { DEFAULT_LANGUAGE, negative, ResultCode, translate, type MessageKey } from '@kokpit/shared';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AppContext } from '../core/app-context.js';
import { requestLanguage } from './rest.js';
import { HSTS_HEADER } from './security-headers.js';

/** Status and message of the errors Fastify raises before routing (no hook runs for them). */
function describe(code: string | undefined): { status: number; key: MessageKey } {
  if (code === 'FST_ERR_MAX_PARAM_LENGTH') return { status: 414, key: 'general.payloadTooLarge' };
  return { status: 400, key: 'general.invalidInput' };
}

/**
 * Whether the request came over HTTPS, by Fastify's rule (the last X-Forwarded-Proto, believed
 * from a trusted proxy only); the early errors get a request object that does not apply it.
 */
function cameOverHttps(request: FastifyRequest, trusted: (addr: string, i: number) => boolean) {
  const socket = request.raw.socket as Socket & { encrypted?: boolean };
  if (socket.encrypted) return true;
  const peer = socket.remoteAddress;
  const proto = request.headers['x-forwarded-proto'];
  if (!peer || typeof proto !== 'string' || !trusted(peer, 0)) return false;
  return proto.slice(proto.lastIndexOf(',') + 1).trim() === 'https';
}

/**
 * Fastify options that answer the framework's early errors like every other reply: a bad URL
 * (`/%`), an over-long path parameter, a request line or headers too large for the parser
 * (431). Each is an envelope with the security headers, and none echoes the path back.
 */
export function earlyErrorOptions(
  ctx: AppContext,
  headers: Record<string, string>,
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  const trusted = proxyAddr.compile(ctx.config.TRUSTED_PROXIES);
  return {
    frameworkErrors: (
      error: Error & { code?: string },
      request: FastifyRequest,
      reply: FastifyReply,
    ) => {
      const { status, key } = describe(error.code);
      reply.headers(headers);
      if (cameOverHttps(request, trusted)) reply.header('strict-transport-security', HSTS_HEADER);
      void reply
        .status(status)
        .send(negative(ResultCode.validation, translate(requestLanguage(request), key)));
    },
    clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
      // A reset connection has nobody left to answer.
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      const overflow = error.code === 'HPE_HEADER_OVERFLOW';
      const status = overflow ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const key: MessageKey = overflow ? 'general.payloadTooLarge' : 'general.invalidInput';
      const body = JSON.stringify(
        negative(ResultCode.validation, translate(DEFAULT_LANGUAGE, key)),
      );
      const lines = [
        `HTTP/1.1 ${status} ${overflow ? 'Request Header Fields Too Large' : 'Bad Request'}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'connection: close',
      ];
      if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
      socket.destroy();
    },
  };
}
