import { ResultCode } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replyId, startPractice } from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

/** The value of a Prometheus series in the /metrics text, or 0 when absent. */
function series(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : 0;
}

describe(`health, readiness and metrics on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  const get = async (path: string) => {
    const res = await fetch(`${server.url}${path}`);
    return {
      status: res.status,
      type: res.headers.get('content-type') ?? '',
      text: await res.text(),
    };
  };

  it('/healthz answers while the process is up', async () => {
    const r = await get('/healthz');
    expect(r.status).toBe(200);
    expect(JSON.parse(r.text)).toEqual({ status: 'ok' });
  });

  it('/readyz checks the database and its migrations; Redis is off unless configured', async () => {
    // Polled: a check may take its 2 s limit on a machine loaded by other suites.
    const ready = async () => {
      const r = await get('/readyz');
      return { http: r.status, body: JSON.parse(r.text) as unknown };
    };
    await expect.poll(ready, { timeout: 20_000 }).toEqual({
      http: 200,
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', redis: 'off' } },
    });
  });

  it('/metrics counts answers, acknowledgement times, sockets and errors by code', async () => {
    const { learner, test, key } = await startPractice(server);
    const before = (await get('/metrics')).text;
    const q = test.questions[0]!;
    await emitAck(learner.socket, 'test-record', {
      testId: test.id,
      reply: { id: replyId(), questionId: q.id, answerId: key.get(q.id)!.right },
    });
    await emitAck(learner.socket, 'no-such-event', {});
    const r = await get('/metrics');
    expect(r.type).toContain('text/plain');
    const answers = 'kokpit_answers_recorded_total';
    expect(series(r.text, answers) - series(before, answers)).toBe(1);
    expect(series(r.text, 'kokpit_sockets{namespace="/student"}')).toBeGreaterThanOrEqual(1);
    expect(
      series(r.text, 'kokpit_event_ack_seconds_count{namespace="/student",event="test-record"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      series(
        r.text,
        `kokpit_event_errors_total{namespace="/student",event="unknown",code="${ResultCode.notFound}"}`,
      ),
    ).toBe(1);
    expect(r.text).toContain('kokpit_node_process_cpu_user_seconds_total');
  });

  it('/metrics shows the answers per written batch and what the database is using', async () => {
    const { learner, test, key } = await startPractice(server, 12);
    const before = (await get('/metrics')).text;
    // Sent together, so the group commit may gather several into one transaction.
    const acks = await Promise.all(
      test.questions.map((q) =>
        emitAck(learner.socket, 'test-record', {
          testId: test.id,
          reply: { id: replyId(), questionId: q.id, answerId: key.get(q.id)!.right },
        }),
      ),
    );
    expect(acks.every((a) => a.isPositive)).toBe(true);
    const after = (await get('/metrics')).text;
    const delta = (name: string) => series(after, name) - series(before, name);
    // Every answer was written in exactly one batch, of 1 to 12 of them.
    expect(delta('kokpit_answer_batch_size_sum')).toBe(12);
    const batches = delta('kokpit_answer_batch_size_count');
    expect(batches).toBeGreaterThanOrEqual(1);
    expect(batches).toBeLessThanOrEqual(12);
    expect(delta('kokpit_answer_batch_size_bucket{le="256"}')).toBe(batches);
    expect(delta('kokpit_answer_batch_size_bucket{le="+Inf"}')).toBe(batches);

    if (testDialect() === 'postgres') {
      const total = series(after, 'kokpit_db_pool_connections{state="total"}');
      const idle = series(after, 'kokpit_db_pool_connections{state="idle"}');
      expect(series(after, 'kokpit_db_pool_connections{state="max"}')).toBe(10);
      // The answers just written needed at least one connection, kept open for the next.
      expect(total).toBeGreaterThanOrEqual(1);
      expect(total).toBeLessThanOrEqual(10);
      expect(idle).toBeLessThanOrEqual(total);
      expect(after).toMatch(/^kokpit_db_pool_waiting \d+$/m);
      expect(after).not.toContain('kokpit_db_thread_requests');
    } else {
      // Counts of requests (what a background write may leave in flight is not 0 for sure).
      const inFlight = series(after, 'kokpit_db_thread_requests{state="in_flight"}');
      const queued = series(after, 'kokpit_db_thread_requests{state="queued"}');
      expect(after).toMatch(/^kokpit_db_thread_requests\{state="in_flight"\} \d+$/m);
      expect(after).toMatch(/^kokpit_db_thread_requests\{state="queued"\} \d+$/m);
      expect(queued).toBeLessThanOrEqual(inFlight);
      expect(after).not.toContain('kokpit_db_pool');
    }
  });

  it('/readyz is 503 at once when the node starts shutting down', async () => {
    server.ctx.draining = true;
    try {
      const res = await fetch(`${server.url}/readyz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'shutting down' });
    } finally {
      server.ctx.draining = false;
    }
  });

  it('/readyz is 503 when the database cannot be reached', async () => {
    const other = await startTestServer({}, { seedContent: false });
    await other.ctx.database.close();
    const res = await fetch(`${other.url}/readyz`);
    expect(res.status).toBe(503);
    const body = (await res.json()) as { checks: Record<string, string> };
    expect(body.checks.database).not.toBe('ok');
    await other.app.close();
  });
});
