// Bench "admin" for scripts/bench.mjs: the back office's record list on a replies table of
// 1,000,000 rows (list, filter, sort over Socket.IO) and its exports (each format, through the
// built server in a child process), on SQLite and (when TEST_DATABASE_URL names one, or the
// local one answers) PostgreSQL. Runs main.ts under tsx on each.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const ROWS = 1_000_000;
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function runOn(env) {
  const result = spawnSync(
    'npx',
    ['tsx', '--tsconfig', 'packages/server/tsconfig.json', join(here, 'main.ts'), String(ROWS)],
    { cwd: root, encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`bench/admin/main.ts exited with ${result.status}`);
  return result.stdout.trim().split('\n');
}

export async function run({ log = console.log } = {}) {
  const sqliteEnv = { ...process.env };
  delete sqliteEnv.TEST_DATABASE_URL;
  log(`the back office on ${ROWS} replies, SQLite`);
  const lines = runOn(sqliteEnv);
  log(`the same on PostgreSQL (${POSTGRES.replace(/\/\/[^@]*@/, '//…@')})`);
  try {
    lines.push(...runOn({ ...process.env, TEST_DATABASE_URL: POSTGRES }));
  } catch (error) {
    log(`PostgreSQL skipped: ${error.message}`);
  }
  const notes = lines.filter((l) => l.startsWith('<!--'));
  const rows = lines.filter((l) => l.startsWith('|'));
  const exports = lines.filter((l) => l.startsWith('export |')).map((l) => l.slice(7));
  const load = loadavg()[1].toFixed(1);
  const uptime = execFileSync('uptime', { encoding: 'utf8' }).trim();
  return `## The back office on ${ROWS.toLocaleString('en')} replies (\`bench/admin\`)

\`npx tsx --tsconfig packages/server/tsconfig.json bench/admin/main.ts [rows]\` (with
\`TEST_DATABASE_URL\` for PostgreSQL): the rows are generated inside the database
(\`generate_series\` on PostgreSQL, a recursive CTE on SQLite; 30 replies per test, 100
students). ${cpus().length} × ${cpus()[0]?.model}, shared with other helpers' builds, tests and
benchmarks while it ran: \`uptime\` at the end said ${uptime.replace(/^.*load/, 'load')}, so
the times are upper bounds (load average ${load} over the last 5 minutes).

### Lists

One operator's \`/admin\` socket asks \`records/list\` on \`replies\` for each case 100 times
after 10 warm-up calls, one at a time; times are from emit to acknowledgement (the whole
pipeline: rate limit, session, validation, \`canOperate\`, the row guard, the page, the total
and the labels of the referenced tests, students and questions). Aim (issue 20): an
index-backed list, filter or sort under 100 ms p50.

| database | case | p50 ms | p99 ms |
| --- | --- | ---: | ---: |
${rows.join('\n')}

How: every list first counts the rows its index-backed conditions leave (key, \`test_id\`:
columns that lead an index), up to 100,000 (\`ROW_GUARD\`). Under that, the whole query runs
(bounded work); over it, a list whose other conditions or sort no index serves answers "too
slow, narrow the filter" at once (the last case: the refusal's own time) instead of scanning or
sorting a million rows; a list served by indexes alone shows "more than 100,000" as its total.
PostgreSQL also runs each list under \`SET LOCAL statement_timeout = 3000\` as a backstop
(better-sqlite3 cannot interrupt a statement, so the guard is all SQLite has). \`replies\` has
no index on \`student_id\` or \`answered_at\`: a filter on them alone is refused on a big
table; narrow by test or key first. Under the guard, a list sorted by a column that none of its
index-backed conditions compares is read through those conditions and sorted (a subquery whose
LIMIT the planner cannot see through): PostgreSQL otherwise walked \`replies_test\` in test
order and skipped every row outside the key range, about 250 ms p50 for "two indexes" (key and
test grow together, so the range's first row lies deep in that index), now a sort of at most
50,000 rows.

### Exports

The whole table (1,000,000 rows, newest first: keyset pages of 1,000 on the key) in each format
through \`POST /admin/exports\` of the **built** server (\`packages/server/dist\`) started in a
child process with \`npm run serve\`'s Node flags (\`--max-semi-space-size=64\`), so that the
memory read from \`/proc/<pid>\` is the server's alone. The client reads as fast as it can;
rows/s is the rows over the time from request to last byte. Each format is exported once on
2,000 rows first (a format's first export loads its code: exceljs), then "idle" is the
server's resident set just before the export and "peak growth" the highest resident set during
it (\`VmHWM\`, reset before each through \`clear_refs\`, and samples every 20 ms) less that.
The CSV's lines are counted against the rows. Aim (issue 20 item 5): under 100 MB growth.

| database | format | rows | MB | s | rows/s | idle MB | peak growth MB |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |
${exports.join('\n')}

${notes.join('\n')}

How: an export is read and encoded on a thread of its own (\`export.worker.ts\`) with its own
connection and heap limits (\`resourceLimits\`: 8 MB young, 48 MB old generation), so the
garbage of a million rows falls in a heap that cannot grow past them. The file reaches the
socket through a ring of four 256 KiB slots of memory both threads share: the thread copies a
chunk into a free slot, the event loop writes that slot to the socket and frees it once the
socket has taken it, so nothing in flight is left for a garbage collector and a paused download
holds the thread back at once. A page is read only once the one before has left the writer
(the writers' \`write\` waits for \`'drain'\`; for xlsx, for exceljs's zip to have taken the
sheet's data, which exceljs itself does not wait for): \`export-formats.test.ts\` shows a
writer taking no more pages while nobody reads. The growth left is mostly the thread itself:
an isolate with the modules it loads (Kysely, the driver, the shared package, exceljs for xlsx)
is 40 to 50 MB before its first row. \`--max-semi-space-size\`, which \`npm run serve\` sets
for answer throughput, is a V8 flag every new isolate reads and it wins over a thread's limits,
so it is lifted while an export thread's isolate starts (\`export-thread.ts\`). Before the
thread (everything on the event loop), the same exports grew the server by 111 to 142 MB on
SQLite and 183 to 190 MB on PostgreSQL: V8's young generation grew to 2 × 64 MB and the old
generation climbed by about 100 MB between full collections.`;
}
