import { negative, ResultCode, translate } from '@kokpit/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/app-context.js';
import { requestLanguage, sendEnvelope } from '../../http/rest.js';
import { findLogo } from './school-editor.repository.js';

/**
 * GET /media/school-logos/:schoolId — a school's logo from the database. With `?v=` (the hash
 * the editor and public views hand out) cacheable for a year; without, for an hour, with ETag.
 */
export function registerSchoolLogoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { schoolId: string }; Querystring: { v?: string } }>(
    '/media/school-logos/:schoolId',
    async (request, reply) => {
      const id = request.params.schoolId;
      const logo = /^\d{1,9}$/.test(id) ? await findLogo(ctx.db, Number(id)) : undefined;
      if (!logo) {
        const lang = requestLanguage(request);
        return sendEnvelope(
          reply,
          negative(ResultCode.notFound, translate(lang, 'general.notFound')),
        );
      }
      const etag = `"${logo.sha256.slice(0, 32)}"`;
      const versioned = request.query.v !== undefined && logo.sha256.startsWith(request.query.v);
      reply
        .header('content-type', logo.contentType)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header(
          'cache-control',
          versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(logo.bytes);
    },
  );
}
