import { parseArgs } from 'node:util';
import { buildWorld } from '../authorization-world.js';
import { startTestServer } from '../test-server.js';
import { freshSeed } from './random.js';
import { failureReport, runFuzz, type FuzzSummary } from './run.js';

/*
 * npm run fuzz -- --count N [--seed S] [--database URL] [--width W]
 * The fuzz test's run (src/fuzz.test.ts) as long as asked: a test server on 127.0.0.1 over a
 * fresh database (SQLite in a temporary folder, or a new schema of the PostgreSQL at URL), the
 * authorization matrix's callers, then N cases. Prints the counts by event and outcome and the
 * failures with the seed and case index that make each again; exits 1 on any failure.
 */

const USAGE = 'Usage: npm run fuzz -- --count N [--seed S] [--database postgres://…] [--width W]';

function table(summary: FuzzSummary): string[] {
  const outcomes = Object.keys(summary.outcomes).sort();
  const width = Math.max(...Object.keys(summary.byTarget).map((k) => k.length));
  const head = `${'event or route'.padEnd(width)}  ${outcomes.map((o) => o.padStart(Math.max(o.length, 6))).join('  ')}`; // prettier-ignore
  const rows = Object.entries(summary.byTarget)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, counts]) => `${key.padEnd(width)}  ${outcomes.map((o) => String(counts[o] ?? '').padStart(Math.max(o.length, 6))).join('  ')}`); // prettier-ignore
  const total = `${'total'.padEnd(width)}  ${outcomes.map((o) => String(summary.outcomes[o]).padStart(Math.max(o.length, 6))).join('  ')}`; // prettier-ignore
  return [head, ...rows, total];
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '10000' },
      seed: { type: 'string' },
      database: { type: 'string' },
      width: { type: 'string', default: '12' },
    },
  });
  const count = Number(values.count);
  const seed = values.seed === undefined ? freshSeed() : Number(values.seed);
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
    console.error(USAGE);
    return 2;
  }
  if (values.database) process.env.TEST_DATABASE_URL = values.database;
  const database = process.env.TEST_DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'SQLite';
  console.log(`Fuzzing ${count} cases on ${database}, seed ${seed}`);
  // Ctrl-C (or SIGTERM) ends the run after its current block, with the summary of what ran.
  let stopping = false;
  const stopSoon = () => {
    stopping = true;
  };
  process.once('SIGINT', stopSoon);
  process.once('SIGTERM', stopSoon);
  const server = await startTestServer();
  try {
    const world = await buildWorld(server);
    const summary = await runFuzz(server, world, {
      count,
      seed,
      width: Number(values.width),
      blockSize: Math.min(1000, count),
      log: (line) => console.error(line),
      stop: () => stopping,
      onFailure: (f) => console.error(`FAILURE seed ${f.seed} case ${f.index}: ${f.where}: ${f.problem}\n    sent ${f.sent}`), // prettier-ignore
    });
    console.log(table(summary).join('\n'));
    console.log(
      `\n${summary.sent} sent, ${summary.skipped} not sent (would unmake the callers), ` +
        `${summary.checksumsCompared} checksum comparisons, heap ${summary.heapMb.first} → ` +
        `${summary.heapMb.last} MB after collection, RSS ${summary.rssMb} MB, ${summary.seconds} s`,
    );
    console.log(`${summary.count} cases, ${summary.failures.length} failures (seed ${seed})`);
    for (const line of failureReport(summary, 100)) console.log(line);
    return summary.failures.length === 0 ? 0 : 1;
  } finally {
    await server.stop();
  }
}

process.exitCode = await main();
