import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';

/*
 * How a school pays (issue 31 item 2, docs/BILLING.md "Paying"): the operators' bank details
 * (beneficiary, IBAN, BIC, bank) and the seller's details printed on a proforma, kept in the
 * operators' settings row; each purchase's ISO 11649 reference is derived from its ledger row.
 */

const COLUMNS = [
  ['beneficiary', 'varchar(120)'],
  ['iban', 'varchar(34)'],
  ['bic', 'varchar(11)'],
  ['bank_name', 'varchar(120)'],
  ['seller_details', 'varchar(500)'],
] as const;

export async function up(db: Kysely<unknown>, _t: ColumnTypes): Promise<void> {
  for (const [name, type] of COLUMNS) {
    await db.schema
      .alterTable('operator_settings')
      .addColumn(name, type, (c) => c.notNull().defaultTo(''))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of COLUMNS) {
    await db.schema.alterTable('operator_settings').dropColumn(name).execute();
  }
}
