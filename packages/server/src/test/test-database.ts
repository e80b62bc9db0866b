import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate, openDatabase, type DatabaseHandle } from '../db/database.js';

/**
 * The database the integration tests run against: `TEST_DATABASE_URL` (set by scripts/test.mjs),
 * SQLite in a temp folder by default.
 *
 * Every test database is a copy of a template made once per worker process: migrating (and, for
 * a test server, seeding the sample bank, the gazetteer and the demo accounts) costs a second or
 * more, copying a few milliseconds. On SQLite a template is a file copied; on PostgreSQL a
 * database cloned with `CREATE DATABASE … TEMPLATE` (each test database is then a database of
 * its own, named `kt_<run>_…`, with the schema `kokpit`). Databases a run leaves behind are
 * dropped by the next one (test/global-setup.ts).
 */
export const testDatabaseUrl = (): string => process.env.TEST_DATABASE_URL ?? 'sqlite:';
export const testDialect = (): 'sqlite' | 'postgres' =>
  testDatabaseUrl().startsWith('postgres') ? 'postgres' : 'sqlite';

export interface TestDatabase {
  handle: DatabaseHandle;
  databaseUrl: string;
  schema?: string;
  /** Drops the database or deletes the file. */
  cleanup: () => Promise<void>;
}

/** A database made once and copied for each test: a SQLite file, or a PostgreSQL database. */
export type DatabaseTemplate =
  { dialect: 'sqlite'; path: string } | { dialect: 'postgres'; database: string };

/** The schema of every PostgreSQL test database (each is a database of its own). */
const PG_SCHEMA = 'kokpit';

/**
 * This run's mark in PostgreSQL database names (global-setup.ts sets it for the workers), so
 * a later run can tell a leftover from a database in use.
 */
const runMark = (): string => (process.env.KOKPIT_TEST_RUN ??= `${Math.floor(Date.now() / 1000)}`);
let named = 0;
const uniqueName = (what: string) =>
  `kt_${runMark()}_${process.pid}_${what}_${(named++).toString(36)}`;

const sqliteDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'kokpit-test-'));
  return dir;
};
/** The worker's templates go with it. */
const templateDirs: string[] = [];
process.once('exit', () => {
  for (const dir of templateDirs) rmSync(dir, { recursive: true, force: true });
});

/** A PostgreSQL connection string to another database of the same server. */
function onDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function onServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database once its connections have gone: a pool's `end()` resolves while its
 * connections are still closing, and dropping under them would end them with an error.
 */
async function dropDatabase(database: string): Promise<void> {
  await onServer(async (client) => {
    const connected = async () =>
      (
        await client.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [database],
        )
      ).rows[0]!.n;
    for (let polls = 0; polls < 500 && (await connected()) > 0; polls++) {
      // eslint-disable-next-line kokpit/no-fixed-wait -- a poll's interval (benches import this file, outside vitest)
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Past the wait, a connection left open is ended with its database.
    await client.query(`drop database if exists ${database} with (force)`);
  });
}

/** Where a copy of `template` is (or, with no template, a new empty database), unopened. */
async function copyOf(
  template: DatabaseTemplate | undefined,
): Promise<{ databaseUrl: string; schema?: string; drop: () => Promise<void> }> {
  if (testDialect() === 'postgres') {
    const database = uniqueName('db');
    await onServer(async (client) => {
      if (template?.dialect === 'postgres') {
        await client.query(`create database ${database} template ${template.database}`);
      } else {
        await client.query(`create database ${database}`);
      }
    });
    const databaseUrl = onDatabase(testDatabaseUrl(), database);
    if (!template) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`create schema ${PG_SCHEMA}`);
      await client.end();
    }
    return {
      databaseUrl,
      schema: PG_SCHEMA,
      drop: () => dropDatabase(database),
    };
  }
  const dir = sqliteDir();
  const path = join(dir, 'test.db');
  if (template?.dialect === 'sqlite') copyFileSync(template.path, path);
  return {
    databaseUrl: `sqlite:${path}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** An open copy of `template`. */
async function openCopy(template: DatabaseTemplate | undefined): Promise<TestDatabase> {
  const copy = await copyOf(template);
  const handle = openDatabase({ DATABASE_URL: copy.databaseUrl, DATABASE_SCHEMA: copy.schema });
  return {
    handle,
    databaseUrl: copy.databaseUrl,
    schema: copy.schema,
    cleanup: async () => {
      await handle.close();
      await copy.drop();
    },
  };
}

/**
 * Makes a template: a copy of `from` (or a new empty database) prepared by `prepare` (given
 * where it is; it must leave no connection open), kept for the worker's life.
 */
export async function makeDatabaseTemplate(
  from: DatabaseTemplate | undefined,
  prepare: (at: { databaseUrl: string; schema?: string }) => Promise<void>,
): Promise<DatabaseTemplate> {
  const copy = await copyOf(from);
  await prepare(copy);
  if (testDialect() === 'postgres') {
    return { dialect: 'postgres', database: new URL(copy.databaseUrl).pathname.slice(1) };
  }
  const path = copy.databaseUrl.slice('sqlite:'.length);
  templateDirs.push(join(path, '..'));
  return { dialect: 'sqlite', path };
}

let migratedTemplate: Promise<DatabaseTemplate> | undefined;

/** The worker's migrated, empty template. */
export function migratedDatabaseTemplate(): Promise<DatabaseTemplate> {
  migratedTemplate ??= makeDatabaseTemplate(undefined, async (at) => {
    const handle = openDatabase({ DATABASE_URL: at.databaseUrl, DATABASE_SCHEMA: at.schema });
    await migrate(handle);
    await handle.close();
  });
  return migratedTemplate;
}

/** A migrated, empty database of the dialect under test. */
export async function createTestDatabase(): Promise<TestDatabase> {
  return openCopy(await migratedDatabaseTemplate());
}

/** An open copy of a template made by makeDatabaseTemplate. */
export function testDatabaseFrom(template: DatabaseTemplate): Promise<TestDatabase> {
  return openCopy(template);
}
