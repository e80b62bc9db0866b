/*
 * Place search: how fast `schools` answers a place, a postal code or a position (the offline
 * gazetteer, then the 20 nearest of 500 approved schools), on the database the test server is
 * given (SQLite by default, PostgreSQL with TEST_DATABASE_URL).
 *
 *   npx tsx --tsconfig packages/server/tsconfig.json bench/places/main.ts
 *
 * Each case is asked 200 times after 20 warm-up calls, one at a time, over Socket.IO; the
 * geocoder alone is timed in process as well. bench/places/main.mjs runs it on both databases
 * for docs/BENCHMARKS.md.
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Envelope } from '@kokpit/shared';
import { seedPlaces } from '../../packages/server/src/features/places/places-seed.js';
import { buildSchool } from '../../packages/server/src/test/factories.js';
import { testDialect } from '../../packages/server/src/test/test-database.js';
import { emitAck, startTestServer } from '../../packages/server/src/test/test-server.js';

const SCHOOLS = 500;
const ROUNDS = 200;
const WARMUP = 20;

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p99: at(0.99) };
}

async function time(fn: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return percentiles(times);
}

async function main() {
  const server = await startTestServer({}, { seedContent: false });
  const { db } = server.ctx;
  const dialect = testDialect();

  // A fresh import of the whole gazetteer, as the first start does.
  await db.deleteFrom('places').execute();
  const seedStart = performance.now();
  await seedPlaces(db);
  const seedMs = performance.now() - seedStart;

  // Schools spread over mainland Greece, from Crete to Thrace.
  for (let i = 0; i < SCHOOLS; i++) {
    await buildSchool(db, {
      name: `Σχολή ${i}`,
      lat: 35.3 + ((i * 7919) % 600) / 100,
      lng: 20.5 + ((i * 104729) % 600) / 100,
    });
  }

  const socket = await server.connect('/app', { lang: 'el' });
  const ask = (payload: Record<string, unknown>) => async () => {
    const r = await emitAck<{ schools: unknown[] }>(socket, 'schools', payload);
    if (!(r as Envelope<unknown>).isPositive) throw new Error(r.message);
  };
  const cases: [string, () => Promise<unknown>][] = [
    ['schools, postal code "54622"', ask({ query: '54622' })],
    ['schools, "Θεσσαλονίκη"', ask({ query: 'Θεσσαλονίκη' })],
    ['schools, "thessaloniki"', ask({ query: 'thessaloniki' })],
    ['schools, "Πάτρα"', ask({ query: 'Πάτρα' })],
    ['schools, a position', ask({ lat: 38.25, lng: 21.73 })],
    ['schools, an unknown place', ask({ query: 'Ατλαντίδα' })],
    ['geocoder alone, "Θεσσαλονίκη"', () => server.ctx.geocoder.locate('Θεσσαλονίκη')],
    ['geocoder alone, "54622"', () => server.ctx.geocoder.locate('54622')],
  ];
  const rows: string[] = [];
  for (const [name, fn] of cases) {
    const p = await time(fn);
    rows.push(`| ${dialect} | ${name} | ${p.p50.toFixed(1)} | ${p.p99.toFixed(1)} |`);
  }
  socket.disconnect();
  const places = await db
    .selectFrom('places')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `<!-- ${dialect}: ${String(places.n)} places imported in ${(seedMs / 1000).toFixed(2)} s; ${cpus().length} × ${cpus()[0]?.model.split(' ').slice(0, 2).join(' ')} -->`,
  );
  for (const row of rows) console.log(row);
  await server.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
