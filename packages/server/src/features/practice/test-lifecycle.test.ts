import { ResultCode } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTest } from '../../test/factories.js';
import { answerAll, buildLearner, startTest, type Test } from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

describe(`resuming, restarting and cancelling tests on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  it('resume gives the running test with its answers; cancel stops it; both refuse others', async () => {
    const { socket } = await buildLearner(server);
    const t = (await startTest(socket, { section: 'car', type: 'progress', options: { count: 5 } }))
      .data;
    const [answered] = await answerAll(server, socket, {
      ...t,
      questions: t.questions.slice(0, 1),
    });
    expect(answered?.isPositive).toBe(true);
    const resumed = await emitAck<Test>(socket, 'test-resume', { id: t.id });
    expect(resumed.isPositive).toBe(true);
    expect(resumed.data.questions.map((q) => q.id)).toEqual(t.questions.map((q) => q.id));
    expect(resumed.data.replies).toHaveLength(1);
    expect(resumed.data.replies[0]).toMatchObject({
      questionId: t.questions[0]!.id,
      correct: true,
    });
    expect(resumed.data.questions[0]!.reply).toBe(resumed.data.replies[0]!.answerId);
    // Last changed by its answer (the test's row is not written per answer).
    expect(resumed.data.dateUpdated).toBe(resumed.data.replies[0]!.answeredAt);
    expect(resumed.data.dateUpdated).toBeGreaterThanOrEqual(t.dateStarted);

    const stranger = await buildLearner(server);
    for (const event of ['test-resume', 'test-restart', 'test-cancel']) {
      const r = await emitAck(stranger.socket, event, { id: t.id });
      expect(r).toMatchObject({ isPositive: false, message: 'Not running a test.' });
    }
    const cancelled = await emitAck(socket, 'test-cancel', { id: t.id });
    expect(cancelled).toMatchObject({ isPositive: true, data: { id: t.id, status: 'cancelled' } });
    for (const event of ['test-resume', 'test-restart', 'test-cancel']) {
      const r = await emitAck(socket, event, { id: t.id });
      expect(r.message).toBe('Not running a test.');
    }
    const bad = await emitAck(socket, 'test-resume', { id: -1 });
    expect(bad.code).toBe(ResultCode.validation);
  });

  it('restart asks the same questions in a new test and cancels the old one', async () => {
    const { socket } = await buildLearner(server);
    const t = (await startTest(socket, { section: 'car', type: 'progress', options: { count: 7 } }))
      .data;
    const r = await emitAck<Test>(socket, 'test-restart', { id: t.id });
    expect(r.isPositive).toBe(true);
    expect(r.data.id).not.toBe(t.id);
    expect(r.data).toMatchObject({ type: 'progress', options: { count: 7 }, replies: [] });
    expect(r.data.questions.map((q) => q.id)).toEqual(t.questions.map((q) => q.id));
    const old = await server.ctx.db
      .selectFrom('tests')
      .select('status')
      .where('id', '=', t.id)
      .executeTakeFirstOrThrow();
    expect(old.status).toBe('cancelled');
  });

  // Found by the fuzzer: PostgreSQL refused the empty insert of its questions with a 500.
  it('restarting a running test without questions is refused alike on both databases', async () => {
    const learner = await buildLearner(server);
    const id = await buildTest(server.ctx.db, learner.id);
    const r = await emitAck<Test>(learner.socket, 'test-restart', { id });
    expect(r).toMatchObject({
      isPositive: false,
      code: ResultCode.validation,
      message: 'A test needs at least one question.',
    });
    const tests = await server.ctx.db
      .selectFrom('tests')
      .select(['id', 'status'])
      .where('student_id', '=', learner.id)
      .execute();
    expect(tests).toEqual([{ id, status: 'running' }]);
  });

  it('one running test per section: a new start cancels the running one', async () => {
    const learner = await buildLearner(server);
    const first = (await startTest(learner.socket, { section: 'car', type: 'progress' })).data;
    const second = (await startTest(learner.socket, { section: 'car', type: 'progress' })).data;
    const rows = await server.ctx.db
      .selectFrom('tests')
      .select(['id', 'status'])
      .where('student_id', '=', learner.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: first.id, status: 'cancelled' },
      { id: second.id, status: 'running' },
    ]);
  });
});
