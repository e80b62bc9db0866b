import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';

/*
 * A learner's exam date per section (issue 35 item 2), YYYY-MM-DD in Athens, set by the learner
 * or by a member of their school (set_by): one row per student and section, gone with the
 * student.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exam_dates')
    .addColumn('student_id', 'integer', (c) =>
      c.notNull().references('students.user_id').onDelete('cascade'),
    )
    .addColumn('section_code', 'varchar(16)', (c) => c.notNull().references('sections.code'))
    .addColumn('exam_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('set_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('exam_dates_pk', ['student_id', 'section_code'])
    .execute();
}

export async function down(db: Kysely<unknown>, _t: ColumnTypes): Promise<void> {
  await db.schema.dropTable('exam_dates').execute();
}
