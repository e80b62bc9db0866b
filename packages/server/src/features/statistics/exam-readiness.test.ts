import type { Highlights } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAll, buildLearner, startTest, type Learner } from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

/* The sample bank has 63 car questions: ready coverage is 57 of them (90%, rounded up). */
const CAR_QUESTIONS = 63;
const READY_ANSWERED = 57;
const DAY_MS = 24 * 60 * 60 * 1000;

describe(`exam readiness and category progress in the highlights on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  const highlights = async (l: Learner) =>
    (await emitAck<Highlights>(l.socket, 'highlights', { section: 'car' })).data;

  /** Progress tests answered right until at least `answered` questions are covered. */
  async function practise(l: Learner, answered: number): Promise<Highlights> {
    for (let i = 0; i < 10; i++) {
      const h = await highlights(l);
      if (h.answered >= answered) return h;
      const test = (await startTest(l.socket, { section: 'car', type: 'progress' })).data;
      await answerAll(server, l.socket, test);
    }
    throw new Error(`still fewer than ${answered} questions answered`);
  }

  it('a new student is not ready: the whole bank, the practice and three simulations missing', async () => {
    const h = await highlights(await buildLearner(server));
    expect(h.readiness).toEqual({
      level: 'notReady',
      coverage: 0,
      recentSuccess: null,
      passedInRow: 0,
      gaps: [
        { kind: 'coverage', questions: READY_ANSWERED },
        { kind: 'practice', answers: 50 },
        { kind: 'simulations', simulations: 3 },
      ],
    });
    expect(h.categories.reduce((n, c) => n + c.total, 0)).toBe(CAR_QUESTIONS);
    expect(h.categories.every((c) => c.answered === 0 && c.progress === 0)).toBe(true);
  });

  it('one test of 20 right: 20 answered, shown per category with their progress', async () => {
    const learner = await buildLearner(server);
    const test = (await startTest(learner.socket, { section: 'car', type: 'progress' })).data;
    await answerAll(server, learner.socket, test);
    const h = await highlights(learner);
    expect(h.readiness).toMatchObject({
      level: 'notReady',
      coverage: 31, // 20 × 100 / 63 = 31.7, rounded down
      recentSuccess: null,
      gaps: [
        { kind: 'coverage', questions: READY_ANSWERED - 20 },
        { kind: 'practice', answers: 30 },
        { kind: 'simulations', simulations: 3 },
      ],
    });
    const byCategory = new Map<number, number>();
    for (const q of test.questions)
      byCategory.set(q.categoryId, (byCategory.get(q.categoryId) ?? 0) + 1);
    for (const c of h.categories) {
      const answered = byCategory.get(c.categoryId) ?? 0;
      // One right answer gives a question 40 of progress; the category's mean, rounded.
      expect(c).toMatchObject({ answered, progress: Math.round((answered * 40) / c.total) });
    }
  });

  it('the bank covered and answered right: nearly, then one passed simulation leaves two', async () => {
    const learner = await buildLearner(server);
    const covered = await practise(learner, READY_ANSWERED);
    expect(covered.readiness).toMatchObject({
      level: 'nearly',
      recentSuccess: 100,
      passedInRow: 0,
      gaps: [{ kind: 'simulations', simulations: 3 }],
    });

    const simulation = (await startTest(learner.socket, { section: 'car', type: 'simulation' }))
      .data;
    await answerAll(server, learner.socket, simulation);
    const passed = await highlights(learner);
    expect(passed.readiness).toMatchObject({
      level: 'nearly',
      passedInRow: 1,
      gaps: [{ kind: 'simulations', simulations: 2 }],
    });

    // Fifteen days on, neither the pass nor the answers are recent any more.
    const db = server.ctx.db;
    await db
      .updateTable('tests')
      .set({ date_completed: Date.now() - 15 * DAY_MS })
      .where('id', '=', simulation.id)
      .execute();
    await db
      .updateTable('daily_activity')
      .set({ day: '2000-01-01' })
      .where('student_id', '=', learner.id)
      .execute();
    const later = await highlights(learner);
    expect(later.readiness).toMatchObject({
      level: 'notReady',
      recentSuccess: null,
      passedInRow: 0,
      gaps: [
        { kind: 'practice', answers: 50 },
        { kind: 'simulations', simulations: 3 },
      ],
    });
  });

  it('three passed simulations in a row make the section ready; a failed one takes it back', async () => {
    const learner = await buildLearner(server);
    await practise(learner, READY_ANSWERED);
    for (let i = 0; i < 3; i++) {
      const simulation = (await startTest(learner.socket, { section: 'car', type: 'simulation' }))
        .data;
      await answerAll(server, learner.socket, simulation);
    }
    expect((await highlights(learner)).readiness).toMatchObject({
      level: 'ready',
      passedInRow: 3,
      gaps: [],
    });

    const failing = (await startTest(learner.socket, { section: 'car', type: 'simulation' })).data;
    await answerAll(server, learner.socket, failing, new Set(failing.questions.map((q) => q.id)));
    const after = await highlights(learner);
    expect(after.readiness.level).toBe('nearly');
    expect(after.readiness.gaps).toContainEqual({ kind: 'simulations', simulations: 3 });
  });
});
