import { negative, ResultCode, translate } from '@kokpit/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/app-context.js';
import { requestLanguage, sendEnvelope } from '../../http/rest.js';
import { addressMatcher } from './address-list.js';
import { metricsOf } from './metrics.js';
import { readiness } from './readiness.js';

/**
 * For the proxy and the monitoring, at the site root: `/healthz` (the process answers),
 * `/readyz` (it can serve: database, Redis when configured, migrations; a node shutting down
 * cannot), `/metrics` (Prometheus, to the addresses of METRICS_ALLOW only). The front door
 * keeps /metrics off the public site too (docs/DEPLOYMENT.md).
 */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', async (_request, reply) => {
    // Shutting down: not ready at once, whatever the database says, so the proxy moves on.
    if (ctx.draining) {
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .send({ status: 'shutting down' });
    }
    const checks = await readiness(ctx);
    const ready = Object.values(checks).every((c) => c === 'ok' || c === 'off');
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });

  // Only to the addresses of METRICS_ALLOW (loopback unless set): the counters describe the
  // node to whoever reads them. Others are answered as if there were nothing here.
  const mayRead = addressMatcher(ctx.config.METRICS_ALLOW);
  app.get('/metrics', async (request, reply) => {
    if (!mayRead(request.ip)) {
      const lang = requestLanguage(request);
      return sendEnvelope(
        reply,
        negative(ResultCode.notFound, translate(lang, 'general.notFound')),
      );
    }
    const { registry } = metricsOf(ctx);
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
