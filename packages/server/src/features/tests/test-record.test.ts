import { ResultCode, type RecordResult } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerAll,
  answerKey,
  buildLearner,
  replyId,
  startTest,
  type QuestionView,
} from '../../test/learning.js';
import { tableCounts } from '../../test/table-counts.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, nextPush, startTestServer, type TestServer } from '../../test/test-server.js';

type Recorded = RecordResult<QuestionView>;

describe(`recording answers on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  const db = () => server.ctx.db;
  const standing = (studentId: number, questionId: number) =>
    db()
      .selectFrom('question_stats')
      .selectAll()
      .where('student_id', '=', studentId)
      .where('question_id', '=', questionId)
      .executeTakeFirst();
  const sectionStats = (studentId: number, section = 'car') =>
    db()
      .selectFrom('section_stats')
      .selectAll()
      .where('student_id', '=', studentId)
      .where('section_code', '=', section)
      .executeTakeFirst();
  const record = (socket: Parameters<typeof emitAck>[0], testId: number, reply: object) =>
    emitAck<Recorded>(socket, 'test-record', { testId, reply });

  async function practice(count = 5, options: { verified?: boolean } = {}) {
    const learner = await buildLearner(server, options);
    const test = (
      await startTest(learner.socket, { section: 'car', type: 'progress', options: { count } })
    ).data;
    const key = await answerKey(
      server,
      test.questions.map((q) => q.id),
    );
    return { learner, test, key };
  }

  it('an answer outside a running test is refused and changes nothing', async () => {
    const { learner, test, key } = await practice();
    const stranger = await buildLearner(server);
    const theirs = (await startTest(stranger.socket, { section: 'car', type: 'progress' })).data;
    const q = test.questions[0]!;
    const right = { questionId: q.id, answerId: key.get(q.id)!.right };
    const before = await tableCounts(db());
    const missing = await record(learner.socket, 999_999, { id: replyId(), ...right });
    expect(missing).toMatchObject({ isPositive: false, message: 'Not running a test.' });
    const foreign = await record(learner.socket, theirs.id, {
      id: replyId(),
      questionId: theirs.questions[0]!.id,
      answerId: 1,
    });
    expect(foreign.message).toBe('Not running a test.');
    await emitAck(learner.socket, 'test-cancel', { id: test.id });
    const cancelled = await record(learner.socket, test.id, { id: replyId(), ...right });
    expect(cancelled.message).toBe('Not running a test.');
    expect(await tableCounts(db())).toEqual(before);
  });

  it('a right answer is recorded with the standing and every counter in one go', async () => {
    const { learner, test, key } = await practice();
    const q = test.questions[0]!;
    const id = replyId();
    const r = await record(learner.socket, test.id, {
      id,
      questionId: q.id,
      answerId: key.get(q.id)!.right,
    });
    expect(r.isPositive).toBe(true);
    expect(r.data).toEqual({
      replyId: id,
      questionId: q.id,
      answerId: key.get(q.id)!.right,
      correct: true,
      correctAnswerId: key.get(q.id)!.right,
      progress: 40,
      testCompleted: false,
      duplicate: false,
    });
    expect(await standing(learner.id, q.id)).toMatchObject({
      level: 1,
      progress: 40,
      replies: 1,
      correct: 1,
      correct_in_row: 1,
      wrong: 0,
      test_viewed: test.id,
    });
    expect(await sectionStats(learner.id)).toMatchObject({
      replies: 1,
      correct: 1,
      progress_sum: 40,
      learned: 0,
      strong_errors: 0,
      tests_total: 0,
    });
    const category = await db()
      .selectFrom('category_stats')
      .selectAll()
      .where('student_id', '=', learner.id)
      .where('section_code', '=', 'car')
      .execute();
    expect(category).toEqual([
      expect.objectContaining({
        category_id: q.categoryId,
        replies: 1,
        correct: 1,
        progress_sum: 40,
      }),
    ]);
    const days = await db()
      .selectFrom('daily_activity')
      .select(['section_code', 'replies', 'correct'])
      .where('student_id', '=', learner.id)
      .where('replies', '>', 0)
      .execute();
    expect(days).toEqual([{ section_code: 'car', replies: 1, correct: 1 }]);
  });

  it('the same reply id again answers the same result and counts once', async () => {
    const { learner, test, key } = await practice();
    const q = test.questions[1]!;
    const reply = { id: replyId(), questionId: q.id, answerId: key.get(q.id)!.wrong };
    const first = await record(learner.socket, test.id, reply);
    const again = await record(learner.socket, test.id, reply);
    expect(first.data).toMatchObject({ correct: false, progress: 0, duplicate: false });
    expect(again.data).toEqual({ ...first.data, duplicate: true });
    // A different answer under the same id is still the first answer.
    const changed = await record(learner.socket, test.id, {
      ...reply,
      answerId: key.get(q.id)!.right,
    });
    expect(changed.data).toMatchObject({
      answerId: reply.answerId,
      correct: false,
      duplicate: true,
    });
    expect(await standing(learner.id, q.id)).toMatchObject({ replies: 1, wrong: 1 });
    expect(await sectionStats(learner.id)).toMatchObject({ replies: 1, correct: 0 });
    const rows = await db()
      .selectFrom('replies')
      .select('id')
      .where('student_id', '=', learner.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('a second answer to the same question of the test returns the first without counting', async () => {
    const { learner, test, key } = await practice();
    const q = test.questions[2]!;
    const first = await record(learner.socket, test.id, {
      id: replyId(),
      questionId: q.id,
      answerId: key.get(q.id)!.right,
    });
    const secondId = replyId();
    const second = await record(learner.socket, test.id, {
      id: secondId,
      questionId: q.id,
      answerId: key.get(q.id)!.wrong,
    });
    expect(second.data).toEqual({ ...first.data, replyId: secondId, duplicate: true });
    expect(await standing(learner.id, q.id)).toMatchObject({ replies: 1, correct: 1 });
  });

  it('a question outside the test, or an answer of another question, is not found', async () => {
    const { learner, test, key } = await practice();
    const [q1, q2] = test.questions as [QuestionView, QuestionView];
    const outside = await db()
      .selectFrom('questions')
      .select('id')
      .where(
        'id',
        'not in',
        test.questions.map((q) => q.id),
      )
      .executeTakeFirstOrThrow();
    const before = await tableCounts(db());
    const r1 = await record(learner.socket, test.id, {
      id: replyId(),
      questionId: outside.id,
      answerId: 1,
    });
    expect(r1).toMatchObject({ isPositive: false, message: 'Question was not found!' });
    const r2 = await record(learner.socket, test.id, {
      id: replyId(),
      questionId: q1.id,
      answerId: key.get(q2.id)!.right,
    });
    expect(r2.message).toBe('Question was not found!');
    for (const reply of [
      { id: '', questionId: q1.id, answerId: 1 },
      { id: 'x'.repeat(65), questionId: q1.id, answerId: 1 },
      { id: 'a', questionId: q1.id },
    ]) {
      const bad = await record(learner.socket, test.id, reply);
      expect(bad.code).toBe(ResultCode.validation);
    }
    expect(await tableCounts(db())).toEqual(before);
  });

  it('a student without a school is held at 30% progress per question (demo)', async () => {
    const { learner, test, key } = await practice(5, { verified: false });
    const q = test.questions[0]!;
    const r = await record(learner.socket, test.id, {
      id: replyId(),
      questionId: q.id,
      answerId: key.get(q.id)!.right,
    });
    expect(r.data.progress).toBe(30);
    const again = (
      await startTest(learner.socket, { section: 'car', type: 'progress', options: { count: 5 } })
    ).data;
    expect(again.questions.map((x) => x.id)).toContain(q.id);
    const r2 = await record(learner.socket, again.id, {
      id: replyId(),
      questionId: q.id,
      answerId: key.get(q.id)!.right,
    });
    expect(r2.data.progress).toBe(30);
    expect(await standing(learner.id, q.id)).toMatchObject({ progress: 30, correct_in_row: 2 });
    const hl = await emitAck<{ progressCap: number }>(learner.socket, 'highlights', {
      section: 'car',
    });
    expect(hl.data.progressCap).toBe(30);
  });

  it('the last answer completes the test and counts it by type', async () => {
    const { learner, test } = await practice(5);
    const wrong = new Set([test.questions[0]!.id]);
    const replies = await answerAll(server, learner.socket, test, wrong);
    expect(replies.map((r) => r.data.testCompleted)).toEqual([false, false, false, false, true]);
    const row = await db()
      .selectFrom('tests')
      .selectAll()
      .where('id', '=', test.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'completed', passed: null });
    expect(row.date_completed).toBeGreaterThan(0);
    const s = await sectionStats(learner.id);
    expect(s?.tests_total).toBe(1);
    expect(JSON.parse(s!.test_stats)).toMatchObject({
      progress: { count: 1, answers: 5, right: 4 },
    });
    const late = await record(learner.socket, test.id, {
      id: replyId(),
      questionId: test.questions[0]!.id,
      answerId: 1,
    });
    expect(late.message).toBe('Not running a test.');
  });

  it('every /student socket of the student hears statistics-changed after an answer', async () => {
    const { learner, test, key } = await practice();
    const other = await server.connect('/student', { token: learner.token });
    const heard = nextPush<{ section: string }>(other, 'statistics-changed');
    const q = test.questions[0]!;
    await record(learner.socket, test.id, {
      id: replyId(),
      questionId: q.id,
      answerId: key.get(q.id)!.right,
    });
    expect(await heard).toEqual({ section: 'car' });
  });

  it('the school is charged once, when the section progress reaches 10%', async () => {
    // 63 car questions: 14 first right answers make 560 / 63 → 9%, the 15th 600 / 63 → 10%.
    const { learner, test } = await practice(20);
    const school = () =>
      db()
        .selectFrom('schools')
        .select('credits')
        .where('id', '=', learner.schoolId!)
        .executeTakeFirstOrThrow();
    const entries = () =>
      db()
        .selectFrom('credit_entries')
        .selectAll()
        .where('school_id', '=', learner.schoolId!)
        .execute();
    const credits = (await school()).credits;
    await answerAll(server, learner.socket, { ...test, questions: test.questions.slice(0, 14) });
    expect(await entries()).toEqual([]);
    await answerAll(server, learner.socket, { ...test, questions: test.questions.slice(14, 15) });
    const charged = await entries();
    expect(charged).toEqual([
      expect.objectContaining({
        amount: -1,
        kind: 'activation',
        status: 'charged',
        student_id: learner.id,
        section_code: 'car',
      }),
    ]);
    expect((await school()).credits).toBe(credits - 1);
    const section = await db()
      .selectFrom('student_sections')
      .select('charged_at')
      .where('student_id', '=', learner.id)
      .executeTakeFirstOrThrow();
    expect(section.charged_at).toBeGreaterThan(0);
    await answerAll(server, learner.socket, { ...test, questions: test.questions.slice(15) });
    expect(await entries()).toHaveLength(1);
    expect((await school()).credits).toBe(credits - 1);
  });

  it('a demo student reaching 10% charges nobody', async () => {
    const { learner, test } = await practice(20, { verified: false });
    await answerAll(server, learner.socket, test);
    const entries = await db()
      .selectFrom('credit_entries')
      .selectAll()
      .where('student_id', '=', learner.id)
      .execute();
    expect(entries).toEqual([]);
  });
});

describe(`the offline queue's commit on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  it('records the good replies and names the refused ones', async () => {
    const learner = await buildLearner(server);
    const test = (
      await startTest(learner.socket, { section: 'car', type: 'progress', options: { count: 5 } })
    ).data;
    const key = await answerKey(
      server,
      test.questions.map((q) => q.id),
    );
    const [a, b, c] = test.questions as [QuestionView, QuestionView, QuestionView];
    const good = [
      { id: replyId(), questionId: a.id, answerId: key.get(a.id)!.right },
      { id: replyId(), questionId: b.id, answerId: key.get(b.id)!.wrong },
    ];
    const badQuestion = { id: replyId(), questionId: 999_999, answerId: 1 };
    const badAnswer = { id: replyId(), questionId: c.id, answerId: key.get(a.id)!.right };
    const heard = nextPush(learner.socket, 'statistics-changed');
    const r = await emitAck<{ recorded: Recorded[]; refused: { id: string; message: string }[] }>(
      learner.socket,
      'test-record/commit',
      { testId: test.id, replies: [good[0], badQuestion, good[1], badAnswer, good[0]] },
    );
    expect(r).toMatchObject({ isPositive: false, message: '2 replies were not recorded' });
    expect(r.data.refused).toEqual([
      { id: badQuestion.id, code: ResultCode.notFound, message: 'Question was not found!' },
      { id: badAnswer.id, code: ResultCode.notFound, message: 'Question was not found!' },
    ]);
    expect(r.data.recorded.map((x) => [x.replyId, x.duplicate])).toEqual([
      [good[0]!.id, false],
      [good[1]!.id, false],
      [good[0]!.id, true],
    ]);
    await heard;
    const stats = await server.ctx.db
      .selectFrom('section_stats')
      .select(['replies', 'correct'])
      .where('student_id', '=', learner.id)
      .where('section_code', '=', 'car')
      .executeTakeFirstOrThrow();
    expect(stats).toEqual({ replies: 2, correct: 1 });

    const ok = await emitAck<{ testId: number; results: Recorded[] }>(
      learner.socket,
      'test-record/commit',
      { testId: test.id, replies: good },
    );
    expect(ok.isPositive).toBe(true);
    expect(ok.data.results.every((x) => x.duplicate)).toBe(true);
  });

  it('a commit to a test that is not running records nothing; bad shapes are refused whole', async () => {
    const learner = await buildLearner(server, { lang: 'el' });
    const r = await emitAck(learner.socket, 'test-record/commit', {
      testId: 424_242,
      replies: [{ id: 'a', questionId: 1, answerId: 1 }],
    });
    expect(r).toMatchObject({ isPositive: false, message: '1 απαντήσεις δεν καταχωρίστηκαν' });
    expect(r.data).toMatchObject({
      refused: [{ id: 'a', message: 'Δεν εκτελείται κάποιο τεστ.' }],
    });
    const empty = await emitAck(learner.socket, 'test-record/commit', { testId: 1, replies: [] });
    expect(empty.code).toBe(ResultCode.validation);
    const many = Array.from({ length: 201 }, (_, i) => ({
      id: `m${i}`,
      questionId: 1,
      answerId: 1,
    }));
    const tooMany = await emitAck(learner.socket, 'test-record/commit', {
      testId: 1,
      replies: many,
    });
    expect(tooMany.code).toBe(ResultCode.validation);
  });
});
