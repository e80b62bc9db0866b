import { spawnSync } from 'node:child_process';
import { existsSync, linkSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { loadConfig, type Config } from '../config/config.js';
import { backupSqlite } from '../db/sqlite-backup.js';

/*
 * npm run backup -- PATH
 * The embedded database (DATABASE_URL=sqlite:…): an online copy to the new file PATH, taken
 * while the server serves (db/sqlite-backup.ts). PostgreSQL: its own pg_dump makes the backup
 * (custom format, for pg_restore) when it is installed; otherwise this says how. Restoring:
 * docs/BACKUPS.md.
 */

const USAGE = 'Usage: npm run backup -- PATH   (a new file)';

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The URL as it may be printed: without its password. */
function shown(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

function backupPostgres(config: Config, target: string): number {
  const schema = config.DATABASE_SCHEMA ? ['--schema', config.DATABASE_SCHEMA] : [];
  const command = `pg_dump --format=custom ${schema.join(' ')} --file=${target} '${shown(config.DATABASE_URL)}'`;
  const hasPgDump = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
  if (hasPgDump.error) {
    console.error(
      'DATABASE_URL is PostgreSQL: its own tools make the backup, and pg_dump is not installed ' +
        `here (Debian: apt install postgresql-client). Nothing was written. Run:\n  ${command}\n` +
        'and restore it with pg_restore (docs/BACKUPS.md).',
    );
    return 1;
  }
  // pg_dump writes as it goes: under a hidden name until it has finished.
  const partial = join(dirname(target), `.${basename(target)}.partial-${process.pid}`);
  console.log(`PostgreSQL: ${hasPgDump.stdout.trim()}\n  ${command}`);
  const run = spawnSync(
    'pg_dump',
    ['--format=custom', ...schema, `--file=${partial}`, config.DATABASE_URL],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (run.status !== 0) {
    rmSync(partial, { force: true });
    console.error(`pg_dump failed (exit ${run.status ?? run.signal}); nothing was written.`);
    return 1;
  }
  linkSync(partial, target);
  rmSync(partial);
  console.log(`Backup written to ${target}; restore it with pg_restore (docs/BACKUPS.md).`);
  return 0;
}

function main(argv: string[]): number {
  const path = argv[0];
  if (!path || argv.length > 1 || path.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  // npm runs scripts from the repository root; INIT_CWD is where the operator typed the command.
  const target = resolve(process.env.INIT_CWD ?? process.cwd(), path);
  const config = loadConfig();
  if (existsSync(target)) {
    console.error(`${target} exists already; give the backup a new name.`);
    return 1;
  }
  if (!config.isSqlite) return backupPostgres(config, target);
  const source = config.DATABASE_URL.slice('sqlite:'.length);
  if (source === ':memory:') {
    console.error('DATABASE_URL is an in-memory database: there is nothing on disk to back up.');
    return 1;
  }
  const done = backupSqlite(source, target);
  console.log(
    `Backup of ${resolve(source)} written to ${done.path}: ${megabytes(done.bytes)}, ` +
      `${done.answers} answers, ${Math.round(done.milliseconds)} ms, checked.`,
  );
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
