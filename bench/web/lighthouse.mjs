#!/usr/bin/env node
// Bench "web": Lighthouse 12.8 (default mobile config: Moto G Power emulation, simulated slow
// 4G and 4× CPU) on a page served by the real built server on a fresh SQLite database (with the
// demo accounts) and a random free port, in Debian's Chromium. Writes the scores and the
// JavaScript the page loads into docs/BENCHMARKS.md, one section per page (`<!-- bench:web -->`
// for the home page, `<!-- bench:web:dashboard -->`, `<!-- bench:web:test -->`).
//
//   npm run bench:web                      # the home page, 3 runs, median by performance score
//   npm run bench:web -- --page dashboard  # /el/student signed in as demo-student
//   npm run bench:web -- --page test       # a progress test of demo-student, /el/test/{id}
//   npm run bench:web -- --runs 5
//   npm run bench:web -- --path /en        # another public page (the section still says which)
//   npm run bench:web -- --note "measured on a loaded machine"   # a line in the section
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { io } from 'socket.io-client';

const root = fileURLToPath(new URL('../..', import.meta.url));
const benchmarksFile = join(root, 'docs/BENCHMARKS.md');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

/**
 * The pages the bench knows, with issue 30's aims (scores out of 100, JS in gzipped KB,
 * Total Blocking Time in ms, layout shift). A signed-in page is opened as demo-student.
 */
const PAGES = {
  home: {
    title: 'the home page',
    marker: 'bench:web',
    aims: { performance: 95, accessibility: 95, 'best-practices': 95, seo: 90, jsKb: 150, tbtMs: 200, cls: 0.02 }, // prettier-ignore
  },
  dashboard: {
    title: 'a learner’s dashboard (demo-student)',
    marker: 'bench:web:dashboard',
    signedIn: true,
    path: '/el/student',
    aims: { performance: 90, accessibility: 95, 'best-practices': 95, seo: 90 },
  },
  test: {
    title: 'a test page (demo-student’s progress test)',
    marker: 'bench:web:test',
    signedIn: true,
    aims: { performance: 90, accessibility: 95, 'best-practices': 95, seo: 90 },
  },
};
const pageName = option('page', 'home');
const page = PAGES[pageName];
if (!page) throw new Error(`--page is one of ${Object.keys(PAGES).join(', ')}`);
const AIMS = page.aims;
const runs = Math.max(1, Number(option('runs', '3')));
const note = option('note', '');
let pagePath = option('path', page.path ?? '/');
const DEMO_USER = 'demo-student';
/** The password of every demo account (server/features/demo/demo-seed.ts). */
const DEMO_PASSWORD = 'Kokpit!2026';

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
      // The demo accounts (demo-student for the signed-in pages); the home page is the same.
      KOKPIT_DEMO: '1',
      WEB_DIST: join(dataDir, 'web'),
    },
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`))),
  );
  const origin = `http://127.0.0.1:${port}`;
  await Promise.race([waitFor(`${origin}/`, 120_000), exited]);
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

/** Calls an event on a socket of our own and resolves with the positive reply's data. */
async function call(socket, event, payload) {
  const reply = await socket.timeout(20_000).emitWithAck(event, payload);
  if (!reply?.isPositive) throw new Error(`${event}: ${reply?.message ?? 'no envelope'}`);
  return reply.data;
}

function connect(origin, namespace, auth) {
  const socket = io(`${origin}${namespace}`, { transports: ['websocket'], forceNew: true, auth });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * Signs demo-student in as the web does (`auth`, then the token to `POST /session` for the
 * HttpOnly cookie and its marker) and, for the test page, starts a progress test. Resolves with
 * the cookies for the browser and the path to open.
 */
async function signIn(origin) {
  const app = await connect(origin, '/app', { lang: 'el' });
  let token;
  try {
    ({ token } = await call(app, 'auth', {
      username: DEMO_USER,
      password: DEMO_PASSWORD,
      forceUnique: true,
    }));
  } finally {
    app.disconnect();
  }
  const res = await fetch(`${origin}/session?lang=el`, {
    method: 'POST',
    headers: { 'x-api-token': token },
  });
  if (!res.ok) throw new Error(`POST /session: HTTP ${res.status}`);
  const cookies = res.headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(';').map((p) => p.trim());
    const at = pair.indexOf('=');
    const has = (name) => attributes.some((a) => a.toLowerCase() === name);
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      domain: '127.0.0.1',
      path: '/',
      httpOnly: has('httponly'),
      sameSite: 'Lax',
    };
  });
  if (pageName !== 'test') return { cookies, path: pagePath };
  const student = await connect(origin, '/student', { token, lang: 'el' });
  try {
    const test = await call(student, 'test-start', { section: 'car', type: 'progress' });
    return { cookies, path: `/el/test/${test.id}` };
  } finally {
    student.disconnect();
  }
}

/** Puts the session's cookies into the browser before Lighthouse (which keeps cookies). */
async function setCookies(port, cookies) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    await browser.setCookie(...cookies);
  } finally {
    await browser.disconnect();
  }
}

async function runOnce(url, cookies) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (cookies) await setCookies(chrome.port, cookies);
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

function section({ lhr, all, sizes, path, load }) {
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
  const numeric = (id) => lhr.audits[id].numericValue;
  const extraRows = [
    AIMS.jsKb !== undefined
      ? `| JavaScript loaded, gzipped (KB) | ${kb(totals.gzip)} | | ≤ ${AIMS.jsKb} | ${totals.gzip / 1024 <= AIMS.jsKb ? 'yes' : '**no**'} |`
      : `| JavaScript loaded, gzipped (KB) | ${kb(totals.gzip)} | | | |`,
    AIMS.tbtMs !== undefined
      ? `| Total Blocking Time (ms) | ${Math.round(numeric('total-blocking-time'))} | ${all.map((l) => Math.round(l.audits['total-blocking-time'].numericValue)).join(', ')} | ≤ ${AIMS.tbtMs} | ${numeric('total-blocking-time') <= AIMS.tbtMs ? 'yes' : '**no**'} |`
      : '',
    AIMS.cls !== undefined
      ? `| Cumulative Layout Shift | ${numeric('cumulative-layout-shift').toFixed(3)} | ${all.map((l) => l.audits['cumulative-layout-shift'].numericValue.toFixed(3)).join(', ')} | ≤ ${AIMS.cls} | ${numeric('cumulative-layout-shift') <= AIMS.cls ? 'yes' : '**no**'} |`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
  const scripts = sizes
    .map((s) => `| \`${s.url}\` | ${kb(s.raw)} | ${kb(s.transfer)} | ${kb(s.gzip)} |`)
    .join('\n');
  const failing = failingAudits(lhr);
  return [
    `## Web: Lighthouse on ${page.title} (\`npm run bench:web${pageName === 'home' ? '' : ` -- --page ${pageName}`}\`)`,
    '',
    `Lighthouse ${lhr.lighthouseVersion}, default mobile configuration (emulated phone, simulated`,
    `slow 4G, 4× CPU slowdown), ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'} headless, against \`${path}\` served by the`,
    'built server (fresh SQLite database, production mode) on this machine (2 cores).',
    `${all.length} runs; the run shown is the median by performance score. Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC,`,
    `load average ${load.start.toFixed(1)} at the start and ${load.end.toFixed(1)} at the end.`,
    page.signedIn ? `Signed in as ${DEMO_USER} (the demo accounts, \`KOKPIT_DEMO=1\`).` : null,
    note ? `**${note}.**` : null,
    'What keeps the first paint fast is listed in packages/web/README.md ("The first paint").',
    '',
    '| | median run | all runs | aim | met |',
    '| --- | --- | --- | --- | --- |',
    rows,
    extraRows,
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
    .filter((line) => line !== null)
    .filter((line, i, lines) => !(line === '' && lines[i - 1] === ''))
    .join('\n');
}

/** Replaces (or appends) the marked section, keeping every other section of the file. */
function writeSection(markdown) {
  const start = `<!-- ${page.marker} -->`;
  const end = `<!-- /${page.marker} -->`;
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
  const load = { start: loadavg()[0], end: 0 };
  try {
    const session = page.signedIn ? await signIn(server.origin) : null;
    if (session) pagePath = session.path;
    const url = `${server.origin}${pagePath}`;
    const all = [];
    for (let i = 0; i < runs; i++) {
      const lhr = await runOnce(url, session?.cookies);
      all.push(lhr);
      console.log(
        `run ${i + 1}/${runs}: ${CATEGORIES.map((c) => `${c} ${score(lhr, c)}`).join(', ')}`,
      );
      // A run Lighthouse could not measure scores 0: say why rather than leave a bare zero.
      if (lhr.runtimeError) console.log(`  runtime error: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`); // prettier-ignore
      for (const warning of lhr.runWarnings ?? []) console.log(`  warning: ${warning}`);
    }
    load.end = loadavg()[0];
    const sorted = [...all].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const lhr = sorted[Math.floor(sorted.length / 2)];
    if (process.env.BENCH_WEB_JSON) writeFileSync(process.env.BENCH_WEB_JSON, JSON.stringify(lhr));
    const sizes = await scriptSizes(lhr);
    const markdown = section({ lhr, all, sizes, path: pagePath, load });
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
