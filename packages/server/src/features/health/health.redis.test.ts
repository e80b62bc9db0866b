import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../test/test-server.js';

const redisUrl = process.env.TEST_REDIS_URL ?? '';

/* Run with TEST_REDIS_URL (the *.redis.test.ts files). */
describe.skipIf(!redisUrl)('readiness with Redis', () => {
  it('/readyz checks Redis when it is configured', async () => {
    const server = await startTestServer({ REDIS_URL: redisUrl }, { seedContent: false });
    try {
      const res = await fetch(`${server.url}/readyz`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { checks: object }).checks).toMatchObject({ redis: 'ok' });
    } finally {
      await server.stop();
    }
  });
});
