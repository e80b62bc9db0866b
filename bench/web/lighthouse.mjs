#!/usr/bin/env node
// Bench "web": Lighthouse 12.8 (default mobile config: Moto G Power emulation, simulated slow
// 4G and 4× CPU) on the home page, served by the real built server on a fresh SQLite database
// and a random free port, in Debian's Chromium. Writes the scores and the JavaScript the home
// page loads into docs/BENCHMARKS.md between <!-- bench:web --> and <!-- /bench:web -->.
//
//   npm run bench:web                 # 3 runs, median by performance score
//   npm run bench:web -- --runs 5
//   npm run bench:web -- --path /en   # another page (the section still says which)
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('../..', import.meta.url));
const benchmarksFile = join(root, 'docs/BENCHMARKS.md');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The aims of packages/web/README.md and the task: scores out of 100, JS in gzipped KB. */
const AIMS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 90, jsKb: 200 };

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}
const runs = Math.max(1, Number(option('runs', '3')));
const pagePath = option('path', '/');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs} ms`);
}

/** Builds shared, server and web when a build is missing or older than the sources. */
function ensureBuild() {
  const r = spawnSync('node', ['packages/web/scripts/ensure-build.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('the build failed');
}

async function startServer(dataDir) {
  // A copy of the build, so a rebuild during the run cannot swap the files being measured.
  cpSync(join(root, 'packages/web/dist'), join(dataDir, 'web'), { recursive: true });
  const port = await freePort();
  const child = spawn('node', ['packages/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dataDir, 'bench.db')}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      KOKPIT_DEMO: '0',
      WEB_DIST: join(dataDir, 'web'),
    },
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`))),
  );
  const origin = `http://127.0.0.1:${port}`;
  await Promise.race([waitFor(`${origin}/`, 60_000), exited]);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  exited.catch(() => undefined);
  return { origin, stop };
}

/** The JavaScript the page loaded: each script's bytes on the wire and gzipped (level 9). */
async function scriptSizes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter((i) => i.resourceType === 'Script' && i.url.startsWith('http'));
  const sizes = [];
  for (const s of scripts) {
    let body;
    try {
      body = Buffer.from(await (await fetch(s.url)).arrayBuffer());
    } catch (error) {
      throw new Error(`could not fetch ${s.url} again: ${error.cause?.message ?? error.message}`);
    }
    sizes.push({
      url: new URL(s.url).pathname,
      transfer: s.transferSize ?? 0,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  }
  return sizes;
}

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Audits that cost points, worst first, so a missed aim says where to look. */
function failingAudits(lhr) {
  const out = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 0.9) {
        out.push(`${category}: ${audit.id} (${Math.round(audit.score * 100)})${audit.displayValue ? ` — ${audit.displayValue}` : ''}`); // prettier-ignore
      }
    }
  }
  return out;
}

function section({ lhr, all, sizes, path }) {
  const metrics =
    ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] // prettier-ignore
      .map((id) => `| ${lhr.audits[id].title} | ${lhr.audits[id].displayValue} |`)
      .join('\n');
  const totals = sizes.reduce(
    (t, s) => ({ transfer: t.transfer + s.transfer, raw: t.raw + s.raw, gzip: t.gzip + s.gzip }),
    { transfer: 0, raw: 0, gzip: 0 },
  );
  const mark = (value, aim) => (value >= aim ? 'yes' : '**no**');
  const rows = CATEGORIES.map(
    (c) =>
      `| ${lhr.categories[c].title} | ${score(lhr, c)} | ${all.map((l) => score(l, c)).join(', ')} | ≥ ${AIMS[c]} | ${mark(score(lhr, c), AIMS[c])} |`,
  ).join('\n');
  const jsRow = `| JavaScript loaded, gzipped (KB) | ${kb(totals.gzip)} | | ≤ ${AIMS.jsKb} | ${totals.gzip / 1024 <= AIMS.jsKb ? 'yes' : '**no**'} |`;
  const scripts = sizes
    .map((s) => `| \`${s.url}\` | ${kb(s.raw)} | ${kb(s.transfer)} | ${kb(s.gzip)} |`)
    .join('\n');
  const failing = failingAudits(lhr);
  return [
    `## Web: Lighthouse on the home page (\`npm run bench:web\`)`,
    '',
    `Lighthouse ${lhr.lighthouseVersion}, default mobile configuration (emulated phone, simulated`,
    `slow 4G, 4× CPU slowdown), ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'} headless, against \`${path}\` served by the`,
    'built server (fresh SQLite database, production mode) on this machine (2 cores).',
    `${all.length} runs; the run shown is the median by performance score. Measured ${new Date().toISOString().slice(0, 10)}.`,
    'What keeps the first paint fast is listed in packages/web/README.md ("The first paint").',
    '',
    '| | median run | all runs | aim | met |',
    '| --- | --- | --- | --- | --- |',
    rows,
    jsRow,
    '',
    '| metric (median run) | value |',
    '| --- | --- |',
    metrics,
    '',
    `Scripts the page loaded: ${kb(totals.raw)} KB raw, ${kb(totals.transfer)} KB on the wire, ${kb(totals.gzip)} KB gzipped (level 9).`,
    totals.transfer >= totals.raw * 0.95
      ? 'The server sends them uncompressed (no gzip/brotli), so the wire size is the raw size.'
      : '',
    '',
    '| script | raw KB | wire KB | gzip KB |',
    '| --- | --- | --- | --- |',
    scripts,
    '',
    failing.length
      ? 'Audits below 90 in the median run:'
      : 'No weighted audit below 90 in the median run.',
    '',
    ...failing.map((f) => `- ${f}`),
  ]
    .filter((line, i, lines) => !(line === '' && lines[i - 1] === ''))
    .join('\n');
}

/** Replaces (or appends) the marked section, keeping every other section of the file. */
function writeSection(markdown) {
  const start = '<!-- bench:web -->';
  const end = '<!-- /bench:web -->';
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let text = existsSync(benchmarksFile) ? readFileSync(benchmarksFile, 'utf8') : '# Benchmarks\n';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(benchmarksFile, text);
}

async function main() {
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH} (set CHROME_PATH)`);
  ensureBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'kokpit-bench-web-'));
  const server = await startServer(dataDir);
  try {
    const url = `${server.origin}${pagePath}`;
    const all = [];
    for (let i = 0; i < runs; i++) {
      const lhr = await runOnce(url);
      all.push(lhr);
      console.log(
        `run ${i + 1}/${runs}: ${CATEGORIES.map((c) => `${c} ${score(lhr, c)}`).join(', ')}`,
      );
      // A run Lighthouse could not measure scores 0: say why rather than leave a bare zero.
      if (lhr.runtimeError) console.log(`  runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`); // prettier-ignore
      for (const warning of lhr.runWarnings ?? []) console.log(`  warning: ${warning}`);
    }
    const sorted = [...all].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const lhr = sorted[Math.floor(sorted.length / 2)];
    if (process.env.BENCH_WEB_JSON) writeFileSync(process.env.BENCH_WEB_JSON, JSON.stringify(lhr));
    const sizes = await scriptSizes(lhr);
    const markdown = section({ lhr, all, sizes, path: pagePath });
    writeSection(markdown);
    console.log(`\n${markdown}\n\nwritten to ${benchmarksFile}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error('bench:web failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
