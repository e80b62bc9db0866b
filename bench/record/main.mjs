// Bench "record": answers per second and acknowledgement latency of `test-record` with 200 and
// 1,000 concurrent students, against a bare Socket.IO echo on the same machine and load; and
// reading the statistics of a student with 50,000 recorded answers. Run by scripts/bench.mjs.
import net from 'node:net';
import os from 'node:os';
import { child } from './child-process.mjs';
import { serveFlags } from './serve-flags.mjs';
import { readEdge, windowCosts } from './window-costs.mjs';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LOADS = [200, 1000];
const WARMUP_MS = 3_000;
/** Each learner's first request comes at a random moment of this window of the warm-up. */
const STAGGER_MS = 2_000;
/**
 * Paced runs measure the steady state: learners arrive over 5 s (a thousand test starts in two
 * seconds is a herd no class makes) and the warm-up lets the last arrivals settle.
 */
const PACED_STAGGER_MS = 5_000;
const PACED_WARMUP_MS = 8_000;
const DURATION_MS = 10_000;
/**
 * The paced runs: each of 1,000 students answers once every 5 s (a quick learner: reading a
 * question takes longer), then once a second (a stress test at five times that).
 */
const PACES_MS = [5_000, 1_000];
const READ_CALLS = 50;

/**
 * Runs a client load against `server`. Adds what the measured window cost per answer
 * acknowledged in it: the server's CPU time (user and system, all its threads), the learners'
 * own, and the rest of the machine's busy time (the database's processes, when it has any);
 * and how busy the server's event loop and the machine's cores were.
 */
async function clients(msg, server) {
  const c = child('./clients.mjs');
  const edges = {};
  c.proc.on('message', (m) => {
    if (m.type === 'window' && server) edges[m.edge] = readEdge(server);
  });
  c.send(msg);
  const { result } = await c.next('result');
  c.proc.kill();
  if (!server || !edges.start || !edges.end) return result;
  const [start, end] = [await edges.start, await edges.end];
  return { ...result, ...windowCosts(start, end, result, msg.durationMs) };
}

function reachable(url) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port || 5432) });
    socket.setTimeout(1500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

async function benchEcho(log) {
  const server = child('./echo-server.mjs');
  const { url } = await server.next('ready');
  const tokens = Array.from({ length: Math.max(...LOADS) }, (_, i) => `echo-${i}`);
  const out = {};
  for (const n of LOADS) {
    log(`echo: ${n} students`);
    out[n] = await clients(
      {
        type: 'load',
        mode: 'echo',
        url,
        tokens: tokens.slice(0, n),
        pace: null,
        warmupMs: WARMUP_MS,
        staggerMs: STAGGER_MS,
        durationMs: DURATION_MS,
      },
      server,
    );
  }
  server.send({ type: 'stop' });
  return out;
}

/** Each run starts with what the one before wrote already on the disk (server.mjs settle). */
async function settled(server) {
  server.send({ type: 'settle' });
  await server.next('settled');
  return server;
}

async function benchKokpit(kind, log) {
  log(`${kind}: starting the server, importing the ministry bank, creating students`);
  const server = child(
    './server.mjs',
    { BENCH_DB: kind, BENCH_STUDENTS: String(Math.max(...LOADS)), BENCH_PG_URL: PG_URL },
    serveFlags(),
  );
  const ready = await server.next('ready');
  const out = {
    setupMs: ready.setupMs,
    questions: ready.questions,
    history: ready.history,
    closed: {},
  };
  for (const n of LOADS) {
    log(`${kind}: ${n} students answering as fast as acknowledged`);
    out.closed[n] = await clients(
      {
        type: 'load',
        mode: 'record',
        url: ready.url,
        tokens: ready.tokens.slice(0, n),
        pace: null,
        warmupMs: WARMUP_MS,
        staggerMs: STAGGER_MS,
        durationMs: DURATION_MS,
      },
      await settled(server),
    );
  }
  out.paced = {};
  for (const pace of PACES_MS) {
    log(`${kind}: ${ready.tokens.length} students answering once every ${pace / 1000} s each`);
    out.paced[pace] = await clients(
      {
        type: 'load',
        mode: 'record',
        url: ready.url,
        tokens: ready.tokens,
        pace,
        warmupMs: PACED_WARMUP_MS,
        staggerMs: PACED_STAGGER_MS,
        durationMs: DURATION_MS,
      },
      await settled(server),
    );
  }
  log(`${kind}: statistics and highlights of a student with ${ready.history.replies} answers`);
  await settled(server);
  out.reads = await clients({
    type: 'reads',
    url: ready.url,
    token: ready.historyToken,
    events: ['statistics', 'highlights'],
    calls: READ_CALLS,
  });
  server.send({ type: 'stop' });
  out.storedReplies = (await server.next('stopped')).replies;
  return out;
}

/** Runs every measurement; answers the markdown section for docs/BENCHMARKS.md. */
export async function run({ log = console.log } = {}) {
  const started = Date.now();
  const loadBefore = os.loadavg()[0];
  if (loadBefore > 1)
    log(
      `load average ${loadBefore.toFixed(2)}: other work on the machine will show in the numbers`,
    );
  log('floor: the writes of an answer straight on better-sqlite3');
  const floor = child('./floor.mjs');
  const floorUs = (await floor.next('result')).result;
  const echo = await benchEcho(log);
  const kinds = ['sqlite', ...((await reachable(PG_URL)) ? ['postgres'] : [])];
  if (kinds.length === 1) log(`PostgreSQL not reachable at ${PG_URL}: SQLite only`);
  const results = {};
  for (const kind of kinds) results[kind] = await benchKokpit(kind, log);
  const { report } = await import('./report.mjs');
  return report({
    date: new Date(started).toISOString(),
    took: Math.round((Date.now() - started) / 1000),
    machine: {
      nproc: os.availableParallelism(),
      cpu: os.cpus()[0]?.model ?? '?',
      node: process.version,
      memory: Math.round(os.totalmem() / 2 ** 30),
      loadBefore,
      loadAfter: os.loadavg()[0],
    },
    config: {
      loads: LOADS,
      warmupMs: WARMUP_MS,
      staggerMs: STAGGER_MS,
      durationMs: DURATION_MS,
      pacesMs: PACES_MS,
      pacedStaggerMs: PACED_STAGGER_MS,
      pacedWarmupMs: PACED_WARMUP_MS,
      readCalls: READ_CALLS,
    },
    echo,
    floorUs,
    results,
  });
}
