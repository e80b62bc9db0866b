// Bench "school" for scripts/bench.mjs: a school with 10,000 students, its lists, search and
// statistics page over Socket.IO, on SQLite and (when TEST_DATABASE_URL names one, or the local
// one answers) PostgreSQL. Runs main.ts under tsx on each and answers the markdown.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const STUDENTS = 10_000;
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function runOn(env) {
  const result = spawnSync(
    'npx',
    ['tsx', '--tsconfig', 'packages/server/tsconfig.json', join(here, 'main.ts'), String(STUDENTS)],
    { cwd: root, encoding: 'utf8', env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`bench/school/main.ts exited with ${result.status}`);
  return result.stdout.trim().split('\n');
}

export async function run({ log = console.log } = {}) {
  const sqliteEnv = { ...process.env };
  delete sqliteEnv.TEST_DATABASE_URL;
  log(`a school of ${STUDENTS} students on SQLite`);
  const lines = runOn(sqliteEnv);
  log(`the same on PostgreSQL (${POSTGRES.replace(/\/\/[^@]*@/, '//…@')})`);
  try {
    lines.push(...runOn({ ...process.env, TEST_DATABASE_URL: POSTGRES }));
  } catch (error) {
    log(`PostgreSQL skipped: ${error.message}`);
  }
  const notes = lines.filter((l) => l.startsWith('<!--'));
  const load = loadavg()[1].toFixed(1);
  const rows = lines.filter((l) => l.startsWith('|'));
  return `## A school of ${STUDENTS.toLocaleString('en')} students (\`bench/school\`)

\`npx tsx --tsconfig packages/server/tsconfig.json bench/school/main.ts [students]\` (with
\`TEST_DATABASE_URL\` for PostgreSQL): one school with ${STUDENTS.toLocaleString('en')} students
(10% pending, 70% active, 20% archived), each with the car section and its counters, written
straight into a fresh database of the test server. One signed-in school socket asks each case
200 times after 20 warm-up calls, one at a time; times are from emit to acknowledgement
(Socket.IO, the whole pipeline). Aims (issue 17): lists and search under 30 ms p50 and 100 ms
p99, the statistics page (\`highlights\`) under 50 ms p50. ${cpus().length} × ${cpus()[0]?.model},
shared with other work while it ran (load average ${load} at the end).

| database | case | p50 ms | p99 ms |
| --- | --- | ---: | ---: |
${rows.join('\n')}

${notes.join('\n')}

What made the difference: the statistics page's tests by type were first read as 10,000 rows and
parsed one by one (180 ms p50 on SQLite), then summed in SQL (\`json_extract\`, 16 paths: 48 ms
on SQLite; \`jsonb\` on PostgreSQL: 400 ms); now every student's counters come back at once
(SQLite: one JSON array; PostgreSQL: the texts joined) and are parsed once and added up in
JavaScript (about 16 and 12 ms). Lists find the page's 25 ids among narrow rows, sorted in SQL
on the joined counters (progress, success) or on \`students.search_text\` (names normalised as
\`studentSearchText\` writes them, last name first; on PostgreSQL compared by code point, not
through the locale), then by id so pages never overlap, and only then read those 25 rows
whole (sorting the whole rows took PostgreSQL about four times as long). Search is a \`like\`
on the same normalised text. No index beyond \`students_school\` (school, state) was needed at
this size: the school's rows are found by it, and sorting a few thousand of them is cheap.`;
}
