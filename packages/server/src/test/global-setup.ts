import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';

/*
 * Vitest's global setup. On PostgreSQL every test database is a database of its own named
 * `kt_<run>_…` (test-database.ts): this run's mark is set here for the workers, databases left by
 * runs that ended more than a few hours ago (a run killed half-way) are dropped first, and this
 * run's own at the end. A run beside this one (another checkout's) keeps its databases: they are
 * younger than that.
 */
const LEFTOVER_AFTER_S = 6 * 3600;

async function dropDatabases(url: string, which: (mark: number) => boolean): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like 'kt\\_%'`,
    );
    for (const { datname } of rows) {
      const mark = Number(/^kt_(\d+)_/.exec(datname)?.[1]);
      if (Number.isFinite(mark) && which(mark)) {
        await client.query(`drop database if exists ${datname} with (force)`);
      }
    }
  } finally {
    await client.end();
  }
}

/*
 * The server's threads (`*.worker.ts`: the SQLite thread, exports, coupon sheets) bundled once
 * per run for core/module-worker.ts: compiled by tsx in every thread they took 1.5 s each to
 * start, and every test server on SQLite starts one. Packages stay imports, resolved from the
 * root's node_modules, where the bundles are written.
 */
async function bundleWorkers(): Promise<string> {
  const src = fileURLToPath(new URL('..', import.meta.url));
  const root = fileURLToPath(new URL('../../../..', import.meta.url));
  const entryPoints = (readdirSync(src, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.worker.ts'))
    .map((f) => join(src, f));
  const outdir = join(root, 'node_modules/.cache/kokpit-test-workers', String(process.pid));
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints,
    outdir,
    entryNames: '[name]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    tsconfig: join(src, '../tsconfig.json'),
    logLevel: 'warning',
  });
  return outdir;
}

export default async function setup(): Promise<(() => Promise<void>) | void> {
  const mark = Math.floor(Date.now() / 1000);
  process.env.KOKPIT_TEST_RUN = String(mark);
  const workers = await bundleWorkers();
  process.env.KOKPIT_TEST_WORKERS = workers;
  const removeWorkers = () => rmSync(workers, { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  if (!url?.startsWith('postgres')) return async () => removeWorkers();
  await dropDatabases(url, (m) => m < mark - LEFTOVER_AFTER_S);
  return async () => {
    removeWorkers();
    await dropDatabases(url, (m) => m === mark);
  };
}
