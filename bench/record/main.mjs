// Bench "record": answers per second and acknowledgement latency of `test-record` with 200 and
// 1,000 concurrent students, against a bare Socket.IO echo on the same machine and load; and
// reading the statistics of a student with 50,000 recorded answers. Run by scripts/bench.mjs.
import { fork } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';

const here = (file) => new URL(file, import.meta.url).pathname;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LOADS = [200, 1000];
const WARMUP_MS = 2_000;
const DURATION_MS = 10_000;
/** The paced run: each of 1,000 students answers once a second (a very fast learner). */
const PACE_MS = 1_000;
const READ_CALLS = 50;

function child(file, env = {}) {
  const proc = fork(here(file), [], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }); // prettier-ignore
  const next = (type) =>
    new Promise((resolve, reject) => {
      const onMessage = (msg) => {
        if (msg.type === type) {
          proc.off('message', onMessage);
          resolve(msg);
        } else if (msg.type === 'error') reject(new Error(msg.message));
      };
      proc.on('message', onMessage);
      proc.once('exit', (code) => code !== 0 && reject(new Error(`${file} exited with ${code}`)));
    });
  return { proc, next, send: (msg) => proc.send(msg) };
}

async function clients(msg) {
  const c = child('./clients.mjs');
  c.send(msg);
  const { result } = await c.next('result');
  c.proc.kill();
  return result;
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
    out[n] = await clients({ type: 'load', mode: 'echo', url, tokens: tokens.slice(0, n), pace: null, warmupMs: WARMUP_MS, durationMs: DURATION_MS }); // prettier-ignore
  }
  server.send({ type: 'stop' });
  return out;
}

async function benchKokpit(kind, log) {
  log(`${kind}: starting the server, importing the ministry bank, creating students`);
  const server = child('./server.mjs', { BENCH_DB: kind, BENCH_STUDENTS: String(Math.max(...LOADS)), BENCH_PG_URL: PG_URL }); // prettier-ignore
  const ready = await server.next('ready');
  const out = { setupMs: ready.setupMs, questions: ready.questions, history: ready.history, closed: {} }; // prettier-ignore
  for (const n of LOADS) {
    log(`${kind}: ${n} students answering as fast as acknowledged`);
    out.closed[n] = await clients({ type: 'load', mode: 'record', url: ready.url, tokens: ready.tokens.slice(0, n), pace: null, warmupMs: WARMUP_MS, durationMs: DURATION_MS }); // prettier-ignore
  }
  log(`${kind}: 1000 students answering once a second each`);
  out.paced = await clients({ type: 'load', mode: 'record', url: ready.url, tokens: ready.tokens, pace: PACE_MS, warmupMs: WARMUP_MS, durationMs: DURATION_MS }); // prettier-ignore
  log(`${kind}: statistics and highlights of a student with ${ready.history.replies} answers`);
  out.reads = await clients({ type: 'reads', url: ready.url, token: ready.historyToken, events: ['statistics', 'highlights'], calls: READ_CALLS }); // prettier-ignore
  server.send({ type: 'stop' });
  out.storedReplies = (await server.next('stopped')).replies;
  return out;
}

/** Runs every measurement; answers the markdown section for docs/BENCHMARKS.md. */
export async function run({ log = console.log } = {}) {
  const started = Date.now();
  const echo = await benchEcho(log);
  const kinds = ['sqlite', ...((await reachable(PG_URL)) ? ['postgres'] : [])];
  if (kinds.length === 1) log(`PostgreSQL not reachable at ${PG_URL}: SQLite only`);
  const results = {};
  for (const kind of kinds) results[kind] = await benchKokpit(kind, log);
  const { report } = await import('./report.mjs');
  return report({
    date: new Date(started).toISOString(),
    took: Math.round((Date.now() - started) / 1000),
    machine: { nproc: os.availableParallelism(), cpu: os.cpus()[0]?.model ?? '?', node: process.version, memory: Math.round(os.totalmem() / 2 ** 30) }, // prettier-ignore
    config: { loads: LOADS, warmupMs: WARMUP_MS, durationMs: DURATION_MS, paceMs: PACE_MS, readCalls: READ_CALLS }, // prettier-ignore
    echo,
    results,
  });
}
