// Bench "nodes": one Kokpit node against two behind nginx on PostgreSQL and the Redis adapter,
// at 1,000 and 5,000 learners answering at a learner's pace; the CPU each part of the cluster
// spends per answer (the nodes, nginx, Redis, PostgreSQL's backends, the learners), and from
// those costs a capacity model for N nodes and one PostgreSQL. Run by scripts/bench.mjs.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { child } from '../record/child-process.mjs';
import { freePort, startNginx, startNode, startRedis } from './cluster.mjs';
import { cpuMs, machineBusyMs, snapshot, spent } from './proc.mjs';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** BENCH_NODES_LOADS (e.g. "100,200") tries the bench quickly on smaller loads. */
const LOADS = process.env.BENCH_NODES_LOADS?.split(',').map(Number) ?? [1_000, 5_000];
/** Each learner answers once every 5 s, as bench/record's paced runs (a quick learner). */
const PACE_MS = 5_000;
/**
 * Learners arrive at 250 a second (5,000 over 20 s: a class's morning, not a herd; each begins
 * with a test start, which costs more than an answer). The measured window opens 8 s after the
 * last learner's first test has started (at most BEGIN_WITHIN_MS after the first arrival), so
 * it holds the steady mix, a test start every twenty answers, not the arrivals' backlog.
 */
const ARRIVALS_PER_S = 250;
const SETTLE_MS = 8_000;
const BEGIN_WITHIN_MS = 90_000;
const staggerMs = (students) => (students / ARRIVALS_PER_S) * 1000;
const DURATION_MS = 10_000;
/** Sockets per learner process: two processes hold 5,000. */
const PER_CLIENT = 2_500;
/** nginx's one worker: two connections per socket (learner to nginx, nginx to a node). */
const NGINX_CONNECTIONS = 2 * Math.max(...LOADS) + 1_000;
/** The nodes' PostgreSQL connections say who they are: their backends are counted as ours. */
const APP = 'kokpit-bench-nodes';

/**
 * `bystander`: one more node on the same Redis, outside nginx, holding no socket: its CPU is
 * what every node pays for the adapter handing it the cluster's pushes.
 */
export const CONFIGS = [
  { key: 'plain', label: 'one node, no Redis', nodes: 1, redis: false },
  { key: 'one', label: 'one node, Redis adapter', nodes: 1, redis: true, bystander: true },
  { key: 'two', label: 'two nodes, Redis adapter', nodes: 2, redis: true },
].filter(
  (c) => !process.env.BENCH_NODES_CONFIGS || process.env.BENCH_NODES_CONFIGS.includes(c.key),
);
/** The bystander's own CPU with no load, measured over this long before the loads. */
const IDLE_MS = 5_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function withApp(url, name) {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
}

/** PostgreSQL's processes by what they are: the nodes' backends, its own, other clients'. */
async function pgPids(probe) {
  const { rows } = await probe.query(
    'select pid, backend_type, application_name from pg_stat_activity where pid <> pg_backend_pid()',
  );
  const out = { pgOurs: [], pgBackground: [], pgOthers: [] };
  for (const r of rows) {
    if (r.application_name?.startsWith(APP)) out.pgOurs.push(r.pid);
    else if (r.backend_type === 'client backend') out.pgOthers.push(r.pid);
    else out.pgBackground.push(r.pid);
  }
  return out;
}

/** One edge of the measured window: every part's CPU so far, the nodes' main threads apart. */
async function edge(probe, cluster, clients) {
  const groups = {
    ...(await pgPids(probe)),
    nginx: cluster.nginx.pids(),
    redis: cluster.redis ? [cluster.redis.pid] : [],
    clients: clients.map((c) => c.proc.pid),
    bystander: cluster.bystander ? [cluster.bystander.pid] : [],
  };
  cluster.nodes.forEach((n, i) => (groups[`node${i}`] = [n.pid]));
  return {
    cpu: snapshot(groups),
    mainThreads: cluster.nodes.map((n) => cpuMs(n.pid, n.pid)),
    machineMs: machineBusyMs(),
    load: os.loadavg()[0],
  };
}

/** Checkpoint and sync: the set-up's and the last run's writes reach the disk before the next. */
async function settle(probe) {
  await probe.query('checkpoint');
  execFileSync('sync');
}

/** `students` learners through nginx, in as many processes as they need; one window's costs. */
async function load(students, tokens, cluster, probe) {
  const clients = [];
  for (let i = 0; i < students; i += PER_CLIENT) {
    const c = child('./clients.mjs');
    clients.push(c);
    c.connected = c.next('connected');
    c.send({
      type: 'load',
      mode: 'record',
      url: cluster.nginx.url,
      tokens: tokens.slice(i, Math.min(students, i + PER_CLIENT)),
      pace: PACE_MS,
      warmupMs: null,
      staggerMs: staggerMs(students),
      durationMs: DURATION_MS,
      hold: true,
      keepLatencies: true,
      spreadTests: true,
    });
  }
  await Promise.all(clients.map((c) => c.connected));
  const results = clients.map((c) => c.next('result'));
  const begun = clients.map((c) => c.next('begun'));
  const went = Date.now();
  for (const c of clients) c.send({ type: 'go' });
  const allBegun = await Promise.race([
    Promise.all(begun).then(() => true),
    sleep(BEGIN_WITHIN_MS).then(() => false),
  ]);
  const beginMs = Date.now() - went;
  await sleep(SETTLE_MS);
  for (const c of clients) c.send({ type: 'open' });
  const start = await edge(probe, cluster, clients);
  await sleep(DURATION_MS);
  const end = await edge(probe, cluster, clients);
  const reports = (await Promise.all(results)).map((m) => m.result);
  for (const c of clients) c.proc.kill();
  const latencies = Float64Array.from(reports.flatMap((r) => r.latencies)).sort();
  const sum = (key) => reports.reduce((s, r) => s + r[key], 0);
  const cpu = spent(start.cpu, end.cpu);
  const round = (v) => Math.round(v * 10) / 10;
  return {
    students,
    seconds: DURATION_MS / 1000,
    cores: os.availableParallelism(),
    answers: latencies.length,
    rate: Math.round(latencies.length / (DURATION_MS / 1000)),
    p50: round(percentile(latencies, 50)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
    errors: sum('errors'),
    errorSamples: [...new Set(reports.flatMap((r) => r.errorSamples))].slice(0, 5),
    duplicates: sum('duplicates'),
    testStarts: sum('testStarts'),
    windowStarts: sum('windowStarts'),
    allBegun,
    beginMs,
    /** CPU time in the window, ms: each group of processes, each node, each node's main thread. */
    cpu: {
      nodes: cluster.nodes.map((_, i) => cpu[`node${i}`]),
      mainThreads: end.mainThreads.map((ms, i) => ms - start.mainThreads[i]),
      nginx: cpu.nginx,
      redis: cpu.redis,
      pgOurs: cpu.pgOurs,
      pgBackground: cpu.pgBackground,
      pgOthers: cpu.pgOthers,
      clients: cpu.clients,
      bystander: cpu.bystander,
      machine: end.machineMs - start.machineMs,
    },
    load: [start.load, end.load],
  };
}

function nodeEnv(config, shared, door, name) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: withApp(PG_URL, `${APP}-${name}`),
    DATABASE_SCHEMA: shared.schema,
    ...(config.redis ? { REDIS_URL: shared.redis.url } : {}),
    PRODUCT: `${APP}-${shared.stamp}`,
    PUBLIC_URL: `http://127.0.0.1:${door}`,
    TRUSTED_PROXIES: '127.0.0.1',
    RATE_LIMITS: 'off',
    DATA_DIR: join(shared.dir, `node-${config.key}-${name}`),
    WEB_DIST: join(shared.dir, 'no-web'),
    LOG_LEVEL: 'warn',
  };
}

async function runConfig(config, shared, log) {
  const nodes = [];
  let nginx = null;
  let bystander = null;
  const door = await freePort();
  try {
    for (let i = 0; i < config.nodes; i++) {
      const port = await freePort();
      const name = String.fromCharCode(65 + i);
      nodes.push(await startNode(name, port, nodeEnv(config, shared, door, name)));
    }
    let idle = null;
    if (config.bystander) {
      const port = await freePort();
      bystander = await startNode('bystander', port, nodeEnv(config, shared, door, 'bystander'));
      const before = cpuMs(bystander.pid);
      await sleep(IDLE_MS);
      idle = (cpuMs(bystander.pid) - before) / IDLE_MS; // ms of CPU per ms
    }
    nginx = await startNginx(
      shared.dir,
      door,
      nodes.map((n) => n.port),
      NGINX_CONNECTIONS,
    );
    const cluster = { nodes, nginx, bystander, redis: config.redis ? shared.redis : null };
    const out = {};
    for (const students of LOADS) {
      log(`${config.label}: ${students} learners answering once every ${PACE_MS / 1000} s`);
      await settle(shared.probe);
      out[students] = await load(students, shared.tokens, cluster, shared.probe);
      if (idle !== null) out[students].cpu.bystanderIdle = idle * DURATION_MS;
    }
    return out;
  } finally {
    await nginx?.stop();
    await bystander?.stop();
    await Promise.all(nodes.map((n) => n.stop()));
  }
}

function missing() {
  const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  if (!existsSync(nginx)) return `nginx (${nginx}; scripts/ensure-nginx.sh installs it)`;
  try {
    execFileSync('redis-server', ['--version']);
  } catch {
    return 'redis-server (Debian package redis-server)';
  }
  return null;
}

/** Runs every configuration at every load; answers the markdown section for docs/BENCHMARKS.md. */
export async function run({ log = console.log } = {}) {
  const started = Date.now();
  const lacking = missing();
  if (lacking) throw new Error(`bench nodes needs ${lacking}`);
  const loadBefore = os.loadavg()[0];
  const stamp = Date.now().toString(36);
  const schema = `bench_nodes_${stamp}`;
  const dir = mkdtempSync(join(os.tmpdir(), 'kokpit-bench-nodes-'));
  const probe = new pg.Client({ connectionString: withApp(PG_URL, 'bench-nodes-probe') });
  await probe.connect();
  await probe.query(`create schema ${schema}`);
  let redis = null;
  try {
    const students = Math.max(...LOADS);
    log(`setting up: the ministry bank and ${students} students in schema ${schema}`);
    const fixture = child(new URL('./fixture.mjs', import.meta.url), {
      BENCH_PG_URL: PG_URL,
      BENCH_SCHEMA: schema,
      BENCH_STUDENTS: String(students),
    });
    const ready = await fixture.next('ready');
    redis = await startRedis();
    const shared = { schema, stamp, dir, probe, redis, tokens: ready.tokens };
    const results = {};
    for (const config of CONFIGS) results[config.key] = await runConfig(config, shared, log);
    const { report } = await import('./report.mjs');
    const data = {
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
        paceMs: PACE_MS,
        arrivalsPerS: ARRIVALS_PER_S,
        settleMs: SETTLE_MS,
        durationMs: DURATION_MS,
        perClient: PER_CLIENT,
        questions: ready.questions,
        setupMs: ready.setupMs,
      },
      configs: CONFIGS,
      results,
    };
    if (process.env.BENCH_NODES_JSON)
      writeFileSync(process.env.BENCH_NODES_JSON, JSON.stringify(data));
    return report(data);
  } finally {
    await redis?.stop();
    await probe.query(`drop schema if exists ${schema} cascade`);
    await probe.end();
    rmSync(dir, { recursive: true, force: true });
  }
}
