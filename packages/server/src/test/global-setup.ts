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

export default async function setup(): Promise<(() => Promise<void>) | void> {
  const mark = Math.floor(Date.now() / 1000);
  process.env.KOKPIT_TEST_RUN = String(mark);
  const url = process.env.TEST_DATABASE_URL;
  if (!url?.startsWith('postgres')) return;
  await dropDatabases(url, (m) => m < mark - LEFTOVER_AFTER_S);
  return () => dropDatabases(url, (m) => m === mark);
}
