import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';

/*
 * The lines of the bank statements the operators import (issue 31 item 3, docs/BILLING.md
 * "Reconciling"): one row per credit line, keyed by its identity in the statement (unique), so
 * importing a statement twice changes nothing; what became of it (`outcome`) and the purchase
 * it paid.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await db.schema
    .createTable('bank_payments')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('line_key', 'varchar(160)', (c) => c.notNull().unique())
    .addColumn('booked_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('reference', 'varchar(40)')
    .addColumn('entry_id', 'integer', (c) => c.references('credit_entries.id').onDelete('set null')) // prettier-ignore
    .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
    .addColumn('imported_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('imported_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bank_payments').execute();
}
