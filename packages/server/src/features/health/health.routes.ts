import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../core/app-context.js';
import { metricsOf } from './metrics.js';
import { readiness } from './readiness.js';

/**
 * For the proxy and the monitoring, at the site root: `/healthz` (the process answers),
 * `/readyz` (it can serve: database, Redis when configured, migrations; a node shutting down
 * cannot), `/metrics` (Prometheus). The front door keeps /metrics off the public site
 * (docs/DEPLOYMENT.md).
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

  app.get('/metrics', async (_request, reply) => {
    const { registry } = metricsOf(ctx);
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}
