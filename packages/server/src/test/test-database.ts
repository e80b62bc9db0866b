import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate, openDatabase, type DatabaseHandle } from '../db/database.js';

/**
 * The database the integration tests run against: `TEST_DATABASE_URL` (set by scripts/test.mjs),
 * SQLite in a temp folder by default. PostgreSQL runs get a fresh schema each.
 */
export const testDatabaseUrl = (): string => process.env.TEST_DATABASE_URL ?? 'sqlite:';
export const testDialect = (): 'sqlite' | 'postgres' =>
  testDatabaseUrl().startsWith('postgres') ? 'postgres' : 'sqlite';

export interface TestDatabase {
  handle: DatabaseHandle;
  databaseUrl: string;
  schema?: string;
  /** Drops the schema or deletes the file. */
  cleanup: () => Promise<void>;
}

/** A migrated, empty database of the dialect under test. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  if (url.startsWith('postgres')) {
    const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const handle = openDatabase({ DATABASE_URL: url, DATABASE_SCHEMA: schema });
    await migrate(handle);
    return {
      handle,
      databaseUrl: url,
      schema,
      cleanup: async () => {
        await handle.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop schema if exists ${schema} cascade`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'kokpit-test-'));
  const databaseUrl = `sqlite:${join(dir, 'test.db')}`;
  const handle = openDatabase({ DATABASE_URL: databaseUrl });
  await migrate(handle);
  return {
    handle,
    databaseUrl,
    cleanup: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
