import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replyId, startPractice } from '../test/learning.js';
import { testDialect } from '../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../test/test-server.js';
import { inBoundedTransactions, MAX_ROWS_PER_TRANSACTION } from './bounded-transactions.js';
import type { Db } from './database.js';

const ROWS = 10_000;
const CHUNK = MAX_ROWS_PER_TRANSACTION;

/** One audit row, written alone: the statement an import's row-by-row logic would make. */
const writeRow = (trx: Db, n: number) =>
  trx
    .insertInto('audit_log')
    .values({ at: n, action: 'bulk.test', entity_id: String(n) })
    .execute();

describe(`bulk work in bounded transactions (${testDialect()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  /** A learner's answer, sent now; resolves with whether it was recorded. */
  async function answerer() {
    const { learner, test, key } = await startPractice(server, 5);
    const q = test.questions[0]!;
    return () =>
      emitAck(learner.socket, 'test-record', {
        testId: test.id,
        reply: { id: replyId(), questionId: q.id, answerId: key.get(q.id)!.right },
      }).then((r) => r.isPositive);
  }

  it('an answer sent during a 10,000-row bulk job is recorded before the job ends', async () => {
    const answer = await answerer();
    const rows = Array.from({ length: ROWS }, (_, i) => i);
    let chunksDone = 0;
    let answered: Promise<{ recorded: boolean; chunksDone: number }> | undefined;
    const bulk = inBoundedTransactions(server.ctx.db, rows, CHUNK, async (trx, chunk, offset) => {
      // The answer leaves while the second chunk's transaction is open.
      if (offset === CHUNK) answered = answer().then((recorded) => ({ recorded, chunksDone }));
      for (const n of chunk) await writeRow(trx, n);
      chunksDone += 1;
    });
    await bulk;
    const seen = await answered!;
    expect(seen.recorded).toBe(true);
    // Recorded while chunks were still to come: it waited for a chunk, not for the job.
    expect(seen.chunksDone).toBeLessThan(ROWS / CHUNK);
    expect(chunksDone).toBe(ROWS / CHUNK);
    const written = await server.ctx.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'bulk.test')
      .executeTakeFirstOrThrow();
    expect(Number(written.n)).toBe(ROWS);
  });

  it.runIf(testDialect() === 'sqlite')(
    'on SQLite an answer sent during one long transaction waits for all of it (why the rule)',
    async () => {
      const answer = await answerer();
      let committed = false;
      let answered: Promise<boolean> | undefined;
      await server.ctx.db
        .transaction()
        .execute(async (trx) => {
          for (let n = 0; n < 2_000; n++) {
            if (n === 100) answered = answer().then(() => committed);
            await writeRow(trx, n);
          }
        })
        .then(() => {
          committed = true;
        });
      expect(await answered!).toBe(true);
    },
  );

  it('refuses a chunk larger than the rule allows', async () => {
    await expect(
      inBoundedTransactions(server.ctx.db, [1], MAX_ROWS_PER_TRANSACTION + 1, async () => 0),
    ).rejects.toThrow(/bulk chunk/);
  });
});
