import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import { negative, ResultCode, translate } from '@kokpit/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from '../core/app-context.js';
import { errorEnvelope } from '../realtime/events.js';
import { earlyErrorOptions } from './early-errors.js';
import { inlineScriptHashes } from './inline-scripts.js';
import { loggerOptions } from './log-redaction.js';
import { requestLanguage, sendEnvelope } from './rest.js';
import { HSTS_HEADER, securityHeaders } from './security-headers.js';

export type RouteRegistrar = (app: FastifyInstance, ctx: AppContext) => void;

/** One route as Fastify registered it: the method and the full URL pattern. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

const routeLists = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/**
 * Every route the app registered (HEAD twins of GET routes left out), so a test can hold each
 * one to a row of its own (realtime/authorization.test.ts).
 */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return routeLists.get(app) ?? [];
}

export interface HttpOptions {
  /** Routes under /api/{product}/v1.0. */
  apiRoutes: RouteRegistrar[];
  /** Routes at the site root (pictures, …). */
  rootRoutes: RouteRegistrar[];
  /** The built web app, served with a history-mode fallback when present. */
  webDist?: string;
  /** Where the log goes (stdout when absent); tests pass a stream to read what was logged. */
  logStream?: NodeJS.WritableStream;
}

/** The Fastify app: security headers, form bodies, the REST API, pictures and the web app. */
export async function createHttpApp(
  ctx: AppContext,
  options: HttpOptions,
): Promise<FastifyInstance> {
  const webDist = options.webDist ? resolve(options.webDist) : undefined;
  const hasWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
  // The shell's one inline script (colour scheme before the first paint) is allowed by its hash.
  const shellScripts = hasWeb ? inlineScriptHashes(readFileSync(join(webDist, 'index.html'), 'utf8')) : []; // prettier-ignore
  const headers = securityHeaders(shellScripts);
  const { config } = ctx;

  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config.LOG_LEVEL, options.logStream), // prettier-ignore
    bodyLimit: 256 * 1024,
    // Only configured proxies may say who the client is and whether it came over HTTPS.
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
    ...earlyErrorOptions(ctx, headers),
  });
  ctx.logger = app.log;
  const routes: RegisteredRoute[] = [];
  routeLists.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_HEADER);
  });
  await app.register(formbody, { bodyLimit: 64 * 1024 });

  app.setErrorHandler((error, request, reply) => {
    const lang = requestLanguage(request);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413) {
      return sendEnvelope(
        reply,
        negative(ResultCode.validation, translate(lang, 'general.payloadTooLarge')),
      );
    }
    if (status >= 400 && status < 500) {
      return sendEnvelope(
        reply,
        negative(
          ResultCode.validation,
          translate(lang, 'general.invalidInput'),
          ctx.config.isProduction ? '' : error instanceof Error ? error.message : '',
        ),
      );
    }
    return sendEnvelope(
      reply,
      errorEnvelope(error, lang, ctx, `${request.method} ${request.url.split('?')[0]}`),
    );
  });

  const prefix = `/api/${ctx.config.PRODUCT}/v1.0`;
  await app.register(
    async (api) => {
      for (const register of options.apiRoutes) register(api, ctx);
    },
    { prefix },
  );
  for (const register of options.rootRoutes) register(app, ctx);

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (scripts/precompress.mjs).
      preCompressed: true,
      // Our own cache headers below; @fastify/static's default would say max-age=0.
      cacheControl: false,
      setHeaders: (res, path) => {
        // Hashed assets never change; the shell and the service worker must always be fresh.
        const immutable = /[\\/]assets[\\/]/.test(path);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The bytes depend on Accept-Encoding (.br, .gz or plain): a shared cache must know.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const lang = requestLanguage(request);
    const path = request.url.split('?')[0] ?? '';
    if (
      hasWeb &&
      request.method === 'GET' &&
      !path.startsWith('/api/') &&
      !path.startsWith('/socket.io')
    ) {
      const file = path.slice(1);
      if (file && !file.includes('..') && existsSync(join(webDist!, file))) {
        return reply.sendFile(file);
      }
      // A missing file (robots.txt, an old asset) is a 404, not the app shell; routes get the shell.
      const lastSegment = path.slice(path.lastIndexOf('/') + 1);
      if (!lastSegment.includes('.')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
    }
    return sendEnvelope(
      reply,
      negative(ResultCode.notFound, translate(lang, 'general.unknownRoute')),
    );
  });

  return app;
}
