import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/app-context.js';
import { sendStoredPicture } from '../../http/stored-picture.js';
import { findLogo } from './school-editor.repository.js';

/**
 * GET /media/school-logos/:schoolId — a school's logo from the database, typed by its bytes.
 * With `?v=` (the hash the editor and public views hand out) cacheable for a year; without,
 * for an hour, with ETag.
 */
export function registerSchoolLogoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { schoolId: string }; Querystring: { v?: string } }>(
    '/media/school-logos/:schoolId',
    async (request, reply) => {
      const id = request.params.schoolId;
      const logo = /^\d{1,9}$/.test(id) ? await findLogo(ctx.db, Number(id)) : undefined;
      return sendStoredPicture(request, reply, logo, 3600);
    },
  );
}
