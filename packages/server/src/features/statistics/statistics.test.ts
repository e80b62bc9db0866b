import {
  ResultCode,
  type Highlights,
  type SectionStatistics,
  type TestTypeStats,
  type TestView,
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
} from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';
import type { PresentedQuestion } from '../practice/practice.presenter.js';
import { athensDay } from './athens-day.js';

/* The sample bank is seeded: 63 car questions. Every figure below is worked out by hand. */
const CAR_QUESTIONS = 63;
const zero: TestTypeStats = { count: 0, answers: 0, right: 0 };

describe(`highlights and statistics on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  const highlights = (l: Learner, payload?: object) =>
    emitAck<Highlights>(l.socket, 'highlights', payload);
  const statistics = (l: Learner, payload?: object) =>
    emitAck<SectionStatistics>(l.socket, 'statistics', payload);

  it('a student who has answered nothing sees zeros and the whole bank remaining', async () => {
    const learner = await buildLearner(server);
    const h = await highlights(learner, { section: 'car' });
    const { readiness, categories, passProbability, ...figures } = h.data;
    expect(readiness.level).toBe('notReady');
    // Thirty guesses with at most one wrong: 30·(1/3)^29·(2/3) + (1/3)^30, about 4e-13.
    expect(passProbability).toBeGreaterThan(0);
    expect(passProbability).toBeLessThan(1e-12);
    expect(categories.every((c) => c.answered === 0 && c.progress === 0)).toBe(true);
    expect(figures).toEqual({
      section: 'car',
      progress: 0,
      success: 0,
      remaining: CAR_QUESTIONS,
      power: 0,
      learned: 0,
      total: CAR_QUESTIONS,
      answered: 0,
      todayReplies: 0,
      daily: { min: 150, max: 250, today: 0, remaining: 150, state: 'below' },
      simulation: { blocked: 'lowSuccess' },
      progressCap: 100,
      runningTest: null,
      examDate: null,
    });
    const s = await statistics(learner, { section: 'car' });
    expect(s.data).toMatchObject({
      code: 'car',
      testsTotal: 0,
      questionStats: [],
      simulations: [],
      errors: [],
    });
    expect(s.data.testStats).toEqual({
      progress: zero,
      category: zero,
      errors: zero,
      simulation: { ...zero, passed: 0 },
      theory: zero,
    });
    expect(s.data.categoryStats.reduce((n, c) => n + c.total, 0)).toBe(CAR_QUESTIONS);
    expect(s.data.categoryStats.every((c) => c.answered === 0 && c.progress === 0)).toBe(true);
  });

  it('8 right and 2 wrong of 10: progress 5%, success 80%, power 7%', async () => {
    const learner = await buildLearner(server);
    const test = (
      await startTest(learner.socket, { section: 'car', type: 'progress', options: { count: 10 } })
    ).data;
    const wrong = new Set(test.questions.slice(8).map((q) => q.id));
    await answerAll(server, learner.socket, test, wrong);

    // progress: 8 × 40 / 63 = 5.08 → 5; power: 2 × (1 wrong / divisor 3) / 10 answered = 6.7% → 7.
    const h = await highlights(learner, { section: 'car' });
    expect(h.data).toMatchObject({
      progress: 5,
      success: 80,
      remaining: CAR_QUESTIONS,
      power: 7,
      learned: 0,
      answered: 10,
      todayReplies: 10,
      daily: { today: 10, remaining: 140, state: 'below' },
      simulation: { blocked: 'lowSuccess' },
      runningTest: null,
    });
    // Eight questions now remembered lift the chance of passing above thirty guesses'.
    expect(h.data.passProbability).toBeGreaterThan(1e-12);

    const s = (await statistics(learner, { section: 'car' })).data;
    expect(s.testsTotal).toBe(1);
    expect(s.testStats.progress).toEqual({ count: 1, answers: 10, right: 8 });
    expect(s.questionStats).toHaveLength(10);
    for (const q of s.questionStats) {
      const right = !wrong.has(q.id);
      expect(q).toMatchObject({
        level: 1,
        progress: right ? 40 : 0,
        replies: 1,
        correct: right ? 1 : 0,
        correctInRow: right ? 1 : 0,
        testViewed: test.id,
      });
    }
    expect(s.errors).toEqual(
      [...wrong]
        .sort((a, b) => a - b)
        .map((questionId) => expect.objectContaining({ questionId, wrong: 1, strength: 0.333 })),
    );
    // Per category: the answered questions of the test in it, 40 per right answer over its size.
    for (const c of s.categoryStats) {
      const mine = test.questions.filter((q) => q.categoryId === c.categoryId);
      const right = mine.filter((q) => !wrong.has(q.id)).length;
      expect(c).toMatchObject({
        answered: mine.length,
        replies: mine.length,
        correct: right,
        progress: Math.round((40 * right) / c.total),
      });
      expect(c.name.length).toBeGreaterThan(0);
    }
    const today = s.visits.find((v) => v.day === athensDay(Date.now()));
    expect(today).toMatchObject({ replies: 10, correct: 8 });
  });

  it('strong errors cost success points; a running test is offered for resuming', async () => {
    const learner = await buildLearner(server);
    const first = (
      await startTest(learner.socket, { section: 'car', type: 'progress', options: { count: 5 } })
    ).data;
    const q = first.questions[0]!;
    await answerAll(server, learner.socket, first, new Set([q.id]));
    for (let i = 0; i < 2; i++) {
      const errors = (await startTest(learner.socket, { section: 'car', type: 'errors' })).data;
      expect(errors.questions.map((x) => x.id)).toEqual([q.id]);
      await answerAll(server, learner.socket, errors, new Set([q.id]));
    }
    // 4 right of 7, one question wrong three times: 57.1 − 5 × (1 / 20) = 56.9 → 57.
    // Power: that question's strength is 3 / 3 = 1, over 5 answered → 20%.
    const running = (
      await startTest(learner.socket, { section: 'car', type: 'progress', options: { count: 5 } })
    ).data;
    const h = (await highlights(learner, { section: 'car' })).data;
    expect(h).toMatchObject({ success: 57, power: 20, progress: 3, answered: 5, todayReplies: 7 });
    expect(h.runningTest).toEqual({ id: running.id, type: 'progress', answered: 0, total: 5 });
    const s = (await statistics(learner, { section: 'car' })).data;
    expect(s.errors[0]).toMatchObject({ questionId: q.id, wrong: 3, strength: 1 });
    expect(s.testStats.errors).toEqual({ count: 2, answers: 2, right: 0 });
  });

  it('a question shared by several sections moves the standing of each, the answers of one', async () => {
    const learner = await buildLearner(server);
    const shared = await server.ctx.db
      .selectFrom('section_questions as a')
      .innerJoin('section_questions as b', 'b.question_id', 'a.question_id')
      .select('a.question_id')
      .where('a.section_code', '=', 'car')
      .where('b.section_code', '=', 'bike')
      .execute();
    const test = (
      await startTest(learner.socket, { section: 'car', type: 'progress', options: { count: 50 } })
    ).data;
    await answerAll(server, learner.socket, test);
    const inBoth = test.questions.filter((q) => shared.some((s) => s.question_id === q.id)).length;
    expect(inBoth).toBeGreaterThan(0);
    const bike = await server.ctx.db
      .selectFrom('section_stats')
      .selectAll()
      .where('student_id', '=', learner.id)
      .where('section_code', '=', 'bike')
      .executeTakeFirstOrThrow();
    expect(bike).toMatchObject({ replies: 0, correct: 0, progress_sum: 40 * inBoth });
  });

  it('without a section: the current one, else "Section not set"; unknown: not found', async () => {
    const learner = await buildLearner(server);
    const notSet = await highlights(learner);
    expect(notSet).toMatchObject({
      isPositive: false,
      code: ResultCode.general,
      message: 'Section not set',
    });
    expect((await statistics(learner, {})).message).toBe('Section not set');
    await server.ctx.db
      .updateTable('users')
      .set({ section_code: 'car' })
      .where('id', '=', learner.id)
      .execute();
    expect((await statistics(learner)).data.code).toBe('car');
    expect((await highlights(learner)).data.section).toBe('car');
    expect((await highlights(learner, { section: 'tram' })).message).toBe('Section not found');
    const bad = await statistics(learner, { section: 'car', extra: true });
    expect(bad.code).toBe(ResultCode.validation);
  });

  it('the /student events refuse a socket without a session', async () => {
    const anonymous = await server.connect('/student').catch((e: Error) => e);
    expect(anonymous).toBeInstanceOf(Error);
  });

  it('the errors carry their texts in the student language: question, picture, answers', async () => {
    for (const lang of ['en', 'el']) {
      const learner = await buildLearner(server, { lang });
      const test = (
        await startTest(learner.socket, { section: 'car', type: 'progress', options: { count: 5 } })
      ).data as unknown as TestView<PresentedQuestion>;
      const [q, later] = test.questions as [PresentedQuestion, PresentedQuestion];
      await answerAll(server, learner.socket, test, new Set([q.id, later.id]));
      // The second one is then answered right: its latest answer is no longer a wrong one.
      const again = (await startTest(learner.socket, { section: 'car', type: 'errors' }))
        .data as unknown as TestView<PresentedQuestion>;
      const onlyLater = { ...again, questions: again.questions.filter((x) => x.id === later.id) };
      await answerAll(server, learner.socket, onlyLater);

      const errors = (await statistics(learner, { section: 'car' })).data.errors;
      const wrongPick = q.answers.find((a) => !a.isCorrect)!;
      expect(errors.find((e) => e.questionId === q.id)).toEqual({
        questionId: q.id,
        wrong: 1,
        strength: 0.333,
        question: q.question,
        photo: q.photo,
        rightAnswer: q.answers.find((a) => a.isCorrect)!.answer,
        lastWrongAnswer: wrongPick.answer,
        lastRevealed: false,
      });
      expect(errors.find((e) => e.questionId === later.id)).toMatchObject({
        question: later.question,
        lastWrongAnswer: null,
      });
    }
  });

  it('the errors tab and the errors test count the same questions; a revealed answer is listed as such', async () => {
    const learner = await buildLearner(server);
    const first = (
      await startTest(learner.socket, { section: 'car', type: 'progress', options: { count: 5 } })
    ).data;
    const [a, b, c] = first.questions as [QuestionView, QuestionView, QuestionView];
    await answerAll(server, learner.socket, { ...first, questions: [a, b] }, new Set([a.id, b.id]));
    // The third: its right answer picked after "show correct answer".
    const key = await answerKey(server, [c.id]);
    const revealed = await emitAck(learner.socket, 'test-record', {
      testId: first.id,
      reply: { id: replyId(), questionId: c.id, answerId: key.get(c.id)!.right, revealed: true },
    });
    expect(revealed.data).toMatchObject({ correct: false, revealed: true });
    let s = (await statistics(learner, { section: 'car' })).data;
    expect(s.errorCount).toBe(3);
    expect(s.errors.find((e) => e.questionId === c.id)).toMatchObject({
      lastRevealed: true,
      lastWrongAnswer: null,
    });
    expect(s.errors.find((e) => e.questionId === a.id)).toMatchObject({ lastRevealed: false });

    // a and b learned in errors tests (three right answers: 40, 70, 95); c left wrong.
    for (let i = 0; i < 3; i++) {
      const errors = (await startTest(learner.socket, { section: 'car', type: 'errors' })).data;
      expect(new Set(errors.questions.map((q) => q.id))).toEqual(new Set([a.id, b.id, c.id]));
      const learnt = { ...errors, questions: errors.questions.filter((q) => q.id !== c.id) };
      await answerAll(server, learner.socket, learnt);
      await emitAck(learner.socket, 'test-cancel', { id: errors.id });
    }
    s = (await statistics(learner, { section: 'car' })).data;
    expect(s.errorCount).toBe(1);
    expect(s.errors.map((e) => e.questionId)).toEqual([c.id]);
    const last = (await startTest(learner.socket, { section: 'car', type: 'errors' })).data;
    expect(last.questions.map((q) => q.id)).toEqual([c.id]);
    await answerAll(server, learner.socket, last);
    // c once right is not learned yet: still in both.
    s = (await statistics(learner, { section: 'car' })).data;
    expect(s.errorCount).toBe(1);
    expect(s.errors[0]).toMatchObject({ questionId: c.id, lastRevealed: false, lastWrongAnswer: null }); // prettier-ignore
  });
});
