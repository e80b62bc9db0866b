import { ResultCode, type RecordResult } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerKey,
  buildLearner,
  replyId,
  startPractice,
  startTest,
  type QuestionView,
} from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, nextPush, startTestServer, type TestServer } from '../../test/test-server.js';

type Recorded = RecordResult<QuestionView>;

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
    const r = await emitAck<{
      testId: number;
      results: Recorded[];
      refused: { id: string; message: string }[];
    }>(learner.socket, 'test-record/commit', {
      testId: test.id,
      replies: [good[0], badQuestion, good[1], badAnswer, good[0]],
    });
    expect(r).toMatchObject({ isPositive: false, message: '2 replies were not recorded' });
    expect(r.data.refused).toEqual([
      { id: badQuestion.id, code: ResultCode.notFound, message: 'Question was not found!' },
      { id: badAnswer.id, code: ResultCode.notFound, message: 'Question was not found!' },
    ]);
    expect(r.data.results.map((x) => [x.replyId, x.duplicate])).toEqual([
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

  it('the same answer sent five times at once is recorded once', async () => {
    const { learner, test, key } = await startPractice(server, 5);
    const q = test.questions[0]!;
    const reply = { id: replyId(), questionId: q.id, answerId: key.get(q.id)!.right };
    const acks = await Promise.all(
      Array.from({ length: 5 }, () =>
        emitAck<Recorded>(learner.socket, 'test-record', { testId: test.id, reply }),
      ),
    );
    expect(acks.every((a) => a.isPositive)).toBe(true);
    expect(acks.filter((a) => !a.data.duplicate)).toHaveLength(1);
    const stats = await server.ctx.db
      .selectFrom('question_stats')
      .select(['replies', 'correct'])
      .where('student_id', '=', learner.id)
      .execute();
    expect(stats).toEqual([{ replies: 1, correct: 1 }]);
  });

  it('answers of many students arriving together are each counted; a bad one fails alone', async () => {
    const practices = await Promise.all(Array.from({ length: 6 }, () => startPractice(server, 5)));
    const { learner, test } = practices[0]!;
    const bad = emitAck(learner.socket, 'test-record', {
      testId: test.id,
      reply: { id: replyId(), questionId: 999_999, answerId: 1 },
    });
    const sent = practices.flatMap(({ learner, test, key }) =>
      test.questions.map((q) =>
        emitAck<Recorded>(learner.socket, 'test-record', {
          testId: test.id,
          reply: { id: replyId(), questionId: q.id, answerId: key.get(q.id)!.right },
        }),
      ),
    );
    const acks = await Promise.all(sent);
    expect(acks.every((a) => a.isPositive && !a.data.duplicate)).toBe(true);
    expect((await bad).message).toBe('Question was not found!');
    for (const p of practices) {
      const s = await server.ctx.db
        .selectFrom('section_stats')
        .select(['replies', 'correct', 'tests_total', 'progress_sum'])
        .where('student_id', '=', p.learner.id)
        .where('section_code', '=', 'car')
        .executeTakeFirstOrThrow();
      expect(s).toEqual({ replies: 5, correct: 5, tests_total: 1, progress_sum: 200 });
    }
  });
});
