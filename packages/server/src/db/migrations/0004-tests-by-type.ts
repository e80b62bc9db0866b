import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';

/*
 * A student's tests of one type, newest first (the ministry simulations of the statistics
 * page): without it the listing looked at every completed test of the section (thousands for
 * a keen learner) to find the simulations among them.
 */
export async function up(db: Kysely<unknown>, _t: ColumnTypes): Promise<void> {
  await db.schema
    .createIndex('tests_student_type')
    .on('tests')
    .columns(['student_id', 'section_code', 'type', 'status', 'date_completed'])
    .execute();
}

export async function down(db: Kysely<unknown>, _t: ColumnTypes): Promise<void> {
  await db.schema.dropIndex('tests_student_type').execute();
}
