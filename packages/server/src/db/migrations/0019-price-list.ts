import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';

/*
 * The operators' price list (issue 31 item 1, docs/BILLING.md "Prices"): a row per item and
 * the instant it applies from; items are `credit` (net euro cents of one credit), `vat` (the
 * rate in hundredths of a percent) and `package:CODE` (net euro cents of a package's month).
 * A change is a new row applying from a later instant, so a past purchase's price stays
 * readable; the purchase also keeps the prices it was made at, on its own ledger row.
 */

/** From the beginning: the prices a school sees until the operators set others. */
const SEED = [
  { item: 'vat', value: 2400 },
  { item: 'credit', value: 500 },
];

const PRICE_COLUMNS = [
  'unit_cents',
  'quantity',
  'net_cents',
  'vat_rate',
  'vat_cents',
  'total_cents',
] as const;

export async function up(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await db.schema
    .createTable('price_list')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('item', 'varchar(40)', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull().check(sql`value >= 0`))
    .addColumn('currency', 'varchar(3)', (c) =>
      c
        .notNull()
        .defaultTo('EUR')
        .check(sql`currency = 'EUR'`),
    )
    .addColumn('applies_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('price_list_item_from_uq', ['item', 'applies_at'])
    .execute();
  for (const s of SEED) {
    await sql`insert into price_list (item, value, currency, applies_at)
      values (${s.item}, ${s.value}, 'EUR', 0)`.execute(db);
  }
  await sql`insert into price_list (item, value, currency, applies_at)
    select 'package:' || code, monthly_price_cents, 'EUR', 0 from packages`.execute(db);

  // What a purchase (or a package's month) was priced at when it was made, kept on its row.
  for (const column of PRICE_COLUMNS) {
    await db.schema.alterTable('credit_entries').addColumn(column, 'integer').execute();
  }
  await db.schema.alterTable('credit_entries').addColumn('currency', 'varchar(3)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...PRICE_COLUMNS, 'currency']) {
    await db.schema.alterTable('credit_entries').dropColumn(column).execute();
  }
  await db.schema.dropTable('price_list').execute();
}
