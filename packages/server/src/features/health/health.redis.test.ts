import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/test-server.js';

const redisUrl = process.env.TEST_REDIS_URL ?? '';

/* Run with TEST_REDIS_URL (the *.redis.test.ts files). */
describe.skipIf(!redisUrl)('readiness with Redis', () => {
  it('/readyz checks Redis when it is configured', async () => {
    const server = await startTestServer({ REDIS_URL: redisUrl }, { seedContent: false });
    try {
      // A readiness check may take its 2 s limit on a loaded machine (CI beside other work):
      // wait for a ready answer rather than judge by the first one.
      const checks = async () => {
        const res = await fetch(`${server.url}/readyz`);
        return { http: res.status, body: (await res.json()) as unknown };
      };
      await expect
        .poll(checks, { timeout: 20_000, interval: 250 })
        .toMatchObject({ http: 200, body: { status: 'ready', checks: { redis: 'ok' } } });
    } finally {
      await server.stop();
    }
  });
});
