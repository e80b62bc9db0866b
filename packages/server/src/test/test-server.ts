import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Envelope } from '@kokpit/shared';
import { io as ioClient, type Socket } from 'socket.io-client';
import { loadConfig } from '../config/config.js';
import { startServer, type RunningServer } from '../server.js';
import {
  makeDatabaseTemplate,
  migratedDatabaseTemplate,
  testDatabaseFrom,
  type DatabaseTemplate,
  type TestDatabase,
} from './test-database.js';

export interface TestServer extends RunningServer {
  tdb: TestDatabase;
  dataDir: string;
  /** GET/POST a REST path under /api/kokpit/v1.0; returns status and parsed body. */
  api: (
    path: string,
    init?: {
      method?: string;
      headers?: Record<string, string>;
      form?: Record<string, string>;
      body?: string;
    },
  ) => Promise<{ status: number; body: Envelope<Record<string, unknown>> }>;
  /**
   * A connected socket.io-client on a namespace (rejects with the connect error); `headers` go
   * with the handshake (a browser's Cookie and Origin).
   */
  connect: (
    namespace: string,
    auth?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => Promise<Socket>;
  stop: () => Promise<void>;
}

/**
 * A real server on 127.0.0.1 (random port) over a fresh database of the dialect under test,
 * with the demo accounts and the sample bank seeded.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    database?: TestDatabase;
    seedContent?: boolean;
    /** The demo school's class of about 40 students (off unless a suite asks for it). */
    seedDemoClass?: boolean;
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestServer> {
  const shared = options.database !== undefined;
  const seeds = {
    seedDemo: true,
    seedContent: options.seedContent,
    seedDemoClass: options.seedDemoClass ?? false,
  };
  // A copy of a database already seeded the same way: the start's seeds then find it done.
  const tdb =
    options.database ?? (await testDatabaseFrom(await seededTemplate(seeds, env.KOKPIT_CONTENT)));
  const dataDir = mkdtempSync(join(tmpdir(), 'kokpit-data-'));
  const config = testConfig(tdb, dataDir, env);
  // The test database is already migrated; startServer opens its own connection.
  if (!shared) await tdb.handle.close();
  const server = await startServer(config, { ...seeds, logStream: options.logStream });
  const sockets: Socket[] = [];

  const api = restAt(server.url);
  const connect = socketsAt(server.url, sockets);

  return {
    ...server,
    tdb,
    dataDir,
    api,
    connect,
    stop: async () => {
      for (const s of sockets) s.disconnect();
      await server.close();
      if (!shared) await tdb.cleanup().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function testConfig(
  at: { databaseUrl: string; schema?: string },
  dataDir: string,
  env: Record<string, string>,
) {
  return loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: at.databaseUrl,
    ...(at.schema ? { DATABASE_SCHEMA: at.schema } : {}),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    WEB_DIST: join(dataDir, 'no-web'),
    ...env,
  });
}

/** The worker's seeded templates, by the seeds asked for. */
const seededTemplates = new Map<string, Promise<DatabaseTemplate>>();

/** A migrated database seeded by a server's start with these seeds, made once per worker. */
function seededTemplate(
  seeds: { seedDemo: boolean; seedContent?: boolean; seedDemoClass: boolean },
  content: string | undefined,
): Promise<DatabaseTemplate> {
  const key = JSON.stringify({ ...seeds, content });
  let template = seededTemplates.get(key);
  if (!template) {
    template = migratedDatabaseTemplate().then((migrated) =>
      makeDatabaseTemplate(migrated, async (at) => {
        const dataDir = mkdtempSync(join(tmpdir(), 'kokpit-data-'));
        const env: Record<string, string> = content ? { KOKPIT_CONTENT: content } : {};
        const server = await startServer(testConfig(at, dataDir, env), seeds);
        await server.close();
        rmSync(dataDir, { recursive: true, force: true });
      }),
    );
    seededTemplates.set(key, template);
  }
  return template;
}

/** REST calls to the server at `url` (TestServer.api). */
export function restAt(url: string): TestServer['api'] {
  return async (path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    let body = init.body;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(`${url}/api/kokpit/v1.0${path}`, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
    });
    const text = await res.text();
    return { status: res.status, body: JSON.parse(text) as Envelope<Record<string, unknown>> };
  };
}

/** Socket connections to the server at `url` (TestServer.connect), each added to `sockets`. */
export function socketsAt(url: string, sockets: Socket[]): TestServer['connect'] {
  return (namespace, auth, headers) =>
    new Promise((resolve, reject) => {
      const socket = ioClient(`${url}${namespace}`, {
        auth,
        extraHeaders: headers,
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (err) => reject(err));
    });
}

/** Emits an event and resolves with its acknowledgement envelope. */
export function emitAck<T = Record<string, unknown>>(
  socket: Socket,
  event: string,
  payload?: unknown,
  // A deadline for a hang, not a speed limit: a loaded 2-core machine answers slowly, not
  // wrongly (a bank statement's import on PostgreSQL took over 20 s beside the journeys).
  timeoutMs = 90_000,
): Promise<Envelope<T>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ack for ${event}`)), timeoutMs);
    const ack = (reply: Envelope<T>) => {
      clearTimeout(timer);
      resolve(reply);
    };
    if (payload === undefined) socket.emit(event, ack);
    else socket.emit(event, payload, ack);
  });
}

/** Resolves with the next push of this name. */
export function nextPush<T = unknown>(
  socket: Socket,
  event: string,
  timeoutMs = 15_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} push`)), timeoutMs);
    socket.once(event, (data: T) => {
      clearTimeout(timer);
      resolve(data);
    });
  });
}

export const DEMO_PASSWORD = 'Kokpit!2026';
