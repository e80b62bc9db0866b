import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../core/app-error.js';
import { replyId, startPractice } from '../../test/learning.js';
import { tableCounts } from '../../test/table-counts.js';
import { testDialect } from '../../test/test-database.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { recordBatch } from './record-batch.js';
import type { Attempt } from './record-plan.js';

/*
 * One transaction of group commit, called directly: what a batch of answers arriving together
 * records, whatever shares the batch.
 */
describe(`a batch of answers in one transaction on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  const db = () => server.ctx.db;
  const sectionStats = (studentId: number) =>
    db()
      .selectFrom('section_stats')
      .select(['replies', 'correct', 'tests_total', 'progress_sum', 'test_stats'])
      .where('student_id', '=', studentId)
      .where('section_code', '=', 'car')
      .executeTakeFirstOrThrow();
  const replyCount = async (studentId: number) =>
    (await db().selectFrom('replies').select('id').where('student_id', '=', studentId).execute())
      .length;

  it('a reply id twice, or a question answered twice, counts once within the batch', async () => {
    const a = await startPractice(server, 5);
    const b = await startPractice(server, 5);
    const [q1, q2] = a.test.questions;
    const at = Date.now();
    const first = { id: replyId(), questionId: q1!.id, answerId: a.key.get(q1!.id)!.right };
    const attempt = (studentId: number, testId: number, reply: Attempt['reply']): Attempt => ({
      studentId,
      testId,
      reply,
      at,
    });
    const bq = b.test.questions[0]!;
    const results = await recordBatch(server.ctx, [
      attempt(a.learner.id, a.test.id, first),
      attempt(a.learner.id, a.test.id, first),
      attempt(b.learner.id, b.test.id, {
        id: replyId(),
        questionId: bq.id,
        answerId: b.key.get(bq.id)!.wrong,
      }),
      attempt(a.learner.id, a.test.id, { ...first, id: replyId() }),
      attempt(a.learner.id, a.test.id, {
        id: replyId(),
        questionId: q2!.id,
        answerId: a.key.get(q2!.id)!.wrong,
      }),
    ]);
    expect(results.map((r) => r.ok)).toEqual([true, true, true, true, true]);
    const values = results.map((r) => (r.ok ? r.value : null));
    expect(values[0]?.outcome).toMatchObject({ duplicate: false, progress: 40 });
    expect(values[0]?.outcome?.reply).toMatchObject({ clientId: first.id, correct: true });
    // Both repeats name the reply the first one wrote.
    expect(values[1]?.earlier).toBeGreaterThan(0);
    expect(values[3]?.earlier).toBe(values[1]?.earlier);
    expect(values[2]?.outcome).toMatchObject({ duplicate: false, progress: 0 });
    expect(values[4]?.outcome).toMatchObject({ duplicate: false, progress: 0 });
    expect(await replyCount(a.learner.id)).toBe(2);
    expect(await sectionStats(a.learner.id)).toMatchObject({
      replies: 2,
      correct: 1,
      progress_sum: 40,
    });
    expect(await sectionStats(b.learner.id)).toMatchObject({ replies: 1, correct: 0 });
  });

  it('a refused answer fails alone; the others of the batch commit', async () => {
    const a = await startPractice(server, 5);
    const b = await startPractice(server, 5);
    const [q1, q2] = a.test.questions;
    const bq = b.test.questions[0]!;
    const at = Date.now();
    const before = await tableCounts(db());
    const results = await recordBatch(server.ctx, [
      {
        studentId: a.learner.id,
        testId: a.test.id,
        reply: { id: replyId(), questionId: q1!.id, answerId: a.key.get(q1!.id)!.right },
        at,
      },
      // An answer of another question.
      {
        studentId: a.learner.id,
        testId: a.test.id,
        reply: { id: replyId(), questionId: q2!.id, answerId: a.key.get(q1!.id)!.right },
        at,
      },
      // Not the student's running test.
      {
        studentId: b.learner.id,
        testId: a.test.id,
        reply: { id: replyId(), questionId: q1!.id, answerId: a.key.get(q1!.id)!.right },
        at,
      },
      {
        studentId: b.learner.id,
        testId: b.test.id,
        reply: { id: replyId(), questionId: bq.id, answerId: b.key.get(bq.id)!.right },
        at,
      },
    ]);
    expect(results.map((r) => r.ok)).toEqual([true, false, false, true]);
    const errors = results.map((r) => (r.ok ? null : (r.error as AppError)));
    expect(errors[1]).toBeInstanceOf(AppError);
    expect(errors[1]?.messageKey).toBe('question.notFound');
    expect(errors[2]?.messageKey).toBe('test.notRunning');
    const after = await tableCounts(db());
    expect(after.replies).toBe(before.replies! + 2);
    expect(await replyCount(a.learner.id)).toBe(1);
    expect(await replyCount(b.learner.id)).toBe(1);
  });

  it('a whole test answered in one batch completes it once, counted by type', async () => {
    const { learner, test, key } = await startPractice(server, 5);
    const at = Date.now();
    const results = await recordBatch(
      server.ctx,
      test.questions.map((q, i) => ({
        studentId: learner.id,
        testId: test.id,
        reply: {
          id: replyId(),
          questionId: q.id,
          answerId: i === 0 ? key.get(q.id)!.wrong : key.get(q.id)!.right,
        },
        at,
      })),
    );
    const completed = results.map((r) => r.ok && r.value.outcome?.completed);
    expect(completed).toEqual([false, false, false, false, true]);
    const row = await db()
      .selectFrom('tests')
      .select(['status', 'date_completed', 'passed'])
      .where('id', '=', test.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'completed', date_completed: at, passed: null });
    const stats = await sectionStats(learner.id);
    expect(stats).toMatchObject({ replies: 5, correct: 4, tests_total: 1, progress_sum: 160 });
    expect(JSON.parse(stats.test_stats)).toMatchObject({
      progress: { count: 1, answers: 5, right: 4 },
    });
  });
});
