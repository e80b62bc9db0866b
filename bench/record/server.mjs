// Child process: a real Kokpit server on 127.0.0.1 over a fresh database holding the ministry
// bank, with the bench students. Talks to the orchestrator over IPC.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { loadConfig } from '../../packages/server/dist/config/config.js';
import { importContent } from '../../packages/server/dist/features/content/content-importer.js';
import { startServer } from '../../packages/server/dist/server.js';
import { createHistory } from './history-fixture.mjs';
import { createStudents } from './students-fixture.mjs';

const MINISTRY = new URL('../../../shared/content/ministry-2012', import.meta.url).pathname;

async function database(kind) {
  const dir = mkdtempSync(join(tmpdir(), 'kokpit-bench-'));
  if (kind === 'sqlite') {
    return {
      env: { DATABASE_URL: `sqlite:${join(dir, 'bench.db')}` },
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
      dir,
    };
  }
  const url = process.env.BENCH_PG_URL;
  const schema = `bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  // The server's connections are known by this name in pg_stat_activity (backendsMs).
  const named = new URL(url);
  named.searchParams.set('application_name', schema);
  return {
    env: { DATABASE_URL: named.toString(), DATABASE_SCHEMA: schema },
    schema,
    dir,
    cleanup: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * What the set-up or the last run wrote goes to the disk now, not in the next measured window:
 * a PostgreSQL commit waits for its WAL's sync, which queues behind the kernel's writeback of
 * hundreds of megabytes (stalls of 50-180 ms seen in PostgreSQL's log without this).
 */
async function settle(kind, db) {
  if (kind === 'postgres') await sql`checkpoint`.execute(db);
  execFileSync('sync');
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/**
 * The CPU time so far (user and system, ms) of each PostgreSQL backend serving the server, by
 * pid: what the database's processes spend on its queries, apart from anything else the machine
 * runs. Null without /proc or on SQLite.
 */
async function backendsMs(kind, db) {
  if (kind !== 'postgres') return null;
  const { rows } =
    await sql`select pid from pg_stat_activity where application_name = ${db.schema}`.execute(
      db.admin,
    );
  const out = {};
  for (const { pid } of rows) {
    try {
      // pid (comm) state ... utime stime: fields 14 and 15, counted after the command's ')'.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      out[pid] = (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

async function main() {
  const kind = process.env.BENCH_DB;
  const students = Number(process.env.BENCH_STUDENTS);
  const db = await database(kind);
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: db.dir,
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    WEB_DIST: join(db.dir, 'no-web'),
    ...db.env,
  });
  const started = Date.now();
  const server = await startServer(config, { seedDemo: false, seedContent: false });
  const bank = await importContent(server.ctx.db, MINISTRY);
  // One more student than the load uses: the one with 50,000 answers whose statistics are read.
  const { ids, tokens } = await createStudents(server.ctx.db, students + 1);
  const [historyToken] = tokens.splice(students, 1);
  const history = await createHistory(server.ctx.db, ids[students]);
  // A live PostgreSQL has planner statistics (autovacuum analyses within a minute of a load);
  // a schema filled a second ago has none yet.
  if (kind === 'postgres') await sql`analyze`.execute(server.ctx.db);
  await settle(kind, server.ctx.db);
  process.send({
    type: 'ready',
    url: server.url,
    tokens,
    historyToken,
    history,
    questions: bank.sections.car?.inserted ?? 0,
    setupMs: Date.now() - started,
  });
  const windowProfile = process.env.BENCH_WINDOW_PROFILE ? windowProfiler() : null;
  process.on('message', async (msg) => {
    if (msg.type === 'cpu') {
      await windowProfile?.edge();
      process.send({
        type: 'cpu',
        usage: process.cpuUsage(),
        elu: performance.eventLoopUtilization(),
        backends: await backendsMs(kind, { ...db, admin: server.ctx.db }),
      });
    }
    if (msg.type === 'settle') {
      await settle(kind, server.ctx.db);
      process.send({ type: 'settled' });
    }
    if (msg.type !== 'stop') return;
    const replies = await server.ctx.db
      .selectFrom('replies')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    await server.close();
    await db.cleanup();
    process.send({ type: 'stopped', replies: Number(replies.n) });
    process.exit(0);
  });
}

/**
 * A V8 CPU profile of the measured window alone (BENCH_WINDOW_PROFILE: the file to write), not
 * of the set-up before it: started at the window's first edge, written at its second.
 */
function windowProfiler() {
  const session = new inspector.Session();
  session.connect();
  const post = (method, params) =>
    new Promise((resolve, reject) =>
      session.post(method, params, (err, out) => (err ? reject(err) : resolve(out))),
    );
  let running = false;
  return {
    async edge() {
      if (!running) {
        await post('Profiler.enable');
        await post('Profiler.setSamplingInterval', { interval: 250 });
        await post('Profiler.start');
        running = true;
        return;
      }
      const { profile } = await post('Profiler.stop');
      writeFileSync(process.env.BENCH_WINDOW_PROFILE, JSON.stringify(profile));
      running = false;
    },
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
