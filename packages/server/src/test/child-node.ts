import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Socket } from 'socket.io-client';
import type { ServerAccess } from './learning.js';
import type { TestDatabase } from './test-database.js';
import { restAt, socketsAt } from './test-server.js';

/*
 * A Kokpit node in a process of its own, started the way production starts it (main.ts, run
 * from the TypeScript sources by tsx), over a test database: what the shutdown and crash suites
 * signal and kill.
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const mainPath = fileURLToPath(new URL('../main.ts', import.meta.url));
const tsconfig = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ChildNode extends ServerAccess {
  url: string;
  port: number;
  /** What the node has written to stdout and stderr so far. */
  output: () => string;
  /** Settles with how the process ended. */
  exited: Promise<Exit>;
  signal: (signal: NodeJS.Signals) => void;
  /** Closes the sockets the test opened to the node. */
  disconnectAll: () => void;
}

const running = new Set<ChildProcess>();

/** How long a node may take to start on a loaded machine before the test gives up on it. */
const START_MS = 90_000;

/**
 * Starts main.ts over `database` (env adds or overrides settings) and resolves once it serves:
 * it has printed the address it listens on.
 */
export async function startNode(
  database: TestDatabase,
  env: Record<string, string> = {},
): Promise<ChildNode> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kokpit-node-'));
  const inherited = { ...process.env };
  for (const name of ['DATABASE_URL', 'DATABASE_SCHEMA', 'REDIS_URL', 'NODE_OPTIONS']) {
    delete inherited[name];
  }
  const child = spawn(process.execPath, ['--import', 'tsx', mainPath], {
    cwd: root,
    env: {
      ...inherited,
      TSX_TSCONFIG_PATH: tsconfig,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: database.databaseUrl,
      ...(database.schema ? { DATABASE_SCHEMA: database.schema } : {}),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      WEB_DIST: join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    });
  });

  const url = await new Promise<string>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => fail('did not start in time'), START_MS);
    const onData = () => {
      const found = /serving on (http:\/\/\S+)/.exec(output);
      if (!found || settled) return;
      settled = true;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve(found[1]!);
    };
    function fail(why: string) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`node ${why}:\n${output}`));
    }
    child.stdout.on('data', onData);
    void exited.then((e) => fail(`exited (${e.code ?? e.signal}) before serving`));
  });
  const port = Number(new URL(url).port);
  const base = `http://127.0.0.1:${port}`;
  const sockets: Socket[] = [];
  return {
    url: base,
    port,
    ctx: { db: database.handle.db },
    api: restAt(base),
    connect: socketsAt(base, sockets),
    output: () => output,
    exited,
    signal: (signal) => child.kill(signal),
    disconnectAll: () => sockets.forEach((s) => s.disconnect()),
  };
}

/** Whether a new connection to the port is refused (a node's listener has closed). */
export function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/** Kills every node still running (a suite's afterAll), and waits for them to be gone. */
export async function killNodes(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}
