import type { RecordResult, SectionStatistics } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerAll,
  buildLearner,
  replyId,
  startTest,
  type Learner,
  type QuestionView,
  type Test,
} from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

type Recorded = RecordResult<QuestionView>;

describe(`ministry simulations on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  /** A learner with 20 answers in the car section, `right` of them right. */
  async function practised(right = 20): Promise<Learner> {
    const learner = await buildLearner(server);
    const test = (await startTest(learner.socket, { section: 'car', type: 'progress' })).data;
    const wrong = new Set(test.questions.slice(right).map((q) => q.id));
    await answerAll(server, learner.socket, test, wrong);
    return learner;
  }

  const simulation = { section: 'car', type: 'simulation' };

  it('is blocked while the success rate is unmeasured or too low', async () => {
    const fresh = await buildLearner(server);
    const r = await startTest(fresh.socket, simulation);
    expect(r).toMatchObject({
      isPositive: false,
      message: 'Your success rate is still too low for the ministry exam: keep practising.',
      data: { blocked: 'lowSuccess' },
    });
    const weak = await practised(11); // 55% < 60%
    const w = await startTest(weak.socket, simulation);
    expect(w.data).toMatchObject({ blocked: 'lowSuccess' });
    const hl = await emitAck<{ simulation: { blocked: string } }>(weak.socket, 'highlights', {
      section: 'car',
    });
    expect(hl.data.simulation.blocked).toBe('lowSuccess');
  });

  it('is blocked while a running test has unanswered questions', async () => {
    const learner = await practised();
    const running = (
      await startTest(learner.socket, { section: 'car', type: 'progress', options: { count: 5 } })
    ).data;
    await answerAll(server, learner.socket, {
      ...running,
      questions: running.questions.slice(0, 1),
    });
    const r = await startTest(learner.socket, simulation);
    expect(r).toMatchObject({
      isPositive: false,
      message: 'Finish or cancel your running test first.',
      data: { blocked: 'unanswered' },
    });
    await emitAck(learner.socket, 'test-cancel', { id: running.id });
    expect((await startTest(learner.socket, simulation)).isPositive).toBe(true);
  });

  it('hides the right answers until completed, then shows the result: passed', async () => {
    const learner = await practised();
    const start = await startTest(learner.socket, simulation);
    expect(start.isPositive).toBe(true);
    const test = start.data;
    expect(test).toMatchObject({ type: 'simulation', minutes: 35, errorsAllowed: 1, options: {} });
    expect(test.questions).toHaveLength(30);
    expect(test.questions.every((q) => q.answers.every((a) => !('isCorrect' in a)))).toBe(true);

    const replies = await answerAll(server, learner.socket, test);
    const first = replies[0]!.data as unknown as Recorded;
    expect(first).toMatchObject({ correct: null, correctAnswerId: null, progress: null });
    const resumed = await emitAck<Test>(learner.socket, 'test-resume', { id: test.id });
    expect(resumed.message).toBe('Not running a test.');

    const last = replies[29]!.data as unknown as Recorded;
    expect(last).toMatchObject({ correct: true, testCompleted: true });
    expect(last.result).toMatchObject({ passed: true, errors: 0, errorsAllowed: 1 });
    expect(last.result!.questions).toHaveLength(30);
    expect(last.result!.questions.every((q) => q.answers.some((a) => a.isCorrect === true))).toBe(
      true,
    );
    expect(last.result!.questions.every((q) => q.reply !== null)).toBe(true);
  });

  it('a running simulation cannot be restarted: it is handed in or abandoned', async () => {
    const learner = await practised();
    const test = (await startTest(learner.socket, simulation)).data;
    const r = await emitAck<Test>(learner.socket, 'test-restart', { id: test.id });
    expect(r).toMatchObject({
      isPositive: false,
      code: 409,
      message: 'A ministry exam cannot be restarted: hand it in or abandon it.',
    });
    // Translated like every refusal.
    const greek = await server.connect('/student', { token: learner.token, lang: 'el' });
    const el = await emitAck(greek, 'test-restart', { id: test.id });
    expect(el.message).toBe(
      'Η εξέταση υπουργείου δεν ξεκινά από την αρχή: παραδώστε την ή εγκαταλείψτε την.',
    );
    greek.disconnect();
    const rows = await server.ctx.db
      .selectFrom('tests')
      .select(['id', 'status'])
      .where('student_id', '=', learner.id)
      .where('type', '=', 'simulation')
      .execute();
    expect(rows).toEqual([{ id: test.id, status: 'running' }]);
    const finished = await emitAck(learner.socket, 'test-finish', { id: test.id });
    expect(finished).toMatchObject({ isPositive: true, data: { status: 'completed' } });

    // Abandoning works too.
    const second = (await startTest(learner.socket, simulation)).data;
    const cancelled = await emitAck(learner.socket, 'test-cancel', { id: second.id });
    expect(cancelled).toMatchObject({ isPositive: true, data: { status: 'cancelled' } });
  });

  it('fails with more errors than allowed', async () => {
    const learner = await practised();
    const test = (await startTest(learner.socket, simulation)).data;
    const wrong = new Set(test.questions.slice(0, 2).map((q) => q.id));
    const replies = await answerAll(server, learner.socket, test, wrong);
    const last = replies[29]!.data as unknown as Recorded;
    expect(last.result).toMatchObject({ passed: false, errors: 2, errorsAllowed: 1 });
    const row = await server.ctx.db
      .selectFrom('tests')
      .select(['status', 'passed'])
      .where('id', '=', test.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'completed', passed: 0 });

    // Resending the last answer (a lost acknowledgement) answers the same result.
    const resend = await emitAck<Recorded>(learner.socket, 'test-record', {
      testId: test.id,
      reply: { id: last.replyId, questionId: last.questionId, answerId: last.answerId },
    });
    expect(resend.data).toEqual({ ...last, duplicate: true });
    const other = await emitAck(learner.socket, 'test-record', {
      testId: test.id,
      reply: { id: replyId(), questionId: last.questionId, answerId: last.answerId },
    });
    expect(other.message).toBe('Not running a test.');

    const pass = (await startTest(learner.socket, simulation)).data;
    await answerAll(server, learner.socket, pass, new Set([pass.questions[0]!.id]));
    const stats = await emitAck<SectionStatistics>(learner.socket, 'statistics', {
      section: 'car',
    });
    expect(stats.data.simulations).toEqual([
      expect.objectContaining({ testId: pass.id, errors: 1, passed: true, questions: 30 }),
      expect.objectContaining({ testId: test.id, errors: 2, passed: false, questions: 30 }),
    ]);
    expect(stats.data.testStats.simulation).toEqual({
      count: 2,
      answers: 60,
      right: 57,
      passed: 1,
    });
    expect(stats.data.testStats.progress).toEqual({ count: 1, answers: 20, right: 20 });
    expect(stats.data.testsTotal).toBe(3);
  });
});
