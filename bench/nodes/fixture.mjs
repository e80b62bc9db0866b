// Child process: fills a fresh PostgreSQL schema for the cluster (the ministry bank and the
// bench students, as bench/record's server does), through a Kokpit server started in this
// process and closed again; the nodes then start on that schema. Talks to the orchestrator
// over IPC: `ready` with the students' tokens.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../../packages/server/dist/config/config.js';
import { importContent } from '../../packages/server/dist/features/content/content-importer.js';
import { startServer } from '../../packages/server/dist/server.js';
import { createStudents } from '../record/students-fixture.mjs';

const MINISTRY = new URL('../../../shared/content/ministry-2012', import.meta.url).pathname;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'kokpit-bench-nodes-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    WEB_DIST: join(dir, 'no-web'),
    DATABASE_URL: process.env.BENCH_PG_URL,
    DATABASE_SCHEMA: process.env.BENCH_SCHEMA,
  });
  const started = Date.now();
  const server = await startServer(config, { seedDemo: false, seedContent: false });
  const db = server.ctx.db;
  // Every Kokpit on one Redis shares the adapter's channels (nodes-support.ts, spreadIds): the
  // bench's users and sessions get ids far from another suite's, whose pushes would reach them.
  const from = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);
  for (const table of ['users', 'schools', 'sessions']) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${from})`.execute(db);
  }
  const bank = await importContent(db, MINISTRY);
  const { tokens } = await createStudents(db, Number(process.env.BENCH_STUDENTS));
  // A live PostgreSQL has planner statistics; a schema filled a second ago has none yet.
  await sql`analyze`.execute(db);
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  process.send(
    {
      type: 'ready',
      tokens,
      questions: bank.sections.car?.inserted ?? 0,
      setupMs: Date.now() - started,
    },
    () => process.exit(0),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
