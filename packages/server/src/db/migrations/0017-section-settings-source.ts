import { sql, type Kysely } from 'kysely';
import { SECTION_SEEDS } from '../seeds/sections.js';
import type { ColumnTypes } from '../column-types.js';

/*
 * Where each section's exam settings come from (issue 20 item 7: "section exam settings …
 * with a source note"): a note the back office shows and operators keep beside the numbers.
 * Sections seeded before this migration get the seed's note unless an operator had already
 * changed their settings (then the note would not describe them, and stays empty).
 */

export async function up(db: Kysely<unknown>, _t: ColumnTypes): Promise<void> {
  await db.schema
    .alterTable('sections')
    .addColumn('settings_source', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const s of SECTION_SEEDS) {
    await sql`update sections set settings_source = ${s.settingsSource}
      where code = ${s.code} and settings_source = ''
        and questions_per_test = ${s.questionsPerTest} and minutes = ${s.minutes}
        and errors_allowed = ${s.errorsAllowed}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>, _t: ColumnTypes): Promise<void> {
  await db.schema.alterTable('sections').dropColumn('settings_source').execute();
}
