import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';

/*
 * Receipts (issue 31 item 5, docs/BILLING.md "Receipts"): one per paid purchase, numbered in
 * sequence within its year (the number drawn from `counters`, `receipt:YYYY`, in the payment's
 * transaction), with the figures it states copied, so a later change of the school or of the
 * price list never changes an issued receipt.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await db.schema
    .createTable('receipts')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('entry_id', 'integer', (c) =>
      c.notNull().unique().references('credit_entries.id').onDelete('cascade'),
    )
    .addColumn('school_id', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('buyer_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_cents', 'integer', (c) => c.notNull())
    .addColumn('net_cents', 'integer', (c) => c.notNull())
    .addColumn('vat_rate', 'integer', (c) => c.notNull())
    .addColumn('vat_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('receipts_year_number_uq', ['year', 'number'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('receipts').execute();
}
