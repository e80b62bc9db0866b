import type { ColumnDataType, ColumnDefinitionBuilder } from 'kysely';

/** The few column types whose spelling differs between SQLite and PostgreSQL. */
export interface ColumnTypes {
  /** For the rare migration whose steps differ, not just its spelling. */
  dialect: 'sqlite' | 'postgres';
  id: ColumnDataType;
  primaryKey: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  blob: ColumnDataType;
}

export function columnTypes(dialect: 'sqlite' | 'postgres'): ColumnTypes {
  return dialect === 'sqlite'
    ? {
        dialect,
        id: 'integer',
        primaryKey: (c) => c.primaryKey().autoIncrement(),
        blob: 'blob',
      }
    : { dialect, id: 'serial', primaryKey: (c) => c.primaryKey(), blob: 'bytea' };
}
