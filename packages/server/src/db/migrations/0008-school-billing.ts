import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';

/*
 * The school's money as a ledger (docs/BILLING.md): every change to credits is a row of
 * credit_entries and a balance is what its rows add up to; schools.credits stops being the
 * truth (it is left as it was and never written again). A row that settles another one (a
 * purchase paid or lapsed, a reservation charged or released) names it in `settles_id`, unique,
 * so the database refuses to settle anything twice; `idem_key` keys rows a job writes once per
 * period (the month's package grant). Coupons get their number, for the check-digit codes.
 */

/** The packages on offer at first; the operators change them in the back office later. */
const PACKAGES = [
  { code: 'start', position: 1, price: 0, activations: 0, cost: 2 },
  { code: 'standard', position: 2, price: 4900, activations: 10, cost: 1 },
  { code: 'plus', position: 3, price: 9900, activations: 25, cost: 1 },
];

export async function up(db: Kysely<unknown>, _t: ColumnTypes): Promise<void> {
  await db.schema
    .alterTable('credit_entries')
    .addColumn('hold', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('credit_entries')
    .addColumn('pool', 'varchar(24)', (c) => c.notNull().defaultTo('credits'))
    .execute();
  await db.schema.alterTable('credit_entries').addColumn('settles_id', 'integer').execute();
  await db.schema.alterTable('credit_entries').addColumn('idem_key', 'varchar(64)').execute();
  await db.schema.alterTable('credit_entries').addColumn('actor_id', 'integer').execute();
  await db.schema
    .createIndex('credit_entries_settles')
    .on('credit_entries')
    .column('settles_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('credit_entries_idem')
    .on('credit_entries')
    .column('idem_key')
    .unique()
    .execute();
  await db.schema
    .createIndex('credit_entries_pool')
    .on('credit_entries')
    .columns(['school_id', 'pool'])
    .execute();
  await db.schema.alterTable('coupons').addColumn('serial', 'integer').execute();
  await db.schema
    .createIndex('coupons_serial')
    .on('coupons')
    .columns(['school_id', 'serial'])
    .unique()
    .execute();

  // The opening balance: what schools.credits held beyond the rows already written.
  const ledger = sql`coalesce((select sum(e.amount) from credit_entries e where e.school_id = s.id), 0)`;
  await sql`insert into credit_entries (school_id, amount, kind, status, payment_info, created_at, settled_at)
    select s.id, s.credits - ${ledger}, 'opening', 'settled', '', s.updated_at, s.updated_at
    from schools s where s.credits <> ${ledger}`.execute(db);

  for (const p of PACKAGES) {
    await sql`insert into packages (code, position, monthly_price_cents, monthly_activations, cost_per_activation, active)
      values (${p.code}, ${p.position}, ${p.price}, ${p.activations}, ${p.cost}, 1)
      on conflict (code) do nothing`.execute(db);
  }
}

export async function down(db: Kysely<unknown>, _t: ColumnTypes): Promise<void> {
  await db.schema.dropIndex('coupons_serial').execute();
  await db.schema.alterTable('coupons').dropColumn('serial').execute();
  for (const name of ['credit_entries_pool', 'credit_entries_idem', 'credit_entries_settles']) {
    await db.schema.dropIndex(name).execute();
  }
  // The balance goes back into schools.credits, where the earlier code keeps it.
  await sql`update schools set credits = coalesce(
      (select sum(e.amount) from credit_entries e where e.school_id = schools.id), 0)`.execute(db);
  await sql`delete from credit_entries where kind <> 'activation' or status <> 'charged'`.execute(
    db,
  );
  for (const column of ['actor_id', 'idem_key', 'settles_id', 'pool', 'hold']) {
    await db.schema.alterTable('credit_entries').dropColumn(column).execute();
  }
}
