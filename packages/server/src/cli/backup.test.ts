import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Envelope, Highlights, SectionStatistics } from '@kokpit/shared';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { io as ioClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../features/demo/demo-seed.js';
import { answerAll, replyId, startPractice, type Test } from '../test/learning.js';
import { testDatabaseUrl, testDialect } from '../test/test-database.js';
import { repositoryRoot, startServerProcess, type ServerProcess } from '../test/server-process.js';
import { emitAck, startTestServer, type TestServer } from '../test/test-server.js';

/** `npm run backup -- target` as an operator types it: its exit code and what it printed. */
function runBackup(
  target: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const proc = spawn('npm', ['run', '--silent', 'backup', '--', target], {
      cwd: repositoryRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    proc.stdout.on('data', (c: Buffer) => (output += c.toString()));
    proc.stderr.on('data', (c: Buffer) => (output += c.toString()));
    proc.once('exit', (code) => resolve({ code, output }));
  });
}

/** demo-student signed in over REST and connected to /student of the server at `url`. */
async function demoStudent(url: string): Promise<Socket> {
  const res = await fetch(
    `${url}/api/kokpit/v1.0/user/signin?username=demo-student&password=${encodeURIComponent(DEMO_PASSWORD)}`,
  );
  const body = (await res.json()) as Envelope<{ token: string }>;
  if (!body.isPositive) throw new Error(`sign-in failed: ${body.message}`);
  const socket = ioClient(`${url}/student`, {
    auth: { token: body.data.token, lang: 'en' },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * A learner answering without pause: progress test after progress test, each answer sent as
 * soon as the last one is acknowledged. `acked` lists the client ids of acknowledged answers.
 */
class AnswerStream {
  readonly acked: string[] = [];
  readonly done: Promise<void>;
  #stopping = false;
  #waiters: { count: number; resolve: () => void }[] = [];

  constructor(private readonly socket: Socket) {
    this.done = this.#run();
  }

  /** Resolves once `count` answers in all have been acknowledged. */
  reached(count: number): Promise<void> {
    if (this.acked.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.#waiters.push({ count, resolve }));
  }

  stop(): Promise<void> {
    this.#stopping = true;
    return this.done;
  }

  async #run(): Promise<void> {
    while (!this.#stopping) {
      const started = await emitAck<Test>(this.socket, 'test-start', {
        section: 'car',
        type: 'progress',
        options: { count: 10 },
      });
      if (!started.isPositive) throw new Error(`test-start: ${started.message}`);
      for (const q of started.data.questions) {
        if (this.#stopping) return;
        const id = replyId();
        const r = await emitAck(this.socket, 'test-record', {
          testId: started.data.id,
          reply: { id, questionId: q.id, answerId: q.answers[0]!.id },
        });
        if (!r.isPositive) throw new Error(`test-record: ${r.message}`);
        this.acked.push(id);
        const reached = this.#waiters.filter((w) => w.count <= this.acked.length);
        this.#waiters = this.#waiters.filter((w) => w.count > this.acked.length);
        for (const w of reached) w.resolve();
      }
    }
  }
}

describe.runIf(testDialect() === 'sqlite')('npm run backup on the embedded database', () => {
  let dir: string;
  const running: ServerProcess[] = [];
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'kokpit-backup-'));
  });
  afterAll(async () => {
    for (const server of running) await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('copies a serving database mid-stream; restored, it serves every answer acknowledged before', async () => {
    const dbPath = join(dir, 'kokpit.db');
    const env = { DATABASE_URL: `sqlite:${dbPath}`, DATA_DIR: dir, WEB_DIST: join(dir, 'web') };
    const first = await startServerProcess(env);
    running.push(first);
    const stream = new AnswerStream(await demoStudent(first.url));
    await stream.reached(30);

    const ackedBefore = [...stream.acked];
    const backupPath = join(dir, 'backup.db');
    const backup = await runBackup(backupPath, { DATABASE_URL: env.DATABASE_URL });
    expect(backup.output).toMatch(/written to .*backup\.db: .* answers, \d+ ms, checked/);
    expect(backup.code).toBe(0);
    // The server went on recording while and after the copy was made.
    await stream.reached(stream.acked.length + 1);
    await stream.stop();
    expect(await first.stop()).toBe(0);

    // Restore as docs/BACKUPS.md says: the server stopped, its WAL files gone, the copy in place.
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
    copyFileSync(backupPath, dbPath);
    const second = await startServerProcess(env);
    running.push(second);
    const socket = await demoStudent(second.url);
    const highlights = await emitAck<Highlights>(socket, 'highlights', { section: 'car' });
    expect(highlights.isPositive).toBe(true);
    expect(highlights.data.answered).toBeGreaterThan(0);
    const statistics = await emitAck<SectionStatistics>(socket, 'statistics', { section: 'car' });
    const replies = statistics.data.questionStats.reduce((n, q) => n + q.replies, 0);
    expect(replies).toBeGreaterThanOrEqual(ackedBefore.length);
    socket.disconnect();

    const restored = new SQLite(dbPath, { readonly: true });
    const found = restored
      .prepare(
        `select count(*) from replies where client_reply_id in (select value from json_each(?))`,
      )
      .pluck()
      .get(JSON.stringify(ackedBefore));
    restored.close();
    expect(found).toBe(ackedBefore.length);
    expect(await second.stop()).toBe(0);
  }, 180_000);

  it('refuses to overwrite a file, and an in-memory database', async () => {
    const taken = join(dir, 'taken.db');
    writeFileSync(taken, 'not a backup');
    const over = await runBackup(taken, { DATABASE_URL: `sqlite:${join(dir, 'kokpit.db')}` });
    expect(over.code).toBe(1);
    expect(over.output).toContain('exists already');
    const memory = await runBackup(join(dir, 'new.db'), { DATABASE_URL: 'sqlite::memory:' });
    expect(memory.code).toBe(1);
    expect(memory.output).toContain('nothing on disk');
  });
});

describe.runIf(testDialect() === 'postgres')('npm run backup on PostgreSQL', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    server = await startTestServer();
    dir = mkdtempSync(join(tmpdir(), 'kokpit-backup-'));
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs pg_dump, and pg_restore brings back every answer', async () => {
    const { learner, test } = await startPractice(server, 5);
    await answerAll(server, learner.socket, test);
    const answers = await server.ctx.db.selectFrom('replies').select('id').execute();
    expect(answers.length).toBe(5);

    const dump = join(dir, 'kokpit.dump');
    const env = { DATABASE_URL: server.tdb.databaseUrl, DATABASE_SCHEMA: server.tdb.schema! };
    const backup = await runBackup(dump, env);
    expect(backup.output).toContain('pg_dump --format=custom');
    expect(backup.code).toBe(0);

    const name = `kokpit_restore_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl() });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const target = new URL(testDatabaseUrl());
      target.pathname = `/${name}`;
      const restore = await new Promise<number | null>((resolve) =>
        spawn('pg_restore', ['--no-owner', `--dbname=${target.toString()}`, dump], {
          stdio: 'inherit',
        }).once('exit', resolve),
      );
      expect(restore).toBe(0);
      const copy = new pg.Client({ connectionString: target.toString() });
      await copy.connect();
      const { rows } = await copy.query<{ n: number }>(
        `select count(*)::int as n from ${env.DATABASE_SCHEMA}.replies`,
      );
      await copy.end();
      expect(rows[0]!.n).toBe(5);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
