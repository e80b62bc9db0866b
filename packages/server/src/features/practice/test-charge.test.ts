import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerAll, startPractice } from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

describe(`charging the activating school on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  const db = () => server.ctx.db;
  const practice = (count = 5, options: { verified?: boolean } = {}) =>
    startPractice(server, count, options);

  it('the school is charged once, when the section progress reaches 10%', async () => {
    // 63 car questions: 14 first right answers make 560 / 63 → 9%, the 15th 600 / 63 → 10%.
    const { learner, test } = await practice(20);
    // The balance is what the school's ledger rows add up to (docs/BILLING.md).
    const school = async () => ({
      credits: (await entries()).reduce((sum, e) => sum + e.amount, 0),
    });
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
