// Child process of bench/admin/main.ts: the built server (packages/server/dist, as `npm run
// serve` runs it) over the bench's database, alone in its process so that its memory can be read
// from /proc. Talks to the parent over IPC: 'ready' with its URL, then 'stop'.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import v8 from 'node:v8';
import { loadConfig } from '../../packages/server/dist/config/config.js';
import { startServer } from '../../packages/server/dist/server.js';

const dir = mkdtempSync(join(tmpdir(), 'kokpit-bench-admin-'));
const config = loadConfig({
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dir,
  LOG_LEVEL: 'silent',
  RATE_LIMITS: 'off',
  WEB_DIST: join(dir, 'no-web'),
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  ...(process.env.BENCH_DATABASE_SCHEMA
    ? { DATABASE_SCHEMA: process.env.BENCH_DATABASE_SCHEMA }
    : {}),
});
const server = await startServer(config, { seedDemo: false, seedContent: false });
process.send({ type: 'ready', url: server.url });
// BENCH_ADMIN_TRACE=1: where the memory is, every 100 ms (V8's spaces, buffers outside them).
if (process.env.BENCH_ADMIN_TRACE) {
  const mb = (n) => Math.round(n / 1048576);
  setInterval(() => {
    const m = process.memoryUsage();
    const spaces = Object.fromEntries(
      v8
        .getHeapSpaceStatistics()
        .map((s) => [s.space_name.replace('_space', ''), mb(s.space_size)]),
    );
    console.error(
      `[trace] rss ${mb(m.rss)} heap ${mb(m.heapTotal)} used ${mb(m.heapUsed)} ext ${mb(m.external)} ab ${mb(m.arrayBuffers)} new ${spaces.new} old ${spaces.old} lo ${spaces.large_object} code ${spaces.code}`,
    );
  }, 100).unref();
}
// BENCH_ADMIN_HEAP_PROFILE=file: a sampling profile of the allocations that outlived a scavenge.
let heapProfile;
if (process.env.BENCH_ADMIN_HEAP_PROFILE) {
  const { default: inspector } = await import('node:inspector');
  const session = new inspector.Session();
  session.connect();
  const post = (method, params) =>
    new Promise((resolve, reject) =>
      session.post(method, params, (err, out) => (err ? reject(err) : resolve(out))),
    );
  await post('HeapProfiler.enable');
  await post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: false,
  });
  heapProfile = async () => {
    const { profile } = await post('HeapProfiler.stopSampling');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(process.env.BENCH_ADMIN_HEAP_PROFILE, JSON.stringify(profile));
  };
}
process.on('message', async (msg) => {
  if (msg.type !== 'stop') return;
  await heapProfile?.();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
