import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '/work/main/packages/server/dist/config/config.js';
import { importContent } from '/work/main/packages/server/dist/features/content/content-importer.js';
import { startServer } from '/work/main/packages/server/dist/server.js';
import { startTest } from '/work/main/packages/server/dist/features/tests/test-start.service.js';
import { recordReply } from '/work/main/packages/server/dist/features/tests/test-record.service.js';
import { createStudents } from '/work/main/bench/record/fixtures.mjs';
const kind = process.argv[2] ?? 'sqlite';
const dir = mkdtempSync(join(tmpdir(), 'kb-'));
let env = { DATABASE_URL: `sqlite:${join(dir, 'b.db')}` };
if (kind === 'postgres') {
  const pg = (await import('pg')).default; const schema = 'micro_' + Date.now().toString(36);
  const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' }); await c.connect(); await c.query(`create schema ${schema}`); await c.end();
  env = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', DATABASE_SCHEMA: schema };
}
const config = loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'silent', RATE_LIMITS: 'off', ...env });
const server = await startServer(config, { seedDemo: false, seedContent: false });
await importContent(server.ctx.db, '/work/shared/content/ministry-2012');
const { ids } = await createStudents(server.ctx.db, 50);
const ctx = server.ctx;
let t0 = performance.now(); let answers = 0; let startMs = 0; let recMs = 0;
for (let round = 0; round < 4; round++) for (const id of ids) {
  const s0 = performance.now();
  const test = await startTest(ctx, id, { section: 'car', type: 'progress' }, 'en');
  startMs += performance.now() - s0;
  for (const q of test.questions) {
    const a = q.answers.find((x) => x.isCorrect);
    const r0 = performance.now();
    await recordReply(ctx, id, test.id, { id: `${id}-${round}-${q.id}`, questionId: q.id, answerId: a.id }, 'en');
    recMs += performance.now() - r0; answers++;
  }
}
console.log(kind, 'answers', answers, 'ms/answer', (recMs / answers).toFixed(3), 'starts', ids.length * 4, 'ms/start', (startMs / (ids.length * 4)).toFixed(2), 'total s', ((performance.now() - t0) / 1000).toFixed(1));
await server.close();
process.exit(0);
