import type { OutgoingHttpHeaders } from 'node:http';
import { canOperate, exportRequestSchema } from '@kokpit/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/app-context.js';
import { validate } from '../../core/validate.js';
import { errorEnvelope } from '../../realtime/events.js';
import { requestLanguage, sendEnvelope } from '../../http/rest.js';
import { routeGuard } from '../auth/route-guard.js';
import { startExport, type ExportJob } from './export.service.js';

/**
 * POST /api/{product}/v1.0/admin/exports — a list's rows as a file (JSON body: the list's
 * query, the format, the CSV delimiter, the client's export id), streamed as it is read.
 * Operators only (X-Api-Token). Closing the download cancels the export.
 */
export function registerExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const guard = routeGuard(ctx, {
    policy: canOperate,
    rateLimit: { limit: 30, windowMs: 60_000, name: 'rest:admin-exports' },
  });
  app.post('/admin/exports', async (request, reply) => {
    const lang = requestLanguage(request);
    // The response closing before its end is the download gone away (closed, aborted, lost):
    // the export stops reading, or never starts when it was still waiting its turn. (The
    // request's own 'close' comes once its body is read.)
    const download = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) download.abort();
    });
    let job: ExportJob;
    try {
      const { user } = await guard(request);
      const input = validate(exportRequestSchema, request.body ?? {});
      job = await startExport(ctx, input, user.id, download.signal, request.ip);
    } catch (error) {
      return sendEnvelope(reply, errorEnvelope(error, lang, ctx, 'POST /admin/exports'));
    }
    job.done.catch((err: unknown) => ctx.logger.error({ err }, 'export failed'));
    // The file goes straight from the export thread's ring to the socket (export-thread.ts),
    // so the reply is written here, with the headers every reply has.
    reply
      .header('content-type', job.contentType)
      .header('content-disposition', `attachment; filename="${job.filename}"`)
      .header('x-export-total', String(job.total))
      .header('cache-control', 'no-store')
      .hijack();
    reply.raw.writeHead(200, reply.getHeaders() as OutgoingHttpHeaders);
    job.writeTo(reply.raw);
  });
}
