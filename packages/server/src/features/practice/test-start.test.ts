import { ResultCode, SectionStatus } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAll, buildLearner, startTest } from '../../test/learning.js';
import { tableCounts } from '../../test/table-counts.js';
import { testDialect } from '../../test/test-database.js';
import type { PresentedQuestion } from './practice.presenter.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/* The sample bank (packages/server/content/sample) is seeded: 63 car questions, 9 categories. */
const CAR_QUESTIONS = 63;

describe(`starting tests on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  const carCategories = async () => {
    const rows = await server.ctx.db
      .selectFrom('section_questions as sq')
      .innerJoin('questions as q', 'q.id', 'sq.question_id')
      .select('q.category_id')
      .where('sq.section_code', '=', 'car')
      .groupBy('q.category_id')
      .execute();
    return rows.map((r) => r.category_id);
  };

  it('a progress test has 20 questions by default, right answers shown, and a timer', async () => {
    const { socket } = await buildLearner(server);
    const r = await startTest(socket, { section: 'car', type: 'progress' });
    expect(r.isPositive).toBe(true);
    const t = r.data;
    expect(t).toMatchObject({
      type: 'progress',
      section: 'car',
      status: 'running',
      dateCompleted: null,
      errorsAllowed: null,
      options: { count: 20 },
      replies: [],
      // 35 minutes for 30 questions: 20 questions → ceil(23.3) = 24.
      minutes: 24,
    });
    expect(t.questions).toHaveLength(20);
    expect(new Set(t.questions.map((q) => q.id)).size).toBe(20);
    for (const q of t.questions) {
      expect(q.answers.filter((a) => a.isCorrect === true)).toHaveLength(1);
      expect(q.reply).toBeNull();
    }
    expect(t.dateStarted).toBe(t.dateUpdated);
  });

  it('starts arriving together (one shared transaction) leave only the last one running', async () => {
    const { socket, id: studentId } = await buildLearner(server);
    const [a, b, c] = await Promise.all([
      startTest(socket, { section: 'car', type: 'progress', options: { count: 5 } }),
      startTest(socket, { section: 'car', type: 'progress', options: { count: 6 } }),
      startTest(socket, { section: 'car', type: 'progress', options: { count: 7 } }),
    ]);
    expect([a, b, c].every((r) => r.isPositive)).toBe(true);
    const tests = await server.ctx.db
      .selectFrom('tests')
      .select(['id', 'status'])
      .where('student_id', '=', studentId)
      .orderBy('id')
      .execute();
    // Whatever order they reach the database in, the one created last is the one running.
    expect(tests.map((t) => t.status)).toEqual(['cancelled', 'cancelled', 'running']);
    expect(tests.map((t) => t.id).sort()).toEqual([a!.data.id, b!.data.id, c!.data.id].sort());
    const questions = await server.ctx.db
      .selectFrom('test_questions')
      .select(({ fn }) => ['test_id', fn.countAll<number>().as('n')])
      .where(
        'test_id',
        'in',
        tests.map((t) => t.id),
      )
      .groupBy('test_id')
      .execute();
    const count = new Map(questions.map((q) => [q.test_id, Number(q.n)]));
    expect([a, b, c].map((r) => count.get(r!.data.id))).toEqual([5, 6, 7]);
  });

  it('the count option is honoured within 5..50; anything else is a validation error', async () => {
    const { socket } = await buildLearner(server);
    const five = await startTest(socket, {
      section: 'car',
      type: 'progress',
      options: { count: 5 },
    });
    expect(five.data.questions).toHaveLength(5);
    for (const bad of [4, 51, 2.5, '10']) {
      const r = await startTest(socket, {
        section: 'car',
        type: 'progress',
        options: { count: bad },
      });
      expect(r).toMatchObject({ isPositive: false, code: ResultCode.validation });
    }
    const extra = await startTest(socket, { section: 'car', type: 'progress', extra: 1 });
    expect(extra.code).toBe(ResultCode.validation);
    const type = await startTest(socket, { section: 'car', type: 'exam' });
    expect(type.code).toBe(ResultCode.validation);
  });

  it('a locked or deactivated section cannot be tested; an unknown one is not found', async () => {
    const { socket } = await buildLearner(server);
    const locked = await startTest(socket, { section: 'bike', type: 'progress' });
    expect(locked).toMatchObject({ isPositive: false, message: 'Cannot switch to this section' });
    const unknown = await startTest(socket, { section: 'tram', type: 'progress' });
    expect(unknown).toMatchObject({ isPositive: false, message: 'Section not found' });
    const off = await buildLearner(server, { status: SectionStatus.deactivated });
    const r = await startTest(off.socket, { section: 'car', type: 'progress' });
    expect(r.message).toBe('Cannot switch to this section');
  });

  it('a demo student may practise but not take a category test', async () => {
    const { socket } = await buildLearner(server, { verified: false });
    const progress = await startTest(socket, { section: 'car', type: 'progress' });
    expect(progress.isPositive).toBe(true);
    const [categoryId] = await carCategories();
    const r = await startTest(socket, {
      section: 'car',
      type: 'category',
      options: { categoryId },
    });
    expect(r).toMatchObject({
      isPositive: false,
      message: 'This feature not available in DEMO mode!',
    });
  });

  it('a category test asks only that category; it needs a category of the section', async () => {
    const { socket } = await buildLearner(server);
    const categories = await carCategories();
    const r = await startTest(socket, {
      section: 'car',
      type: 'category',
      options: { categoryId: categories[0] },
    });
    expect(r.isPositive).toBe(true);
    expect(r.data.questions.length).toBeGreaterThan(0);
    expect(r.data.questions.every((q) => q.categoryId === categories[0])).toBe(true);
    expect(r.data.options).toMatchObject({ categoryId: categories[0], count: 20 });
    const none = await startTest(socket, { section: 'car', type: 'category' });
    expect(none).toMatchObject({
      code: ResultCode.validation,
      message: 'This field is mandatory.',
    });
    const foreign = await startTest(socket, {
      section: 'car',
      type: 'category',
      options: { categoryId: 999_999 },
    });
    expect(foreign.message).toBe('This category has no questions in this section.');
  });

  it('an errors test with no errors has no questions; after mistakes it asks them', async () => {
    const { socket } = await buildLearner(server);
    const empty = await startTest(socket, { section: 'car', type: 'errors' });
    expect(empty).toMatchObject({
      isPositive: false,
      message: 'There are no more questions left for this test!',
    });
    const first = (
      await startTest(socket, { section: 'car', type: 'progress', options: { count: 5 } })
    ).data;
    const wrong = new Set(first.questions.slice(0, 2).map((q) => q.id));
    await answerAll(server, socket, first, wrong);
    const errors = await startTest(socket, { section: 'car', type: 'errors' });
    expect(errors.isPositive).toBe(true);
    expect(new Set(errors.data.questions.map((q) => q.id))).toEqual(wrong);
  });

  it('a theory test asks the presentation of the student’s own school, in its order', async () => {
    const learner = await buildLearner(server);
    const db = server.ctx.db;
    const ids = (
      await startTest(learner.socket, { section: 'car', type: 'progress', options: { count: 5 } })
    ).data.questions.map((q) => q.id);
    const make = async (schoolId: number) => {
      const at = Date.now();
      const p = await db
        .insertInto('theory_presentations')
        .values({
          school_id: schoolId,
          section_code: 'car',
          title: 'Σήματα',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const order = [...ids].reverse();
      await db
        .insertInto('theory_presentation_questions')
        .values(
          order.map((question_id, position) => ({ presentation_id: p.id, position, question_id })),
        )
        .execute();
      return { id: p.id, order };
    };
    const ours = await make(learner.schoolId!);
    const r = await startTest(learner.socket, {
      section: 'car',
      type: 'theory',
      options: { presentationId: ours.id },
    });
    expect(r.isPositive).toBe(true);
    expect(r.data.questions.map((q) => q.id)).toEqual(ours.order);
    expect(r.data.options).toEqual({ presentationId: ours.id });
    const other = await buildLearner(server);
    const theirs = await make(other.schoolId!);
    const refused = await startTest(learner.socket, {
      section: 'car',
      type: 'theory',
      options: { presentationId: theirs.id },
    });
    expect(refused.message).toBe('The presentation was not found.');
    const missing = await startTest(learner.socket, { section: 'car', type: 'theory' });
    expect(missing.code).toBe(ResultCode.validation);
  });

  it('three progress tests in a row, answered right, share no question while unseen ones remain', async () => {
    const { socket } = await buildLearner(server);
    const twenty = { section: 'car', type: 'progress', options: { count: 20 } };
    const seen = new Set<number>();
    for (let round = 0; round < 3; round++) {
      const test = (await startTest(socket, twenty)).data;
      expect(test.questions).toHaveLength(20);
      expect(test.questions.filter((q) => seen.has(q.id))).toEqual([]);
      test.questions.forEach((q) => seen.add(q.id));
      await answerAll(server, socket, test);
    }
    // 3 of the 63 are left unseen: they come first, then questions just answered, held back
    // until nothing else is left.
    const fourth = (await startTest(socket, twenty)).data.questions.map((q) => q.id);
    expect(fourth).toHaveLength(20);
    expect(fourth.slice(0, CAR_QUESTIONS - 60).every((id) => !seen.has(id))).toBe(true);
    expect(fourth.slice(CAR_QUESTIONS - 60).every((id) => seen.has(id))).toBe(true);
  });

  it('learned questions are hidden from progress tests until their review is due', async () => {
    const { socket, id } = await buildLearner(server);
    const db = server.ctx.db;
    const test = (
      await startTest(socket, { section: 'car', type: 'progress', options: { count: 5 } })
    ).data;
    const firstIds = test.questions.map((q) => q.id);
    await answerAll(server, socket, test);
    // Learned (three right answers in a row) two hours ago, due in two days: resting.
    const day = 86_400_000;
    await db
      .updateTable('question_stats')
      .set({
        progress: 95,
        correct_in_row: 3,
        date_viewed: Date.now() - 2 * 3_600_000,
        due_at: Date.now() + 2 * day,
      })
      .where('student_id', '=', id)
      .execute();

    const hidden = await startTest(socket, {
      section: 'car',
      type: 'progress',
      options: { count: 50 },
    });
    expect(hidden.data.questions).toHaveLength(50);
    expect(hidden.data.questions.some((q) => firstIds.includes(q.id))).toBe(false);

    await db
      .updateTable('question_stats')
      .set({ due_at: Date.now() - 1000 })
      .where('student_id', '=', id)
      .where('question_id', 'in', firstIds)
      .execute();
    const back = await startTest(socket, {
      section: 'car',
      type: 'progress',
      options: { count: 20 },
    });
    // Due reviews come first; 20 · 0.7 = 14 places stay for new questions.
    expect(new Set(back.data.questions.slice(0, 5).map((q) => q.id))).toEqual(new Set(firstIds));
  });

  it('a demo student whose questions all reached the cap is told so, with demoCap to choose a school', async () => {
    const { socket, id } = await buildLearner(server, { verified: false });
    const db = server.ctx.db;
    const ids = await db
      .selectFrom('section_questions')
      .select('question_id')
      .where('section_code', '=', 'car')
      .execute();
    const at = Date.now();
    await db
      .insertInto('question_stats')
      .values(
        ids.map((q) => ({
          student_id: id,
          question_id: q.question_id,
          date_viewed: at,
          progress: 30,
          replies: 1,
          correct: 1,
          correct_in_row: 1,
          due_at: at + 86_400_000,
        })),
      )
      .execute();
    const r = await startTest(socket, { section: 'car', type: 'progress' });
    expect(r).toMatchObject({
      isPositive: false,
      code: ResultCode.notFound,
      message:
        'In the DEMO every question goes up to 30%, and the ones you can practise now are there. To go on learning, choose a driving school.',
      data: { demoCap: 30 },
    });
  });

  it('a section with every question learned within the day and not due has no progress test left', async () => {
    const { socket, id } = await buildLearner(server);
    const db = server.ctx.db;
    const ids = await db
      .selectFrom('section_questions')
      .select('question_id')
      .where('section_code', '=', 'car')
      .execute();
    expect(ids).toHaveLength(CAR_QUESTIONS);
    const at = Date.now();
    await db
      .insertInto('question_stats')
      .values(
        ids.map((q) => ({
          student_id: id,
          question_id: q.question_id,
          date_viewed: at,
          progress: 100,
          replies: 4,
          correct: 4,
          correct_in_row: 4,
          due_at: at + 86_400_000,
        })),
      )
      .execute();
    const before = await tableCounts(db);
    const r = await startTest(socket, { section: 'car', type: 'progress' });
    expect(r.message).toBe('There are no more questions left for this test!');
    expect(await tableCounts(db)).toEqual(before);

    // Two days later (not yet due), they have rested: with nothing else left they come back
    // ahead of their reviews rather than leave the student without a test.
    await db
      .updateTable('question_stats')
      .set({ date_viewed: at - 2 * 86_400_000 })
      .where('student_id', '=', id)
      .execute();
    const ahead = await startTest(socket, { section: 'car', type: 'progress' });
    expect(ahead.isPositive).toBe(true);
    expect(ahead.data.questions).toHaveLength(Math.min(20, CAR_QUESTIONS));
  });

  it('a new test shows the school’s help, in the student’s language or else in Greek', async () => {
    const { socket, schoolId } = await buildLearner(server, { lang: 'en' });
    const ids = (
      await server.ctx.db
        .selectFrom('section_questions')
        .select('question_id')
        .where('section_code', '=', 'car')
        .execute()
    ).map((r) => r.question_id);
    const at = Date.now();
    // Every question has Greek help; those of even ids English help too.
    const help = (lang: string, id: number) => ({
      school_id: schoolId!,
      question_id: id,
      lang,
      text: lang === 'en' ? `Help ${id}` : `Βοήθεια ${id}`,
      updated_at: at,
    });
    await server.ctx.db
      .insertInto('school_question_help')
      .values([
        ...ids.map((id) => help('el', id)),
        ...ids.filter((id) => id % 2 === 0).map((id) => help('en', id)),
      ])
      .execute();
    const r = await startTest(socket, { section: 'car', type: 'progress', options: { count: 50 } });
    expect(r.isPositive).toBe(true);
    const questions = r.data.questions as PresentedQuestion[];
    expect(questions).toHaveLength(50);
    for (const q of questions) {
      expect(q.schoolHelp).toBe(q.id % 2 === 0 ? `Help ${q.id}` : `Βοήθεια ${q.id}`);
    }
  });
});
