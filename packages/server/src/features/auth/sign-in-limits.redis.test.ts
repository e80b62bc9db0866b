import { ResultCode } from '@kokpit/shared';
import { io as ioClient } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.js';
import { createTestDatabase, testDialect, type TestDatabase } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';
import { SIGN_IN_BUDGETS } from './sign-in-limits.js';

const redisUrl = process.env.TEST_REDIS_URL ?? '';

describe.skipIf(!redisUrl)(
  `two nodes share one sign-in limit through Redis (${testDialect()})`,
  () => {
    let database: TestDatabase;
    let a: TestServer;
    let b: TestServer;
    // Counters outlive a run in Redis: each run speaks from its own (proxy-told) address.
    const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`; // prettier-ignore
    const env = { REDIS_URL: redisUrl, RATE_LIMITS: 'on', TRUSTED_PROXIES: '127.0.0.1' };
    beforeAll(async () => {
      database = await createTestDatabase();
      a = await startTestServer(env, { database, seedContent: false });
      b = await startTestServer(env, { database, seedContent: false });
    });
    afterAll(async () => {
      await a?.stop();
      await b?.stop();
      await database?.cleanup();
    });

    it('failures on one node (REST) and the other (/app) spend the same budget', async () => {
      const user = await buildUser(a.ctx.db);
      const headers = { 'x-forwarded-for': address };
      const rest = (server: TestServer, password: string) =>
        server.api(`/user/signin?username=${user.username}&password=${password}`, { headers });
      const socket = async (server: TestServer, password: string) => {
        const s = ioClient(`${server.url}/app`, {
          extraHeaders: headers,
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
        });
        try {
          return await emitAck(s, 'auth', { username: user.username, password });
        } finally {
          s.disconnect();
        }
      };
      for (let i = 0; i < SIGN_IN_BUDGETS.pair.failures; i++) {
        const reply =
          i % 2 === 0 ? (await rest(a, `wrong${i}`)).body : await socket(b, `wrong${i}`);
        expect(reply.code).toBe(ResultCode.invalidCredentials);
      }
      expect((await rest(b, 'again')).body.code).toBe(ResultCode.rateLimited);
      expect((await socket(a, user.password)).code).toBe(ResultCode.rateLimited);
      // Another address is untouched by this pair's failures, on either node.
      const other = await b.connect('/app', { lang: 'en' });
      expect((await emitAck(other, 'auth', { username: user.username, password: user.password })).isPositive).toBe(true); // prettier-ignore
    });
  },
);
