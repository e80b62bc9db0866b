import { ResultCode, type RecordResult } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerAll,
  buildLearner,
  replyId,
  startPractice,
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

  const practice = (count = 5, options: { verified?: boolean } = {}) =>
    startPractice(server, count, options);

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

  it('the right answer picked after revealing it is recorded as not known', async () => {
    const { learner, test, key } = await practice();
    const [q, other] = [test.questions[0]!, test.questions[1]!];
    const right = key.get(q.id)!.right;
    const r = await record(learner.socket, test.id, {
      id: replyId(),
      questionId: q.id,
      answerId: right,
      revealed: true,
    });
    expect(r.data).toMatchObject({ answerId: right, correct: false, revealed: true, progress: 0 });
    expect(await standing(learner.id, q.id)).toMatchObject({
      progress: 0,
      correct: 0,
      wrong: 1,
      correct_in_row: 0,
    });
    const stored = await db()
      .selectFrom('replies')
      .select('is_correct')
      .where('test_id', '=', test.id)
      .where('question_id', '=', q.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.is_correct)).toBe(0);
    expect(await sectionStats(learner.id)).toMatchObject({ replies: 1, correct: 0 });
    // Not revealed: a right answer as ever, without the mark.
    const plain = await record(learner.socket, test.id, {
      id: replyId(),
      questionId: other.id,
      answerId: key.get(other.id)!.right,
      revealed: false,
    });
    expect(plain.data).toMatchObject({ correct: true, progress: 40 });
    expect(plain.data).not.toHaveProperty('revealed');
  });

  it('the right answer picked with the help open is recorded as not known', async () => {
    const { learner, test, key } = await practice();
    const q = test.questions[0]!;
    const right = key.get(q.id)!.right;
    const r = await record(learner.socket, test.id, {
      id: replyId(),
      questionId: q.id,
      answerId: right,
      helped: true,
    });
    expect(r.data).toMatchObject({ answerId: right, correct: false, helped: true, progress: 0 });
    expect(r.data).not.toHaveProperty('revealed');
    expect(await standing(learner.id, q.id)).toMatchObject({ progress: 0, correct: 0, wrong: 1 });
    expect(await sectionStats(learner.id)).toMatchObject({ replies: 1, correct: 0 });
    // The offline commit carries it too.
    const other = test.questions[1]!;
    const committed = await emitAck<{ results: { correct: boolean; helped?: true }[] }>(
      learner.socket,
      'test-record/commit',
      {
        testId: test.id,
        replies: [
          { id: replyId(), questionId: other.id, answerId: key.get(other.id)!.right, helped: true },
        ],
      },
    );
    expect(committed.data.results[0]).toMatchObject({ correct: false, helped: true });
    expect(await sectionStats(learner.id)).toMatchObject({ replies: 2, correct: 0 });
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
    // At the cap the question is done for the demo: it comes back when its review is due.
    await server.ctx.db
      .updateTable('question_stats')
      .set({ due_at: Date.now() - 1000 })
      .where('student_id', '=', learner.id)
      .where('question_id', '=', q.id)
      .execute();
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
});
