import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import pg from 'pg';

/*
 * The many-nodes suite's cluster (many-nodes.nodes.ts, playwright.nodes.config.ts): two built
 * Kokpit nodes on PostgreSQL and Redis, and Debian's nginx in front of them with the site
 * deploy/nginx/render.mjs makes, all on 127.0.0.1. The journeys reach the nodes through nginx;
 * a journey that needs one node in particular goes to that node's own port.
 */

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** nginx on E2E_NODES_PORT (3140 unless set), the nodes on the two ports after it. */
export function clusterPorts(): { door: number; nodes: [number, number] } {
  const door = Number(process.env.E2E_NODES_PORT ?? 3140);
  return { door, nodes: [door + 1, door + 2] };
}

export interface KokpitNode {
  readonly name: string;
  readonly url: string;
  /** Starts the node and resolves once its /readyz says ready. */
  start: () => Promise<void>;
  /** Sends the signal and resolves with the exit code once the process has ended. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export interface Cluster {
  /** nginx: the address the users have. */
  door: string;
  nodes: [KokpitNode, KokpitNode];
  /** A connection to the cluster's database (its own schema), for checks. */
  db: pg.Client;
  close: () => Promise<void>;
}

const READY_WITHIN_MS = 60_000;
const STOP_WITHIN_MS = 20_000;

/** Every child still running, ended if the worker goes away without closing the cluster. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** A child process whose output is kept (the last 64 KB) for the error that reports it. */
function startChild(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-65_536));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 128 : null));
    }),
  );
  return { child, exited, output: () => output };
}

/** Polls `url` until it answers 200, failing early with the log when the process has ended. */
async function waitUntilOk(
  url: string,
  what: string,
  child: ReturnType<typeof startChild>,
): Promise<void> {
  let ended = false;
  void child.exited.then(() => (ended = true));
  await expect(async () => {
    // An ended process stops the polling; it is told below.
    if (ended) return;
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      .then((r) => r.ok)
      .catch(() => false);
    expect(ok, `${what} answers ${url}`).toBe(true);
  })
    .toPass({ timeout: READY_WITHIN_MS, intervals: [100] })
    .catch(() => {
      throw new Error(`${what} was not ready within ${READY_WITHIN_MS} ms:\n${child.output()}`);
    });
  if (ended) throw new Error(`${what} ended before it was ready:\n${child.output()}`);
}

function kokpitNode(name: string, port: number, env: NodeJS.ProcessEnv): KokpitNode {
  const url = `http://127.0.0.1:${port}`;
  let running: ReturnType<typeof startChild> | null = null;
  return {
    name,
    url,
    start: async () => {
      if (running) throw new Error(`node ${name} is already running`);
      const main = join(repoRoot, 'packages/server/dist/main.js');
      running = startChild(process.execPath, [main], { ...env, PORT: String(port) });
      const self = running;
      void self.exited.then(() => {
        if (running === self) running = null;
      });
      await waitUntilOk(`${url}/readyz`, `node ${name}`, self);
    },
    stop: async (signal = 'SIGTERM') => {
      const self = running;
      if (!self) return null;
      self.child.kill(signal);
      const timer = setTimeout(() => self.child.kill('SIGKILL'), STOP_WITHIN_MS);
      const code = await self.exited;
      clearTimeout(timer);
      return code;
    },
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Starts the cluster on the PostgreSQL and Redis of TEST_DATABASE_URL and TEST_REDIS_URL: a
 * fresh schema, and a PRODUCT of its own so that its rate-limit budgets in Redis are its own.
 * Node A starts (and migrates) first, then node B, as a deployment would bring them up.
 */
export async function startCluster(): Promise<Cluster> {
  const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
  const redisUrl = process.env.TEST_REDIS_URL ?? '';
  if (!databaseUrl.startsWith('postgres') || !redisUrl.startsWith('redis')) {
    throw new Error('set TEST_DATABASE_URL (postgres://…) and TEST_REDIS_URL (redis://…)');
  }
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const schema = `e2e_nodes_${stamp}`;
  const dir = mkdtempSync(join(tmpdir(), 'kokpit-nodes-'));
  // Run as root, nginx's workers are "nobody": they must reach its cache under here.
  chmodSync(dir, 0o755);
  const { door: doorPort, nodes: nodePorts } = clusterPorts();
  const door = `http://127.0.0.1:${doorPort}`;
  await adminQuery(databaseUrl, `create schema ${schema}`);

  const nodeEnv = (name: string): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATABASE_SCHEMA: schema,
      REDIS_URL: redisUrl,
      PRODUCT: `kokpit-e2e-${stamp}`,
      PUBLIC_URL: door,
      TRUSTED_PROXIES: '127.0.0.1',
      DATA_DIR: join(dir, name),
      WEB_DIST: join(repoRoot, 'packages/web/dist'),
      LOG_LEVEL: 'warn',
    };
    for (const key of ['RATE_LIMITS', 'KOKPIT_DEMO', 'KOKPIT_CONTENT', 'SMTP_URL']) delete env[key];
    return env;
  };
  const nodes: [KokpitNode, KokpitNode] = [
    kokpitNode('A', nodePorts[0], nodeEnv('a')),
    kokpitNode('B', nodePorts[1], nodeEnv('b')),
  ];
  const db = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
  let nginx: ReturnType<typeof startChild> | null = null;

  const close = async () => {
    nginx?.child.kill('SIGTERM');
    await nginx?.exited;
    await Promise.all(nodes.map((node) => node.stop('SIGTERM')));
    await db.end().catch(() => undefined);
    await adminQuery(databaseUrl, `drop schema if exists ${schema} cascade`);
    if (process.env.E2E_KEEP_DATA !== '1') rmSync(dir, { recursive: true, force: true });
  };
  try {
    await nodes[0].start();
    await nodes[1].start();
    await db.connect();
    await spreadIds(db);
    nginx = startNginx(dir, doorPort, nodePorts);
    await waitUntilOk(`${door}/healthz`, 'nginx', nginx);
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  return { door, nodes, db, close };
}

/**
 * Every Kokpit on one Redis shares the Socket.IO adapter's channels, so a push or sign-out
 * another suite sends to its user, school or session 3 would reach this cluster's: the ids
 * here start far from theirs.
 */
async function spreadIds(db: pg.Client): Promise<void> {
  const start = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);
  for (const table of ['users', 'schools', 'sessions']) {
    await db.query(`select setval(pg_get_serial_sequence($1, 'id'), $2)`, [table, start]);
  }
}

/** nginx with the production site rendered for loopback (render.mjs --plain --standalone). */
function startNginx(dir: string, port: number, nodePorts: number[]) {
  const prefix = join(dir, 'nginx');
  mkdirSync(prefix);
  const render = spawnSync(
    process.execPath,
    [
      join(repoRoot, 'deploy/nginx/render.mjs'),
      '--plain',
      '--listen',
      `127.0.0.1:${port}`,
      ...nodePorts.flatMap((p) => ['--node', `127.0.0.1:${p}`]),
      '--standalone',
      prefix,
    ],
    { encoding: 'utf8' },
  );
  if (render.status !== 0) throw new Error(`render.mjs failed:\n${render.stderr}`);
  const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  return startChild(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], process.env);
}

/** The sockets a node holds in a namespace, from its own /metrics (never through nginx). */
export async function socketsOn(node: KokpitNode, namespace: string): Promise<number> {
  const text = await (await fetch(`${node.url}/metrics`)).text();
  const line = new RegExp(`^kokpit_sockets\\{namespace="${namespace}"\\} (\\d+)$`, 'm').exec(text);
  return Number(line?.[1] ?? 0);
}

/** The operators approve the school (as school-support's approveSchool does on SQLite). */
export async function approveSchoolIn(db: pg.Client, schoolId: number): Promise<void> {
  await db.query('update schools set status = 1 where id = $1', [schoolId]);
}
