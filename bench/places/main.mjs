// Bench "places" for scripts/bench.mjs: the offline place search behind `schools` (a place, a
// postal code or a position → the 20 nearest of 500 approved schools), on SQLite and (when
// TEST_DATABASE_URL names one, or the local one answers) PostgreSQL. Runs main.ts under tsx on
// each and answers the markdown.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function runOn(env) {
  const result = spawnSync(
    'npx',
    ['tsx', '--tsconfig', 'packages/server/tsconfig.json', join(here, 'main.ts')],
    { cwd: root, encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`bench/places/main.ts exited with ${result.status}`);
  return result.stdout.trim().split('\n');
}

export async function run({ log = console.log } = {}) {
  const sqliteEnv = { ...process.env };
  delete sqliteEnv.TEST_DATABASE_URL;
  log('place search on SQLite');
  const lines = runOn(sqliteEnv);
  log(`the same on PostgreSQL (${POSTGRES.replace(/\/\/[^@]*@/, '//…@')})`);
  try {
    lines.push(...runOn({ ...process.env, TEST_DATABASE_URL: POSTGRES }));
  } catch (error) {
    log(`PostgreSQL skipped: ${error.message}`);
  }
  const notes = lines.filter((l) => l.startsWith('<!--'));
  const rows = lines.filter((l) => l.startsWith('|'));
  const load = loadavg()[1].toFixed(1);
  return `## Place search (\`bench/places\`)

\`npx tsx --tsconfig packages/server/tsconfig.json bench/places/main.ts\` (with
\`TEST_DATABASE_URL\` for PostgreSQL): the gazetteer of @rallisf1/greek-postal-code-db imported
into \`places\` of a fresh test database, 500 approved schools spread over Greece. One socket
asks each case 200 times after 20 warm-up calls, one at a time; times are from emit to
acknowledgement (Socket.IO, the whole pipeline: the geocoder, then the 20 nearest schools with
distances); the geocoder alone is timed in process. Aim (issue 19): place search under 20 ms
p50. ${cpus().length} × ${cpus()[0]?.model}, shared with other work while it ran (load average
${load} at the end).

| database | case | p50 ms | p99 ms |
| --- | --- | ---: | ---: |
${rows.join('\n')}

${notes.join('\n')}

The gazetteer is small (about 2,200 rows: postal codes, municipalities, municipal units,
communities, areas, regional units, regions), so a name is a \`like\` over the word stems of
every row (\`places.search_stem\`, written by the shared \`placeStem\`) and a postal code an
indexed equality; the nearest schools are sorted by great-circle distance in JavaScript over the
approved schools and their branches.`;
}
