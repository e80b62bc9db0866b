// The cluster of bench/nodes on 127.0.0.1: a Redis of its own, built Kokpit nodes started as
// production starts them (`npm run serve`'s flags, packages/server/dist/main.js), and Debian's
// nginx in front with the site deploy/nginx/render.mjs makes (as the many-nodes suite,
// packages/web/e2e/nodes-support.ts, does).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { serveFlags } from '../record/serve-flags.mjs';
import { childrenOf } from './proc.mjs';

const repo = (path) => new URL(`../../${path}`, import.meta.url).pathname;
const READY_WITHIN_MS = 60_000;
const STOP_WITHIN_MS = 20_000;

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A child process whose output is kept (the last 16 KB) for the error that reports it. */
function startChild(command, args, env = process.env) {
  const proc = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => (output = (output + chunk.toString()).slice(-16_384));
  proc.stdout.on('data', keep);
  proc.stderr.on('data', keep);
  let ended = false;
  const exited = new Promise((resolve) =>
    proc.once('exit', (code, signal) => {
      ended = true;
      resolve(code ?? signal);
    }),
  );
  const stop = async (signal = 'SIGTERM') => {
    if (process.env.BENCH_NODES_DEBUG) console.log(`--- ${command} ${proc.pid}:\n${output}`);
    if (ended) return;
    proc.kill(signal);
    const timer = setTimeout(() => proc.kill('SIGKILL'), STOP_WITHIN_MS);
    await exited;
    clearTimeout(timer);
  };
  return { pid: proc.pid, exited, ended: () => ended, output: () => output, stop };
}

/** Polls `ok()` until it is true, failing early with the log when the process has ended. */
async function waitFor(ok, what, child) {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.ended()) throw new Error(`${what} ended before it was ready:\n${child.output()}`);
    if (await ok().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  await child.stop('SIGKILL');
  throw new Error(`${what} was not ready within ${READY_WITHIN_MS} ms:\n${child.output()}`);
}

const answers200 = async (url) =>
  (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status === 200;

const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** A Redis of the bench's own (no persistence): its CPU is the cluster's alone. */
export async function startRedis() {
  const port = await freePort();
  const redis = startChild('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await waitFor(() => listening(port), 'redis-server', redis);
  return { url: `redis://127.0.0.1:${port}`, pid: redis.pid, stop: redis.stop };
}

/** A Kokpit node on `port`; resolves once its /readyz answers 200. */
export async function startNode(name, port, env) {
  const nodeEnv = { ...process.env, ...env, PORT: String(port) };
  for (const key of ['KOKPIT_DEMO', 'KOKPIT_CONTENT', 'SMTP_URL']) delete nodeEnv[key];
  if (!env.REDIS_URL) delete nodeEnv.REDIS_URL;
  const node = startChild(
    process.execPath,
    [...serveFlags(), repo('packages/server/dist/main.js')],
    nodeEnv,
  );
  await waitFor(() => answers200(`http://127.0.0.1:${port}/readyz`), `node ${name}`, node);
  return { name, port, pid: node.pid, stop: node.stop };
}

/**
 * nginx with the production site rendered for loopback (render.mjs --plain --standalone), room
 * for `connections` connections in its one worker; resolves once /healthz answers through it.
 */
export async function startNginx(dir, port, nodePorts, connections) {
  const prefix = join(dir, `nginx-${port}`);
  mkdirSync(prefix, { recursive: true });
  const render = spawnSync(
    process.execPath,
    [
      repo('deploy/nginx/render.mjs'),
      '--plain',
      '--listen',
      `127.0.0.1:${port}`,
      ...nodePorts.flatMap((p) => ['--node', `127.0.0.1:${p}`]),
      '--standalone',
      prefix,
      '--worker-connections',
      String(connections),
    ],
    { encoding: 'utf8' },
  );
  if (render.status !== 0) throw new Error(`render.mjs failed:\n${render.stderr}`);
  const nginx = startChild(process.env.NGINX_PATH ?? '/usr/sbin/nginx', [
    '-p',
    prefix,
    '-c',
    join(prefix, 'nginx.conf'),
  ]);
  await waitFor(() => answers200(`http://127.0.0.1:${port}/healthz`), 'nginx', nginx);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: nginx.pid,
    /** The master and its workers. */
    pids: () => [nginx.pid, ...childrenOf(nginx.pid)],
    stop: nginx.stop,
  };
}
