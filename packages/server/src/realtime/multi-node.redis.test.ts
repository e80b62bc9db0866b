import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '../test/test-database.js';
import { translate } from '@kokpit/shared';
import { buildStudent, buildUser } from '../test/factories.js';
import { signInToken } from '../test/learning.js';
import { emitAck, nextPush, startTestServer, type TestServer } from '../test/test-server.js';

const redisUrl = process.env.TEST_REDIS_URL ?? '';

describe.skipIf(!redisUrl)(`two nodes behind the Redis adapter (${testDialect()})`, () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    a = await startTestServer({ REDIS_URL: redisUrl }, { database });
    b = await startTestServer({ REDIS_URL: redisUrl }, { database });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.cleanup();
  });

  it('forceUnique on one node signs out a session held on the other node', async () => {
    const user = await buildUser(a.ctx.db);
    const onA = await a.connect('/app', { lang: 'en' });
    expect(
      (await emitAck(onA, 'auth', { username: user.username, password: user.password })).isPositive,
    ).toBe(true);
    const pushed = nextPush<{ message: string }>(onA, 'signout');
    const onB = await b.connect('/app', { lang: 'en' });
    const forced = await emitAck(onB, 'auth', {
      username: user.username,
      password: user.password,
      forceUnique: true,
    });
    expect(forced.isPositive).toBe(true);
    expect((await pushed).message).toBe(
      'You were signed out because you signed in on another device.',
    );
    onB.disconnect();
  });

  it('a language chosen on one node applies to the sockets of the user on the other node', async () => {
    const user = await buildStudent(a.ctx.db);
    const token = await signInToken(a, user);
    const onA = await a.connect('/app', { lang: 'en' });
    expect((await emitAck(onA, 'auth', { token })).isPositive).toBe(true);
    const onB = await b.connect('/student', { token, lang: 'en' });
    expect((await emitAck(onA, 'set-language', { lang: 'sq' })).isPositive).toBe(true);
    const expected = translate('sq', 'test.notRunning');
    await expect
      .poll(async () => (await emitAck(onB, 'test-resume', { id: 999_999 })).message)
      .toBe(expected);
    onA.disconnect();
    onB.disconnect();
  });
});
