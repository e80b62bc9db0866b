import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/app-context.js';
import { sendStoredPicture } from '../../http/stored-picture.js';
import { getPicture } from './content.repository.js';

/**
 * GET /media/pictures/:name — question pictures from the database, typed by their bytes. With
 * `?v=` (the content hash the API hands out) the reply is cacheable for a year; without it,
 * for a day, with ETag.
 */
export function registerPictureRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { name: string }; Querystring: { v?: string } }>(
    '/media/pictures/:name',
    async (request, reply) => {
      const picture = /^[\w.-]{1,128}$/.test(request.params.name)
        ? await getPicture(ctx.db, request.params.name)
        : undefined;
      return sendStoredPicture(request, reply, picture, 86400);
    },
  );
}
