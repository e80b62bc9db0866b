import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { isEnvelope, NAMESPACES } from '@kokpit/shared';
import { ACTORS } from '../authorization-fixture.js';
import type { World } from '../authorization-world.js';
import { changedTables, tableChecksums } from '../table-checksum.js';
import type { TestServer } from '../test-server.js';
import { fuzzCase, keyOf, opensFor, type FuzzCase } from './cases.js';
import { POLLUTION_KEY } from './hostile.js';
import { describe } from './payloads.js';
import { sendEvent, sendRoute, SocketPool, type Sent } from './send.js';

/*
 * A fuzz run on a running test server and its authorization world: `count` cases in blocks.
 * Each block sends its cases that may change state first, then reads every table's checksum,
 * sends its refused cases, and reads it again: the two must agree. The run ends with a call
 * that must still be answered, and the heap after a collection.
 */

export interface FuzzOptions {
  count: number;
  seed: number;
  /** Cases in flight at once. */
  width?: number;
  /** Cases per block (one checksum pair each). */
  blockSize?: number;
  log?: (line: string) => void;
  /** Told of each failure as it happens (a long run prints them before its end). */
  onFailure?: (failure: FuzzFailure) => void;
  /** Asked after each block: true ends the run there (its summary counts what was sent). */
  stop?: () => boolean;
}

export interface FuzzFailure {
  seed: number;
  index: number;
  where: string;
  problem: string;
  /** The payload or request, shortened, for the report; `seed` and `index` make it again. */
  sent: string;
}

export interface FuzzSummary {
  seed: number;
  count: number;
  sent: number;
  /** Cases that would have signed a caller out, not sent. */
  skipped: number;
  byTarget: Record<string, Record<string, number>>;
  outcomes: Record<string, number>;
  failures: FuzzFailure[];
  checksumsCompared: number;
  /** Heap in MB after a collection: after the first block, and at the end. */
  heapMb: { first: number; last: number };
  rssMb: number;
  seconds: number;
}

/** Node's collector, asked for even when the process did not start with --expose-gc. */
function collector(): () => void {
  const known = (globalThis as { gc?: () => void }).gc;
  if (known) return known;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

const heapMb = (gc: () => void) => {
  gc();
  return Math.round(process.memoryUsage().heapUsed / 2 ** 20);
};

async function inGroups<T>(items: T[], width: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

function shown(c: FuzzCase): string {
  if (c.target === 'route') {
    const body = c.request.body === undefined ? '' : ` body ${describe(typeof c.request.body === 'string' ? c.request.body : c.request.body)}`; // prettier-ignore
    return `${c.request.method} ${c.request.path.slice(0, 300)}${body}`;
  }
  let text: string;
  try {
    text = JSON.stringify(c.payload) ?? 'undefined';
  } catch {
    text = describe(c.payload);
  }
  return `${c.shape} ${text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text}`;
}

/** The run's sockets, one per caller and namespace, instead of the world's (which record pushes). */
async function connectCallers(world: World, pool: SocketPool, opens: ReturnType<typeof opensFor>) {
  for (const ns of NAMESPACES) {
    for (const actor of ACTORS) {
      const socket = world.socketOf(ns, actor);
      if (!(socket instanceof Error)) socket.disconnect();
    }
  }
  // Connected before the first refused case: a handshake notes the caller's access (a write).
  await Promise.all(NAMESPACES.flatMap((ns) => ACTORS.filter((a) => opens(ns, a)).map((a) => pool.get(ns, a)))); // prettier-ignore
}

/** Adds a failure, and tells whoever asked to hear of each. */
function fail(summary: FuzzSummary, failure: FuzzFailure, onFailure?: (f: FuzzFailure) => void) {
  summary.failures.push(failure);
  onFailure?.(failure);
}

function record(
  summary: FuzzSummary,
  c: FuzzCase,
  result: Sent,
  onFailure?: (f: FuzzFailure) => void,
): void {
  summary.sent += 1;
  const key = keyOf(c);
  const counts = (summary.byTarget[key] ??= {});
  counts[result.outcome] = (counts[result.outcome] ?? 0) + 1;
  summary.outcomes[result.outcome] = (summary.outcomes[result.outcome] ?? 0) + 1;
  for (const problem of result.problems) {
    fail(summary, { seed: summary.seed, index: c.index, where: `${key} as ${c.actor} (${c.kind}: ${c.mutation})`, problem, sent: shown(c) }, onFailure); // prettier-ignore
  }
}

/** Still serving, and nothing inherits what the payloads tried to plant. */
async function finalChecks(
  summary: FuzzSummary,
  pool: SocketPool,
  onFailure?: (f: FuzzFailure) => void,
) {
  const failAt = (where: string, problem: string) => fail(summary, { seed: summary.seed, index: summary.count, where, problem, sent: '' }, onFailure); // prettier-ignore
  const app = await pool.connect('/app', 'anonymous');
  const alive = app instanceof Error ? app : await new Promise<unknown>((resolve) => app.emit('get-language', resolve)); // prettier-ignore
  if (!(app instanceof Error)) app.disconnect();
  if (!isEnvelope(alive) || !alive.isPositive) {
    failAt('the last call', 'the server no longer answers');
  }
  if (POLLUTION_KEY in {} || 'polluted' in {}) failAt('Object.prototype', 'a payload polluted it');
}

export async function runFuzz(
  server: TestServer,
  world: World,
  options: FuzzOptions,
): Promise<FuzzSummary> {
  const { seed, width = 12, blockSize = 1000, log = () => undefined, onFailure, stop } = options;
  let count = options.count;
  const started = Date.now();
  const gc = collector();
  const pool = new SocketPool(server.url, (actor) => world.callers[actor].token);
  const opens = opensFor(world);
  const summary: FuzzSummary = { seed, count, sent: 0, skipped: 0, byTarget: {}, outcomes: {}, failures: [], checksumsCompared: 0, heapMb: { first: 0, last: 0 }, rssMb: 0, seconds: 0 }; // prettier-ignore
  const checksums = () => tableChecksums(server.ctx.db, server.ctx.dialect);
  const run = async (c: FuzzCase) => {
    let result: Sent;
    try {
      result = c.target === 'event' ? await sendEvent(c, pool) : await sendRoute(c, server.url, world.callers[c.actor].token); // prettier-ignore
    } catch (error) {
      result = { outcome: 'threw', problems: [`the fuzzer threw: ${String(error)}`] };
    }
    record(summary, c, result, onFailure);
  };

  try {
    await connectCallers(world, pool, opens);
    for (let start = 0; start < count; start += blockSize) {
      const end = Math.min(count, start + blockSize);
      const cases: FuzzCase[] = [];
      for (let index = start; index < end; index++) {
        const c = fuzzCase(world, seed, index, opens);
        if (c) cases.push(c);
        else summary.skipped += 1;
      }
      await inGroups(cases.filter((c) => !c.rejected), width, run); // prettier-ignore
      const before = await checksums();
      await inGroups(cases.filter((c) => c.rejected), width, run); // prettier-ignore
      const changed = changedTables(before, await checksums());
      summary.checksumsCompared += 1;
      if (changed.length > 0) {
        fail(summary, { seed, index: start, where: `block of cases ${start}–${end - 1}`, problem: `refused input changed tables: ${changed.join(', ')}`, sent: '' }, onFailure); // prettier-ignore
      }
      if (start === 0) summary.heapMb.first = heapMb(gc);
      log(`${end} / ${count} cases, ${summary.failures.length} failures, ${Math.round((Date.now() - started) / 1000)} s`); // prettier-ignore
      if (stop?.() && end < count) {
        log(`stopped after ${end} cases`);
        summary.count = count = end;
      }
    }
    await finalChecks(summary, pool, onFailure);
  } finally {
    pool.close();
  }
  summary.heapMb.last = heapMb(gc);
  summary.rssMb = Math.round(process.memoryUsage().rss / 2 ** 20);
  summary.seconds = Math.round((Date.now() - started) / 100) / 10;
  return summary;
}

/** Failures grouped by target and problem: the first of each, with its seed, index and payload. */
export function failureReport(summary: FuzzSummary, limit = 40): string[] {
  const groups = new Map<string, { first: FuzzFailure; count: number }>();
  for (const f of summary.failures) {
    const key = `${f.where.split(' (')[0]}: ${f.problem.slice(0, 80)}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { first: f, count: 1 });
  }
  return [...groups.values()].slice(0, limit).map(({ first: f, count }) => `${count}× ${f.where}: ${f.problem}\n    seed ${f.seed} case ${f.index}, sent ${f.sent}`); // prettier-ignore
}
