import { canOperate, MEDIA_MAX_BYTES, positive, ResultCode } from '@kokpit/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import { RateLimiter } from '../../core/rate-limiter.js';
import { apiToken } from '../../http/api-token.js';
import { restHandler } from '../../http/rest.js';
import { resumeSession } from '../auth/session.service.js';
import { presentMediaFile } from './media-files.presenter.js';
import { uploadFile } from './media-files.service.js';

/**
 * POST /api/{product}/v1.0/admin/files?folder=…&name=… — one picture's raw bytes (the body,
 * `content-type: application/octet-stream` or the image's type), so the browser can show the
 * upload's progress. Operators only (X-Api-Token of a session with the admin permission).
 */
export function registerMediaFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limiter = new RateLimiter(
    240,
    60_000,
    ctx.config.RATE_LIMITS === 'on',
    ctx.limiterStore,
    'rest:admin-files-upload',
  );
  app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/octet-stream', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'],
      { parseAs: 'buffer', bodyLimit: MEDIA_MAX_BYTES + 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/admin/files',
      restHandler(ctx, async (request: FastifyRequest) => {
        if (!(await limiter.hit(request.ip))) {
          throw new AppError(ResultCode.rateLimited, 'general.rateLimited');
        }
        const token = apiToken(request);
        if (!token) throw AppError.notAuthenticated();
        const { user } = await resumeSession(ctx, token);
        const actor = {
          userId: user.id,
          roles: user.roles,
          permissions: user.permissions,
          schoolId: null,
        };
        if (!canOperate(actor)) throw AppError.forbidden();
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
