import type { ColumnDataType, ColumnDefinitionBuilder } from 'kysely';

/** The few column types whose spelling differs between SQLite and PostgreSQL. */
export interface ColumnTypes {
  id: ColumnDataType;
  primaryKey: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  blob: ColumnDataType;
}

export function columnTypes(dialect: 'sqlite' | 'postgres'): ColumnTypes {
  return dialect === 'sqlite'
    ? { id: 'integer', primaryKey: (c) => c.primaryKey().autoIncrement(), blob: 'blob' }
    : { id: 'serial', primaryKey: (c) => c.primaryKey(), blob: 'bytea' };
}
