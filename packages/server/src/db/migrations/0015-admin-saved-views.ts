import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';

/*
 * The back office's saved views (issue 20): an operator's named filters, search and sort of
 * one table's list. The query is the shared adminQuerySchema as JSON, checked again on use.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await db.schema
    .createTable('admin_saved_views')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('operator_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('table_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('admin_saved_views_name_uq', ['operator_id', 'table_name', 'name'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_saved_views').execute();
}
