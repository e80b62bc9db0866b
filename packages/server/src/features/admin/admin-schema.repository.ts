import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';

/*
 * The running database's own description of its tables (issue 20 meta-tables): columns from
 * Kysely's introspection, keys and indexes from SQLite's pragmas or PostgreSQL's catalogues.
 * Nothing here knows Kokpit's tables: a table added by a migration is described the same way.
 */

export interface RawColumn {
  name: string;
  dataType: string;
  nullable: boolean;
  hasDefault: boolean;
  autoIncrement: boolean;
}

export interface RawForeignKey {
  column: string;
  refTable: string;
  refColumn: string;
  /** The referential action, lower case: `no action`, `cascade`, `set null`, `restrict`. */
  onDelete: string;
}

export interface RawTable {
  name: string;
  columns: RawColumn[];
  primaryKey: string[];
  foreignKeys: RawForeignKey[];
  /** Columns that lead some index (or the key): sort and range filters on them are cheap. */
  leadingIndexed: string[];
}

/** Kysely's own bookkeeping tables, never records of the product. */
const INTERNAL = /^(kysely_|sqlite_)/;

export async function readRawSchema(db: Db, dialect: Dialect): Promise<RawTable[]> {
  const tables = dialect === 'sqlite' ? await sqliteColumns(db) : await pgColumns(db);
  const out: RawTable[] = [];
  for (const [name, columns] of tables) {
    if (INTERNAL.test(name)) continue;
    const keys = dialect === 'sqlite' ? await sqliteKeys(db, name) : await pgKeys(db, name);
    out.push({ name, columns, ...keys });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

async function sqliteColumns(db: Db): Promise<Map<string, RawColumn[]>> {
  const tables = await db.introspection.getTables();
  return new Map(
    tables
      .filter((t) => !t.isView)
      .map((t) => [
        t.name,
        t.columns.map((c) => ({
          name: c.name,
          dataType: c.dataType.toLowerCase(),
          nullable: c.isNullable,
          hasDefault: c.hasDefaultValue || c.isAutoIncrementing,
          autoIncrement: c.isAutoIncrementing,
        })),
      ]),
  );
}

/**
 * PostgreSQL's columns of the current schema only (Kysely's introspection reads every schema,
 * which on a shared server also means other processes' tables coming and going).
 */
async function pgColumns(db: Db): Promise<Map<string, RawColumn[]>> {
  const r = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
    is_identity: string;
  }>`
    select c.table_name, c.column_name, c.data_type, c.is_nullable, c.column_default, c.is_identity
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const tables = new Map<string, RawColumn[]>();
  for (const row of r.rows) {
    const auto = row.is_identity === 'YES' || (row.column_default ?? '').startsWith('nextval(');
    const list = tables.get(row.table_name) ?? [];
    list.push({
      name: row.column_name,
      dataType: row.data_type.toLowerCase(),
      nullable: row.is_nullable === 'YES',
      hasDefault: auto || row.column_default !== null,
      autoIncrement: auto,
    });
    tables.set(row.table_name, list);
  }
  return tables;
}

type Keys = Pick<RawTable, 'primaryKey' | 'foreignKeys' | 'leadingIndexed'>;

async function sqliteKeys(db: Db, table: string): Promise<Keys> {
  // Table-valued pragmas take the name as a bound value: no identifier is interpolated.
  const info = await sql<{ name: string; pk: number }>`
    select name, pk from pragma_table_info(${table}) order by cid`.execute(db);
  const primaryKey = info.rows
    .filter((r) => r.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((r) => r.name);
  const fks = await sql<{ from: string; table: string; to: string | null; on_delete: string }>`
    select "from", "table", "to", on_delete from pragma_foreign_key_list(${table})`.execute(db);
  const leading = await sql<{ name: string }>`
    select ii.name as name from pragma_index_list(${table}) il
    join pragma_index_info(il.name) ii on ii.seqno = 0`.execute(db);
  return {
    primaryKey,
    foreignKeys: fks.rows.map((r) => ({
      column: r.from,
      refTable: r.table,
      refColumn: r.to ?? 'id',
      onDelete: r.on_delete.toLowerCase(),
    })),
    leadingIndexed: [...new Set([...primaryKey.slice(0, 1), ...leading.rows.map((r) => r.name)])],
  };
}

async function pgKeys(db: Db, table: string): Promise<Keys> {
  const pk = await sql<{ name: string }>`
    select a.attname as name
    from pg_index i
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = to_regclass(quote_ident(${table})) and i.indisprimary
    order by array_position(i.indkey::int2[], a.attnum)`.execute(db);
  const fks = await sql<{ column: string; ref_table: string; ref_column: string; del: string }>`
    select a.attname as column, rc.relname as ref_table, ra.attname as ref_column,
      case c.confdeltype when 'c' then 'cascade' when 'n' then 'set null'
        when 'r' then 'restrict' when 'd' then 'set default' else 'no action' end as del
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_class rc on rc.oid = c.confrelid
    join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = c.confkey[1]
    where c.contype = 'f' and c.conrelid = to_regclass(quote_ident(${table}))`.execute(db);
  const leading = await sql<{ name: string }>`
    select a.attname as name
    from pg_index i
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
    where i.indrelid = to_regclass(quote_ident(${table}))`.execute(db);
  return {
    primaryKey: pk.rows.map((r) => r.name),
    foreignKeys: fks.rows.map((r) => ({
      column: r.column,
      refTable: r.ref_table,
      refColumn: r.ref_column,
      onDelete: r.del,
    })),
    leadingIndexed: [...new Set(leading.rows.map((r) => r.name))],
  };
}
