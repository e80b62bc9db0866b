import {
  SIMULATION_GRACE_MS,
  type FinishedSimulation,
  type Highlights,
  type RecordResult,
  type SectionStatistics,
} from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerAll,
  answerKey,
  buildLearner,
  replyId,
  startTest,
  type Learner,
  type QuestionView,
  type Test,
} from '../../test/learning.js';
import { createTestDatabase, testDialect, type TestDatabase } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

type Finished = FinishedSimulation<QuestionView>;
const simulation = { section: 'car', type: 'simulation' };
const EXAM_MS = 35 * 60_000;

describe(`simulations end on the server (${testDialect()})`, () => {
  let database: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({}, { database });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.cleanup();
  });

  /** A learner allowed to sit the exam (20 right answers), with a simulation started. */
  async function examinee(on = server): Promise<{ learner: Learner; exam: Test }> {
    const learner = await buildLearner(on);
    const practice = (await startTest(learner.socket, { section: 'car', type: 'progress' })).data;
    await answerAll(on, learner.socket, practice);
    const exam = (await startTest(learner.socket, simulation)).data;
    return { learner, exam };
  }

  /** Moves the exam's start into the past, as if `ms` had gone by. */
  const age = (testId: number, ms: number) =>
    database.handle.db
      .updateTable('tests')
      .set((eb) => ({ date_started: eb('date_started', '-', ms) }))
      .where('id', '=', testId)
      .execute();

  async function answer(learner: Learner, exam: Test, count: number, wrong = 0) {
    const key = await answerKey(
      server,
      exam.questions.map((q) => q.id),
    );
    const sent = [];
    for (const [i, q] of exam.questions.slice(0, count).entries()) {
      const k = key.get(q.id)!;
      const reply = { id: replyId(), questionId: q.id, answerId: i < wrong ? k.wrong : k.right };
      const r = await emitAck<RecordResult>(learner.socket, 'test-record', {
        testId: exam.id,
        reply,
      });
      expect(r.isPositive).toBe(true);
      sent.push(reply);
    }
    return sent;
  }

  const statistics = (learner: Learner) =>
    emitAck<SectionStatistics>(learner.socket, 'statistics', { section: 'car' });

  it('a student who finishes early gets the verdict, unanswered questions as errors', async () => {
    const { learner, exam } = await examinee();
    await answer(learner, exam, 3, 1);
    const r = await emitAck<Finished>(learner.socket, 'test-finish', { id: exam.id });
    expect(r.isPositive).toBe(true);
    expect(r.data).toMatchObject({ id: exam.id, status: 'completed', timedOut: false });
    expect(r.data.result).toMatchObject({ passed: false, errors: 28, errorsAllowed: 1 });
    expect(r.data.result.questions).toHaveLength(30);
    expect(r.data.result.questions.filter((q) => q.reply !== null)).toHaveLength(3);
    expect(r.data.result.questions.every((q) => q.answers.some((a) => a.isCorrect === true))).toBe(
      true,
    );

    // Asking again answers the same verdict and counts nothing twice.
    const again = await emitAck<Finished>(learner.socket, 'test-finish', { id: exam.id });
    expect(again.data).toEqual(r.data);
    const stats = (await statistics(learner)).data;
    expect(stats.simulations).toEqual([
      { testId: exam.id, date: r.data.dateCompleted, errors: 28, passed: false, questions: 30 },
    ]);
    expect(stats.testStats.simulation).toEqual({ count: 1, answers: 3, right: 2, passed: 0 });
    const late = await emitAck(learner.socket, 'test-record', {
      testId: exam.id,
      reply: { id: replyId(), questionId: exam.questions[5]!.id, answerId: 1 },
    });
    expect(late.message).toBe('Not running a test.');
  });

  it('only a simulation of the student can be finished', async () => {
    const { learner, exam } = await examinee();
    const other = await buildLearner(server);
    const stranger = await emitAck(other.socket, 'test-finish', { id: exam.id });
    expect(stranger).toMatchObject({ isPositive: false, message: 'Not running a test.' });
    await emitAck(learner.socket, 'test-cancel', { id: exam.id });
    const practice = (await startTest(learner.socket, { section: 'car', type: 'progress' })).data;
    for (const id of [exam.id, practice.id]) {
      const r = await emitAck(learner.socket, 'test-finish', { id });
      expect(r).toMatchObject({ isPositive: false, message: 'Not running a test.' });
    }
  });

  it('an answer after the time and its grace completes the exam and is refused', async () => {
    const { learner, exam } = await examinee();
    await age(exam.id, EXAM_MS + SIMULATION_GRACE_MS + 1000);
    const late = await emitAck(learner.socket, 'test-record', {
      testId: exam.id,
      reply: { id: replyId(), questionId: exam.questions[0]!.id, answerId: 1 },
    });
    expect(late).toMatchObject({
      isPositive: false,
      message: 'The exam time is up: the answer was not recorded.',
    });
    const r = await emitAck<Finished>(learner.socket, 'test-finish', { id: exam.id });
    expect(r.data).toMatchObject({ timedOut: true, result: { passed: false, errors: 30 } });
    expect(r.data.dateCompleted).toBe(r.data.dateStarted + EXAM_MS);
  });

  it('an answer within the grace still counts', async () => {
    const { learner, exam } = await examinee();
    await age(exam.id, EXAM_MS + 1000);
    const [reply] = await answer(learner, exam, 1);
    expect(reply).toBeDefined();
    const hl = await emitAck<Highlights>(learner.socket, 'highlights', { section: 'car' });
    expect(hl.data.runningTest).toMatchObject({ id: exam.id, answered: 1 });
  });

  it('an exam left open is completed when the student comes back, even after a restart', async () => {
    const { learner, exam } = await examinee();
    const sent = await answer(learner, exam, 2);
    // The server restarts (nothing in memory), and the exam's time runs out meanwhile.
    const again = await startTestServer({}, { database });
    try {
      await age(exam.id, EXAM_MS + SIMULATION_GRACE_MS + 1000);
      const socket = await again.connect('/student', { token: learner.token, lang: 'en' });
      const queued = [sent[0]!, { id: replyId(), questionId: exam.questions[2]!.id, answerId: 1 }];
      const commit = await emitAck<{ results: RecordResult[]; refused: { message: string }[] }>(
        socket,
        'test-record/commit',
        { testId: exam.id, replies: queued },
      );
      expect(commit).toMatchObject({ isPositive: false, message: '1 replies were not recorded' });
      expect(commit.data.results).toEqual([
        expect.objectContaining({ replyId: sent[0]!.id, duplicate: true, testCompleted: true }),
      ]);
      expect(commit.data.refused).toEqual([
        expect.objectContaining({
          id: queued[1]!.id,
          message: 'The exam time is up: the answer was not recorded.',
        }),
      ]);
      const stats = await emitAck<SectionStatistics>(socket, 'statistics', { section: 'car' });
      expect(stats.data.simulations[0]).toMatchObject({
        testId: exam.id,
        errors: 28,
        passed: false,
      });
      expect(stats.data.testStats.simulation).toMatchObject({ count: 1, answers: 2, right: 2 });
    } finally {
      await again.stop();
    }
  });

  it('reading statistics completes an expired exam; a new exam is not held back', async () => {
    const { learner, exam } = await examinee();
    await answer(learner, exam, 1);
    await age(exam.id, EXAM_MS + SIMULATION_GRACE_MS + 1000);
    const hl = await emitAck<Highlights>(learner.socket, 'highlights', { section: 'car' });
    expect(hl.data.runningTest).toBeNull();
    expect(hl.data.simulation.blocked).toBeNull();
    const stats = (await statistics(learner)).data;
    expect(stats.simulations.map((s) => s.testId)).toEqual([exam.id]);
    const resumed = await emitAck(learner.socket, 'test-resume', { id: exam.id });
    expect(resumed.message).toBe('Not running a test.');
    expect((await startTest(learner.socket, simulation)).isPositive).toBe(true);
  });
});
