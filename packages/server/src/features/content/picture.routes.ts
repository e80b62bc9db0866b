import { negative, ResultCode, translate } from '@kokpit/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/app-context.js';
import { requestLanguage, sendEnvelope } from '../../http/rest.js';
import { getPicture } from './content.repository.js';

/**
 * GET /media/pictures/:name — question pictures from the database. With `?v=` (the content
 * hash the API hands out) the reply is cacheable for a year; without it, for a day, with ETag.
 */
export function registerPictureRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { name: string }; Querystring: { v?: string } }>(
    '/media/pictures/:name',
    async (request, reply) => {
      const picture = /^[\w.-]{1,128}$/.test(request.params.name)
        ? await getPicture(ctx.db, request.params.name)
        : undefined;
      if (!picture) {
        const lang = requestLanguage(request);
        return sendEnvelope(
          reply,
          negative(ResultCode.notFound, translate(lang, 'general.notFound')),
        );
      }
      const etag = `"${picture.sha256.slice(0, 32)}"`;
      const versioned = request.query.v !== undefined && picture.sha256.startsWith(request.query.v);
      reply
        .header('content-type', picture.contentType)
        .header('etag', etag)
        .header(
          'cache-control',
          versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
        );
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(picture.bytes);
    },
  );
}
