import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, Migrator, PostgresDialect, type Migration, type MigrationResultSet } from 'kysely';
import type { Config } from '../config/config.js';
import { columnTypes, type ColumnTypes } from './column-types.js';
import { pg } from './pg-types.js';
import { useNamedStatements } from './pg-named-statements.js';
import { BACKSTOP_PAGES, startCheckpointer, type Checkpointer } from './sqlite-checkpointer.js';
import { startSqliteThread, type SqliteThreadLoad } from './sqlite-thread.js';
import * as m0001 from './migrations/0001-initial.js';
import * as m0002 from './migrations/0002-school-search.js';
import * as m0003 from './migrations/0003-one-running-test.js';
import * as m0004 from './migrations/0004-tests-by-type.js';
import * as m0005 from './migrations/0005-one-reply-per-question.js';
import * as m0006 from './migrations/0006-teams-identities-threads.js';
import * as m0007 from './migrations/0007-school-students.js';
import * as m0008 from './migrations/0008-school-billing.js';
import * as m0011 from './migrations/0011-message-client-ids.js';
import * as m0012 from './migrations/0012-school-editor-team.js';
import * as m0013 from './migrations/0013-places-and-school-slugs.js';
import * as m0014 from './migrations/0014-social-sign-in.js';
import * as m0015 from './migrations/0015-admin-saved-views.js';
import * as m0016 from './migrations/0016-media-folders.js';
import * as m0017 from './migrations/0017-section-settings-source.js';
import * as m0018 from './migrations/0018-operator-settings.js';
import * as m0019 from './migrations/0019-price-list.js';
import * as m0020 from './migrations/0020-payment-details.js';
import * as m0021 from './migrations/0021-bank-payments.js';
import * as m0022 from './migrations/0022-receipts.js';
import * as m0030 from './migrations/0030-student-search-backfill.js';
import * as m0031 from './migrations/0031-announcements.js';
import * as m0070 from './migrations/0070-exam-dates.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

/** PostgreSQL's pool: connections open, idle among them, queries waiting for one. */
export interface PoolUsage {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** What the database's callers are using and waiting on (metrics): per dialect. */
export type DatabaseUsage =
  { dialect: 'postgres'; pool: PoolUsage } | { dialect: 'sqlite'; thread: SqliteThreadLoad };

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  usage: () => DatabaseUsage;
  /** The PostgreSQL schema in use, when not the default. */
  schema?: string;
  /** The thread checkpointing an SQLite file (sqlite-checkpointer.ts), once it is open. */
  checkpointer?: Promise<Checkpointer>;
  close: () => Promise<void>;
}

/** PostgreSQL connections per node. */
const POOL_MAX = 10;

/** Opens the configured database: an embedded SQLite file, or PostgreSQL. */
export function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_SCHEMA'>,
): DatabaseHandle {
  const url = config.DATABASE_URL;
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length);
    if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
    const warn = (what: string) => (message: string) =>
      process.emitWarning(`SQLite ${what} thread: ${message}`);
    // Every statement runs on the SQLite thread (sqlite-thread.ts), off the event loop.
    const thread = startSqliteThread({ path, backstopPages: BACKSTOP_PAGES }, warn('database'));
    // Started once the file is open and in WAL mode.
    const checkpointer =
      path === ':memory:'
        ? undefined
        : thread.ready.then(() => startCheckpointer(path, warn('checkpoint')));
    const db = new Kysely<Database>({ dialect: thread.dialect });
    const close = async () => {
      // The checkpoint thread's connection goes first, so the last one to close removes the WAL.
      await (await checkpointer)?.stop();
      await db.destroy();
      // Kysely starts its driver on the first query: a handle never queried is closed here.
      await thread.close();
    };
    const usage = (): DatabaseUsage => ({ dialect: 'sqlite', thread: thread.load() });
    return { db, dialect: 'sqlite', usage, checkpointer, close };
  }
  const schema = config.DATABASE_SCHEMA;
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  useNamedStatements(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const usage = (): DatabaseUsage => ({
    dialect: 'postgres',
    pool: {
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: POOL_MAX,
    },
  });
  return { db, dialect: 'postgres', usage, schema, close: () => db.destroy() };
}

const migrationModules = {
  '0001-initial': m0001,
  '0002-school-search': m0002,
  '0003-one-running-test': m0003,
  '0004-tests-by-type': m0004,
  '0005-one-reply-per-question': m0005,
  '0006-teams-identities-threads': m0006,
  '0007-school-students': m0007,
  '0008-school-billing': m0008,
  '0011-message-client-ids': m0011,
  '0012-school-editor-team': m0012,
  '0013-places-and-school-slugs': m0013,
  '0014-social-sign-in': m0014,
  '0015-admin-saved-views': m0015,
  '0016-media-folders': m0016,
  '0017-section-settings-source': m0017,
  '0018-operator-settings': m0018,
  '0019-price-list': m0019,
  '0020-payment-details': m0020,
  '0021-bank-payments': m0021,
  '0022-receipts': m0022,
  '0030-student-search-backfill': m0030,
  '0031-announcements': m0031,
  '0070-exam-dates': m0070,
};

interface MigrationModule {
  up: (db: Kysely<unknown>, types: ColumnTypes) => Promise<void>;
  down?: (db: Kysely<unknown>, types: ColumnTypes) => Promise<void>;
}

function migrator(handle: DatabaseHandle): Migrator {
  const types = columnTypes(handle.dialect);
  const modules: Record<string, MigrationModule> = migrationModules;
  const migrations: Record<string, Migration> = Object.fromEntries(
    Object.entries(modules).map(([name, mod]) => {
      const { up, down } = mod;
      const migration: Migration = { up: (db) => up(db, types) };
      if (down) migration.down = (db) => down(db, types);
      return [name, migration];
    }),
  );
  return new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its tables across schemas; name ours so parallel schemas don't mix.
    ...(handle.schema ? { migrationTableSchema: handle.schema } : {}),
  });
}

function throwIfFailed({ error, results }: MigrationResultSet): void {
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Runs every pending migration; throws with the failing migration's error. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  const m = migrator(handle);
  throwIfFailed(await retryingConcurrentDrops(() => m.migrateToLatest()));
}

/**
 * Kysely introspects every schema; on a shared PostgreSQL a table dropped meanwhile by another
 * process (another test's schema going down) makes that look-up fail. Migrations are
 * transactional there, so the run is simply tried again.
 */
async function retryingConcurrentDrops(
  run: () => Promise<MigrationResultSet>,
): Promise<MigrationResultSet> {
  let outcome = await run();
  for (let attempt = 1; attempt < 4 && isConcurrentDropError(outcome.error); attempt++) {
    await new Promise((r) => setTimeout(r, 50 * attempt));
    outcome = await run();
  }
  return outcome;
}

/**
 * Undoes the migrations after `name` (each later one has a `down`): a migration's test starts
 * from the database as it was before it, whatever came later.
 */
export async function migrateBackTo(
  handle: DatabaseHandle,
  name: keyof typeof migrationModules,
): Promise<void> {
  const m = migrator(handle);
  throwIfFailed(await retryingConcurrentDrops(() => m.migrateTo(name)));
}

function isConcurrentDropError(error: unknown): boolean {
  return error instanceof Error && /does not exist/.test(error.message);
}

/** Names of the migrations this build has that the database has not run (readiness). */
export async function pendingMigrations(handle: DatabaseHandle): Promise<string[]> {
  const all = await migrator(handle).getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
