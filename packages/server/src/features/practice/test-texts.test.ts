import type { QuestionView, TestTextsView, TestView } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLearner } from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

describe(`a test's words in every language on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  it('test-texts gives each question in el, en, ru and sq; Greek where a translation is missing', async () => {
    const learner = await buildLearner(server);
    const payload = { section: 'car', type: 'progress', options: { count: 5 } };
    const t = (await emitAck<TestView<QuestionView>>(learner.socket, 'test-start', payload)).data;
    const [first, second] = t.questions;
    await server.ctx.db
      .deleteFrom('question_texts')
      .where('question_id', '=', second!.id)
      .where('lang', '=', 'sq')
      .execute();

    const r = await emitAck<TestTextsView>(learner.socket, 'test-texts', { id: t.id });
    expect(r.isPositive).toBe(true);
    const { texts } = r.data;
    for (const lang of ['el', 'en', 'ru', 'sq'] as const) {
      expect(texts[lang].map((q) => q.id)).toEqual(t.questions.map((q) => q.id));
    }
    // The test came in English (the socket's language): the same words as test-texts' en.
    expect(texts.en[0]!.question).toBe(first!.question);
    expect(texts.en[0]!.answers.map((a) => a.answer)).toEqual(first!.answers.map((a) => a.answer));
    const words = new Set((['el', 'en', 'ru', 'sq'] as const).map((l) => texts[l][0]!.question));
    expect(words.size).toBe(4);
    expect(texts.sq[1]).toMatchObject({ translated: false, question: texts.el[1]!.question });
    expect(texts.sq[0]!.translated).toBe(true);
    // Words only: never which answer is right.
    expect(JSON.stringify(r.data)).not.toContain('isCorrect');

    const stranger = await buildLearner(server);
    const refused = await emitAck(stranger.socket, 'test-texts', { id: t.id });
    expect(refused).toMatchObject({ isPositive: false, message: 'Not running a test.' });
  });
});
