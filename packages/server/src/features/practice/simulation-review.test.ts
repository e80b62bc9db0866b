import { ResultCode, type FinishedSimulation } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerAll,
  answerKey,
  buildLearner,
  startTest,
  type Learner,
  type QuestionView,
} from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

type Review = FinishedSimulation<QuestionView & { photo: string | null; question: string }>;

describe(`reviewing a past simulation on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  /** A learner whose 20 right practice answers open the ministry simulation. */
  async function practised(): Promise<Learner> {
    const learner = await buildLearner(server);
    const test = (await startTest(learner.socket, { section: 'car', type: 'progress' })).data;
    await answerAll(server, learner.socket, test);
    return learner;
  }

  const review = (learner: Learner, id: number) =>
    emitAck<Review>(learner.socket, 'simulation-review', { id });

  it("shows the student's own finished simulation: every question, the answer given and the right one", async () => {
    const learner = await practised();
    const exam = (await startTest(learner.socket, { section: 'car', type: 'simulation' })).data;
    // 27 answered (the second one wrong), 3 left open, then handed in.
    const answered = exam.questions.slice(0, 27);
    const wrongId = answered[1]!.id;
    await answerAll(server, learner.socket, { ...exam, questions: answered }, new Set([wrongId]));
    const handedIn = await emitAck(learner.socket, 'test-finish', { id: exam.id });
    expect(handedIn.isPositive).toBe(true);

    const r = await review(learner, exam.id);
    expect(r.isPositive).toBe(true);
    expect(r.data).toMatchObject({
      id: exam.id,
      section: 'car',
      status: 'completed',
      timedOut: false,
      result: { passed: false, errors: 4, errorsAllowed: 1 },
    });
    const questions = r.data.result.questions;
    expect(questions.map((q) => q.id)).toEqual(exam.questions.map((q) => q.id));
    const key = await answerKey(
      server,
      questions.map((q) => q.id),
    );
    questions.forEach((q, i) => {
      const k = key.get(q.id)!;
      const given = i >= 27 ? null : q.id === wrongId ? k.wrong : k.right;
      expect(q.reply, `question ${i + 1}: the answer given`).toBe(given);
      expect(q.answers.find((a) => a.isCorrect === true)?.id, 'the right answer').toBe(k.right);
      expect(q).toHaveProperty('photo');
      expect(q.question.length).toBeGreaterThan(0);
    });
  });

  it("answers another student's simulation exactly like one that does not exist", async () => {
    const owner = await practised();
    const exam = (await startTest(owner.socket, { section: 'car', type: 'simulation' })).data;
    await answerAll(server, owner.socket, exam);
    const stranger = await buildLearner(server);

    const theirs = await review(stranger, exam.id);
    const missing = await review(stranger, 987_654);
    expect(theirs).toMatchObject({
      isPositive: false,
      code: ResultCode.notFound,
      message: 'This exam was not found among your finished exams.',
    });
    expect(theirs.message).toBe(missing.message);
    expect(theirs.code).toBe(missing.code);
    expect(theirs.data ?? null).toEqual(missing.data ?? null);
    // The owner still sees it.
    expect((await review(owner, exam.id)).isPositive).toBe(true);
  });

  it('keeps a running simulation closed and does not review practice tests', async () => {
    const learner = await practised();
    const exam = (await startTest(learner.socket, { section: 'car', type: 'simulation' })).data;
    await answerAll(server, learner.socket, { ...exam, questions: exam.questions.slice(0, 2) });

    const running = await review(learner, exam.id);
    expect(running).toMatchObject({
      isPositive: false,
      code: ResultCode.general,
      message: 'This exam is still running: hand it in first to see its answers.',
    });
    expect(running.data).not.toHaveProperty('result');

    const progress = await server.ctx.db
      .selectFrom('tests')
      .select('id')
      .where('student_id', '=', learner.id)
      .where('type', '=', 'progress')
      .executeTakeFirstOrThrow();
    expect(await review(learner, progress.id)).toMatchObject({
      isPositive: false,
      code: ResultCode.notFound,
    });

    // Handed in, the same exam opens.
    await emitAck(learner.socket, 'test-finish', { id: exam.id });
    const done = await review(learner, exam.id);
    expect(done.isPositive).toBe(true);
    expect(done.data.result.questions.filter((q) => q.reply !== null)).toHaveLength(2);
  });
});
