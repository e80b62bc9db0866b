/*
 * How long learners' answers wait while bulk work holds SQLite's one connection.
 *
 * A server on a fresh SQLite file (the test server, sample bank, 40 learners each with a running
 * 50-question test) records answers at a steady pace over Socket.IO, while bulk jobs of N row
 * writes run from the event loop: first in one transaction, then through inBoundedTransactions
 * at two chunk sizes. Each answer's time from emit to acknowledgement is kept with the phase it
 * was sent in; the report gives each phase's percentiles and the jobs' durations.
 *
 *   npx tsx --tsconfig packages/server/tsconfig.json bench/bulk-hold/main.ts [rows] [answers/s]
 *
 * Results go to docs/BENCHMARKS.md ("Bulk work and answers").
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { inBoundedTransactions } from '../../packages/server/src/db/bounded-transactions.js';
import type { Db } from '../../packages/server/src/db/database.js';
import { replyId, startPractice } from '../../packages/server/src/test/learning.js';
import { emitAck, startTestServer } from '../../packages/server/src/test/test-server.js';

const ROWS = Number(process.argv[2] ?? 10_000);
const RATE = Number(process.argv[3] ?? 100);
const LEARNERS = 40;
const QUESTIONS = 50;
const CHUNKS = [25, 100];

interface Sent {
  phase: string;
  ms: number;
}

const writeRow = (trx: Db, n: number) =>
  trx
    .insertInto('audit_log')
    .values({ at: n, action: 'bench.bulk', entity_id: String(n) })
    .execute();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

async function main(): Promise<void> {
  delete process.env.TEST_DATABASE_URL;
  const server = await startTestServer({ MAX_SESSIONS: '100' });
  const learners = [];
  for (let i = 0; i < LEARNERS; i++) learners.push(await startPractice(server, QUESTIONS));
  const queue = learners.flatMap(({ learner, test, key }) =>
    test.questions.map((q) => ({ learner, test, q, answerId: key.get(q.id)!.right })),
  );
  // Round robin: answer i goes to learner i % LEARNERS.
  queue.sort((a, b) => a.test.questions.indexOf(a.q) - b.test.questions.indexOf(b.q));

  let phase = 'before';
  const sent: Promise<Sent>[] = [];
  const pacer = setInterval(() => {
    const next = queue.shift();
    if (!next) return;
    const from = phase;
    const t0 = performance.now();
    sent.push(
      emitAck(next.learner.socket, 'test-record', {
        testId: next.test.id,
        reply: { id: replyId(), questionId: next.q.id, answerId: next.answerId },
      }).then(() => ({ phase: from, ms: performance.now() - t0 })),
    );
  }, 1000 / RATE);

  const rows = Array.from({ length: ROWS }, (_, i) => i);
  const jobs: Record<string, { ms: number; chunkMs?: number }> = {};
  await sleep(2_000);
  phase = 'idle';
  await sleep(2_000);
  // Answers sent just before a job would be held by it: the gaps are not reported.
  phase = 'gap';
  await sleep(500);

  phase = 'one transaction';
  let t0 = performance.now();
  await server.ctx.db.transaction().execute(async (trx) => {
    for (const n of rows) await writeRow(trx, n);
  });
  jobs[phase] = { ms: performance.now() - t0 };

  for (const size of CHUNKS) {
    phase = 'gap';
    await sleep(1_500);
    phase = `chunks of ${size}`;
    const chunkTimes: number[] = [];
    t0 = performance.now();
    await inBoundedTransactions(server.ctx.db, rows, size, async (trx, chunk) => {
      const c0 = performance.now();
      for (const n of chunk) await writeRow(trx, n);
      chunkTimes.push(performance.now() - c0);
    });
    jobs[phase] = {
      ms: performance.now() - t0,
      chunkMs: chunkTimes.reduce((a, b) => a + b, 0) / chunkTimes.length,
    };
  }
  phase = 'gap';
  await sleep(1_500);
  clearInterval(pacer);
  const results = await Promise.all(sent);
  await server.stop();

  console.log(`\nbulk-hold: ${ROWS} row writes, answers at ${RATE}/s, ${cpus()[0]?.model}`);
  console.log('phase               answers   p50 ms   p95 ms   max ms   job ms   ms a chunk');
  for (const name of ['idle', 'one transaction', ...CHUNKS.map((s) => `chunks of ${s}`)]) {
    const s = stats(results.filter((r) => r.phase === name).map((r) => r.ms));
    const job = jobs[name];
    console.log(
      [
        name.padEnd(18),
        String(s.n).padStart(8),
        s.p50.toFixed(1).padStart(8),
        s.p95.toFixed(1).padStart(8),
        s.max.toFixed(1).padStart(8),
        (job ? job.ms.toFixed(0) : '').padStart(8),
        (job?.chunkMs ? job.chunkMs.toFixed(1) : '').padStart(12),
      ].join(' '),
    );
  }
  if (queue.length === 0) console.log('(the learners ran out of questions: raise LEARNERS)');
}

await main();
