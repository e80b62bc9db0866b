/*
 * Exports of the whole `replies` table through the real route (POST /admin/exports) of the
 * built server in a child process (export-server.mjs, started with `npm run serve`'s Node
 * flags), so that its memory is the server's alone: the peak resident set during each export
 * over the idle server's just before it. The client reads as fast as it can; rows per second are
 * the export's rows over the time from request to the file's last byte.
 */
import { fork } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { BuiltUser } from '../../packages/server/src/test/factories.js';
import { signInToken } from '../../packages/server/src/test/learning.js';
import type { TestServer } from '../../packages/server/src/test/test-server.js';
import { serveFlags } from '../record/serve-flags.mjs';

const FORMATS = (process.env.BENCH_ADMIN_FORMATS ?? 'csv,xlsx,sql,php').split(',');

/** VmRSS and VmHWM (the peak since the last reset) of a process, in bytes. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 };
}

/** Starts the peak over from now (Linux: writing 5 to clear_refs resets VmHWM). */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

interface Child {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

async function startChild(server: TestServer, flags: string[]): Promise<Child> {
  const proc = fork(new URL('./export-server.mjs', import.meta.url).pathname, [], {
    env: {
      ...process.env,
      BENCH_DATABASE_URL: server.tdb.databaseUrl,
      BENCH_DATABASE_SCHEMA: server.tdb.schema ?? '',
    },
    execArgv: flags,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    proc.once('message', (msg: { type: string; url: string }) => resolve(msg.url));
    proc.once('exit', (code) => reject(new Error(`export-server exited with ${code}`)));
  });
  return {
    url,
    pid: proc.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        proc.once('exit', () => resolve());
        proc.send({ type: 'stop' });
      }),
  };
}

interface Measured {
  rows: number;
  bytes: number;
  lines: number;
  seconds: number;
  idle: number;
  peak: number;
}

async function download(
  child: Child,
  token: string,
  format: string,
  filters: unknown[],
): Promise<Measured> {
  const idle = memoryOf(child.pid).rss;
  const exact = resetPeak(child.pid);
  let sampled = idle;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, memoryOf(child.pid).rss);
  }, 20);
  const started = performance.now();
  const res = await fetch(`${child.url}/api/kokpit/v1.0/admin/exports?lang=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-token': token },
    body: JSON.stringify({
      exportId: `bench-${format}`,
      format,
      delimiter: ',',
      query: { table: 'replies', filters, search: '' },
    }),
  });
  if (res.status !== 200) throw new Error(`${format}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    for (let i = value.indexOf(10); i >= 0; i = value.indexOf(10, i + 1)) lines++;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = memoryOf(child.pid);
  const peak = Math.max(sampled, after.rss, exact ? after.peak : 0);
  return { rows: Number(res.headers.get('x-export-total')), bytes, lines, seconds, idle, peak };
}

/**
 * Markdown table rows (prefixed `export`) of each format's export of the whole table, each by a
 * server of its own (started, signed in, warmed up on 2,000 rows, idle 2 s), so that no format
 * starts from a heap another one grew.
 */
export async function benchExports(
  server: TestServer,
  operator: BuiltUser,
  dialect: string,
): Promise<string[]> {
  const flags = process.env.BENCH_ADMIN_FLAGS?.split(/\s+/).filter(Boolean) ?? serveFlags();
  const out: string[] = [];
  // One session for all the children (the database holds it; an operator may have three).
  const token = await signInToken(server, operator);
  for (const format of FORMATS) {
    const child = await startChild(server, flags);
    try {
      // A format's first export loads its code (exceljs): once on a few rows first.
      await download(child, token, format, [{ column: 'id', op: 'range', min: 1, max: 2000 }]);
      await new Promise((r) => setTimeout(r, 2000));
      const m = await download(child, token, format, []);
      if (format === 'csv' && m.lines !== m.rows + 1) {
        throw new Error(`csv: ${m.lines} lines for ${m.rows} rows`);
      }
      const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
      out.push(
        `export | ${dialect} | ${format} | ${m.rows.toLocaleString('en')} | ${mb(m.bytes)} | ${m.seconds.toFixed(1)} | ${Math.round(m.rows / m.seconds).toLocaleString('en')} | ${mb(m.idle)} | ${mb(m.peak - m.idle)} |`,
      );
      console.error(`[admin] ${out[out.length - 1]}`);
    } finally {
      await child.stop();
    }
  }
  out.push(`<!-- ${dialect} exports: node ${flags.join(' ') || '(no flags)'} -->`);
  return out;
}
