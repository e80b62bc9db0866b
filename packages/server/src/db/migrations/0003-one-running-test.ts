import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';

/*
 * At most one running test per student and section (SPEC §4: starting a test cancels the
 * running one). Starts on one node run one after another; this index holds across nodes too.
 * Tests left running twice by an earlier race keep their newest one.
 */
export async function up(db: Kysely<unknown>, _t: ColumnTypes): Promise<void> {
  await sql`
    update tests set status = 'cancelled', date_updated = ${Date.now()}
    where status = 'running' and id not in (
      select max(id) from tests where status = 'running' group by student_id, section_code
    )`.execute(db);
  await sql`
    create unique index tests_one_running on tests (student_id, section_code)
    where status = 'running'`.execute(db);
}

/** The index goes; tests it cancelled stay cancelled. */
export async function down(db: Kysely<unknown>, _t: ColumnTypes): Promise<void> {
  await db.schema.dropIndex('tests_one_running').execute();
}
