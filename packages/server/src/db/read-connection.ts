import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Config } from '../config/config.js';
import { pg } from './pg-types.js';
import type { Database } from './schema.js';

/*
 * One read-only connection of its own to the configured database, for a thread that reads a lot
 * on its own (an export) without queueing behind the node's traffic: a second connection to the
 * SQLite file (WAL lets it read beside the writer), or one PostgreSQL connection.
 */

export interface ReadConnection {
  db: Kysely<Database>;
  close: () => Promise<void>;
}

export function openReadConnection(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_SCHEMA'>,
): ReadConnection {
  const url = config.DATABASE_URL;
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length);
    if (path === ':memory:') throw new Error('an in-memory database has no second connection');
    const database = new SQLite(path, { readonly: true, fileMustExist: true });
    database.pragma('busy_timeout = 5000');
    // A scan reads each page once: the build's 16 MB page cache would only fill the memory.
    database.pragma('cache_size = -2000');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
    return { db, close: () => db.destroy() };
  }
  const schema = config.DATABASE_SCHEMA;
  const pool = new pg.Pool({
    connectionString: url,
    max: 1,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, close: () => db.destroy() };
}
