import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_ROWS, ROUTE_ROWS } from './test/authorization-rows.js';
import { buildWorld, type World } from './test/authorization-world.js';
import type { EventCase } from './test/fuzz/cases.js';
import { failureReport, runFuzz } from './test/fuzz/run.js';
import { sendEvent, SocketPool } from './test/fuzz/send.js';
import { changedTables, tableChecksums } from './test/table-checksum.js';
import { testDialect } from './test/test-database.js';
import { startTestServer, type TestServer } from './test/test-server.js';

/*
 * Fuzzing (docs/FUZZING.md): 10,000 valid, near-valid and hostile payloads across every event
 * of every namespace and every route, as callers who may call each and some who may not.
 * Every reply is an envelope; no input gets an internal error or a trace; refused input is
 * refused (validation, sign in, not allowed) and changes no row of any table; the server still
 * answers at the end with its heap bounded. `npm run fuzz` runs the same cases, as many as
 * asked. A failure prints the seed and case index: FUZZ_SEED=<seed> runs the same cases again.
 */

const COUNT = 10_000;
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_128);
/** Heap growth allowed over the run, after a collection, in MB (server and fuzzer share it). */
const HEAP_GROWTH_MB = 96;

describe(`fuzzing on ${testDialect()}`, () => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer();
    world = await buildWorld(server);
  });
  afterAll(async () => server?.stop());

  it(`${COUNT} payloads: envelopes only, refusals change nothing, the server stays up`, async () => {
    const summary = await runFuzz(server, world, {
      count: COUNT,
      seed: SEED,
      log: process.env.FUZZ_LOG ? console.log : undefined,
    });
    expect(failureReport(summary), `${summary.failures.length} failures`).toEqual([]);
    expect(summary.sent + summary.skipped).toBe(COUNT);
    expect(summary.checksumsCompared).toBeGreaterThanOrEqual(COUNT / 1000);
    expect(summary.heapMb.last - summary.heapMb.first).toBeLessThan(HEAP_GROWTH_MB);
    // Every event of every namespace and every route was called.
    const targets = [...EVENT_ROWS.map((r) => `${r.ns} ${r.event}`), ...ROUTE_ROWS.map((r) => `${r.method} ${r.url}`)]; // prettier-ignore
    expect(targets.filter((t) => !summary.byTarget[t])).toEqual([]);
  }, 300_000);

  // Found by a long run (seed 5005, case 12172): sent without an acknowledgement, a payload
  // meant to hold a 10,000-deep array went out as the marker string standing for it, which the
  // server rightly accepted as a manager's name; the checksum saw the school change.
  it('a deep payload sent without an acknowledgement goes out deep, and changes nothing', async () => {
    const row = EVENT_ROWS.find((r) => r.ns === '/school' && r.event === 'editor/account')!;
    const payload = {
      name: 'Σχολή Οδηγών Βάθος',
      managerName: '\u0001deep-array-10000',
      phone: '2310 123456',
      email: 'deep@example.test',
    };
    const deep: EventCase = { target: 'event', index: 0, row, actor: 'pendingSchool', payload, shape: 'no-ack', rejected: true, kind: 'hostile', mutation: 'deep' }; // prettier-ignore
    const pool = new SocketPool(server.url, (actor) => world.callers[actor].token);
    try {
      // Connected first: a connection notes the user's last visit.
      await pool.get(row.ns, 'pendingSchool');
      const before = await tableChecksums(server.ctx.db, server.ctx.dialect);
      expect(await sendEvent(deep, pool)).toEqual({ outcome: 'unacknowledged', problems: [] });
      // An acknowledged call after it on the same socket: the first has been read and refused
      // by then (one socket's events pass the pipeline in order), so its answer is the signal.
      const after: EventCase = { ...deep, payload: {}, shape: 'ack' };
      expect((await sendEvent(after, pool)).outcome).toBe('invalid');
      expect(changedTables(before, await tableChecksums(server.ctx.db, server.ctx.dialect))).toEqual([]); // prettier-ignore
    } finally {
      pool.close();
    }
  });
});
