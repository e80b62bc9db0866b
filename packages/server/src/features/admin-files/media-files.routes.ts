import { canOperate, MEDIA_MAX_BYTES, positive } from '@kokpit/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/app-context.js';
import { restHandler } from '../../http/rest.js';
import { routeGuard } from '../auth/route-guard.js';
import { presentMediaFile } from './media-files.presenter.js';
import { uploadFile } from './media-files.service.js';

/**
 * POST /api/{product}/v1.0/admin/files?folder=…&name=… — one picture's raw bytes (the body,
 * `content-type: application/octet-stream` or the image's type), so the browser can show the
 * upload's progress. Operators only (X-Api-Token of a session with the admin permission).
 */
export function registerMediaFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = routeGuard(ctx, {
    policy: canOperate,
    rateLimit: { limit: 240, windowMs: 60_000, name: 'rest:admin-files-upload' },
  });
  app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/octet-stream', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'],
      { parseAs: 'buffer', bodyLimit: MEDIA_MAX_BYTES + 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/admin/files',
      restHandler(ctx, async (request: FastifyRequest) => {
        const { user } = await guard(request);
        const query = (request.query ?? {}) as Record<string, unknown>;
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const file = await uploadFile(
          ctx,
          { folder: query.folder ?? '', name: query.name, bytes },
          user.id,
        );
        return positive(presentMediaFile(file));
      }),
    );
  });
}
