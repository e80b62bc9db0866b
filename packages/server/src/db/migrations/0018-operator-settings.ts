import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';

/*
 * Settings the operators keep in the back office (issue 29 item 9): one row (id 1), a column
 * per setting, each labelled in the overlay. The first: how many credits a school may hold
 * bought and not yet paid (provisional, SPEC §9), 1000 to start with, one largest request.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operator_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('max_unpaid_credits', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(1000)
        .check(sql`max_unpaid_credits >= 0`),
    )
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into operator_settings (id, max_unpaid_credits, updated_at)
    values (1, 1000, ${Date.now()})`.execute(db);
}

export async function down(db: Kysely<unknown>, _t: ColumnTypes): Promise<void> {
  await db.schema.dropTable('operator_settings').execute();
}
