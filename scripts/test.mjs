#!/usr/bin/env node
// Runs every suite: unit + integration on SQLite, the same integration suites on PostgreSQL,
// the multi-node Redis suite, the browser journeys and two nodes behind nginx. Says loudly what
// was skipped; with KOKPIT_REQUIRE_ALL=1 (set by .ci/run) a skipped suite fails the run. The
// summary gives each suite's time. Screenshots for people to look at are not tests:
// `npm run screenshots`.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const pgUrl = process.env.DATABASE_URL?.startsWith('postgres')
  ? process.env.DATABASE_URL
  : 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL?.startsWith('redis')
  ? process.env.REDIS_URL
  : 'redis://127.0.0.1:6379';
const requireAll = process.env.KOKPIT_REQUIRE_ALL === '1';
const extraArgs = process.argv.slice(2);

function reachable(url, defaultPort) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port || defaultPort) });
    socket.setTimeout(1500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const results = [];
/** Every test's time, for the ten slowest in the summary: { ms, suite, name }. */
const timings = [];
let passed = 0;
let failed = 0;
const startedAt = Date.now();

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** A Vitest run, its output shown as it goes; the event loop stays free for a run beside it. */
async function runVitest(name, env, args) {
  const out = join(mkdtempSync(join(tmpdir(), 'kokpit-vitest-')), 'report.json');
  console.log(`\n=== ${name} ===`);
  const start = Date.now();
  const baseEnv = { ...process.env };
  // The suites pick their own database; never the one a developer's server uses.
  delete baseEnv.DATABASE_URL;
  delete baseEnv.REDIS_URL;
  const r = await new Promise((resolve) => {
    const child = spawn(
      'npx',
      [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${out}`,
        ...args,
        ...extraArgs,
      ],
      { stdio: 'inherit', env: { ...baseEnv, ...env } },
    );
    child.once('close', (status) => resolve({ status }));
  });
  const ms = Date.now() - start;
  let p = 0;
  let f = r.status === 0 ? 0 : 1;
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    p = report.numPassedTests;
    f = report.numFailedTests + (r.status !== 0 && report.numFailedTests === 0 ? 1 : 0);
    for (const file of report.testResults ?? []) {
      for (const t of file.assertionResults ?? []) {
        if (t.duration) timings.push({ ms: t.duration, suite: name, name: t.fullName });
      }
    }
  }
  passed += p;
  failed += f;
  results.push({
    name,
    status: r.status === 0 ? 'passed' : 'FAILED',
    detail: `${p} passed, ${f} failed`,
    ms,
  });
}

function skip(name, why) {
  console.log(`\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!`);
  console.log(`!!! SKIPPED: ${name} — ${why}`);
  console.log(`!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!`);
  results.push({ name, status: 'SKIPPED', detail: why });
}

// Debian's php-cli reads the back office's PHP export back (features/admin-exports).
if (spawnSync('sh', ['scripts/ensure-php.sh'], { stdio: 'inherit' }).status !== 0) {
  console.log('!!! php-cli could not be installed: the PHP export is not read back');
}

/** Each Playwright test's time (its retries added up), from the JSON reporter's suites. */
function collectPlaywrightTimings(suiteName, suites, titles = []) {
  for (const suite of suites) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        const name =
          [...path, spec.title].join(' › ') + (t.projectName ? ` [${t.projectName}]` : '');
        timings.push({ ms, suite: suiteName, name });
      }
    }
    collectPlaywrightTimings(suiteName, suite.suites ?? [], path);
  }
}

/**
 * A Playwright run (an npm script of packages/web), counted like the Vitest suites. Its output
 * goes to a file while other suites run beside it, and is printed whole when it ends.
 */
function startPlaywright(name, script, env = {}) {
  const start = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'kokpit-e2e-'));
  const out = join(dir, 'report.json');
  const logFile = join(dir, 'output.log');
  const log = createWriteStream(logFile);
  console.log(`\n=== ${name}: started (its output follows when it ends) ===`);
  // The build before the journeys (when the sources changed) is counted in their time.
  const child = spawn('npm', ['run', script, '-w', 'packages/web', '--', '--reporter=list,json'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: out },
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return new Promise((resolve) => {
    child.once('close', (status) => {
      log.end(() => {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(readFileSync(logFile, 'utf8'));
        let p = 0;
        let f = status === 0 ? 0 : 1;
        let flaky = 0;
        if (existsSync(out)) {
          const report = JSON.parse(readFileSync(out, 'utf8'));
          const { stats } = report;
          collectPlaywrightTimings(name, report.suites ?? []);
          p = stats.expected + stats.flaky;
          flaky = stats.flaky;
          f = stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0);
        }
        passed += p;
        failed += f;
        results.push({
          name,
          status: status === 0 ? 'passed' : 'FAILED',
          detail: `${p} passed${flaky ? `, ${flaky} of them FLAKY (passed on retry)` : ''}, ${f} failed`,
          ms: Date.now() - start,
        });
        resolve();
      });
    });
  });
}

/*
 * One suite at a time: the PostgreSQL suite run beside the browser journeys took five times as
 * long (both are busy enough to fill two cores), and nothing was gained.
 */
await runVitest('unit and integration (SQLite)', {}, []);

if (await reachable(pgUrl, 5432)) {
  await runVitest('integration (PostgreSQL)', { TEST_DATABASE_URL: pgUrl }, ['packages/server']);
} else {
  skip('integration (PostgreSQL)', `no PostgreSQL answers at ${pgUrl}`);
}

if (await reachable(redisUrl, 6379)) {
  const pgUp = await reachable(pgUrl, 5432);
  await runVitest(
    'multi-node realtime (Redis)',
    { TEST_REDIS_URL: redisUrl, ...(pgUp ? { TEST_DATABASE_URL: pgUrl } : {}) },
    [],
  );
} else {
  skip('multi-node realtime (Redis)', `no Redis answers at ${redisUrl}`);
}

const journeys = existsSync('packages/web/package.json')
  ? startPlaywright('browser journeys (Playwright)', 'test:e2e')
  : null;

if (journeys) {
  await journeys;

  // Two built nodes on PostgreSQL and Redis behind Debian's nginx (deploy/nginx).
  const [pgUp, redisUp] = [await reachable(pgUrl, 5432), await reachable(redisUrl, 6379)];
  if (pgUp && redisUp) {
    await startPlaywright('many nodes behind nginx (Playwright)', 'test:nodes', {
      TEST_DATABASE_URL: pgUrl,
      TEST_REDIS_URL: redisUrl,
    });
  } else {
    const down = [!pgUp && `PostgreSQL (${pgUrl})`, !redisUp && `Redis (${redisUrl})`];
    skip('many nodes behind nginx', `no answer from ${down.filter(Boolean).join(' or ')}`);
  }
}

console.log('\n=== summary ===');
for (const r of results) {
  const time = r.ms === undefined ? '' : seconds(r.ms).padStart(7);
  console.log(
    `${r.status.padEnd(8)} ${time.padEnd(7)}  ${r.name}${r.detail ? ` (${r.detail})` : ''}`,
  );
}
console.log(`${'total'.padEnd(8)} ${seconds(Date.now() - startedAt).padStart(7)}`);
console.log('\nThe ten slowest tests:');
for (const t of timings.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
  console.log(`${`${(t.ms / 1000).toFixed(1)} s`.padStart(8)}  ${t.suite}: ${t.name}`);
}
const skipped = results.filter((r) => r.status === 'SKIPPED').length;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (failed > 0 || results.some((r) => r.status === 'FAILED')) process.exit(1);
if (skipped > 0 && requireAll) {
  console.log('A suite was skipped and KOKPIT_REQUIRE_ALL=1: failing.');
  process.exit(1);
}
