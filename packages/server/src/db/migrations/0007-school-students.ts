import { studentSearchText } from '@kokpit/shared';
import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';

/*
 * The school's students (issue 17): a student's phone (SPEC §5 searches by it), the note a
 * school writes when it archives a student, and the student's searchable text (name, username,
 * e-mail, phone) normalised as the shared `studentSearchText` writes it, since SQLite's
 * lower() folds ASCII only (as schools.search_text, 0002). Existing students are backfilled.
 * The school's lists read students by (school, state), which 0001's `students_school` serves.
 */

interface StudentTexts {
  students: { user_id: number; phone: string; search_text: string };
  users: { id: number; username: string; email: string; first_name: string; last_name: string };
}

const BACKFILL_BATCH = 500;

export async function up(raw: Kysely<unknown>, _t: ColumnTypes): Promise<void> {
  const db = raw as unknown as Kysely<StudentTexts>;
  await db.schema
    .alterTable('students')
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('students')
    .addColumn('archive_comment', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('students')
    .addColumn('search_text', 'varchar(1024)', (c) => c.notNull().defaultTo(''))
    .execute();
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('students')
      .innerJoin('users', 'users.id', 'students.user_id')
      .select(['users.id', 'users.username', 'users.email', 'users.first_name', 'users.last_name'])
      .where('users.id', '>', after)
      .orderBy('users.id')
      .limit(BACKFILL_BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const r of rows) {
      const text = studentSearchText({
        firstName: r.first_name,
        lastName: r.last_name,
        username: r.username,
        email: r.email,
        phone: '',
      });
      await db
        .updateTable('students')
        .set({ search_text: text })
        .where('user_id', '=', r.id)
        .execute();
    }
    after = rows[rows.length - 1]!.id;
  }
}

export async function down(db: Kysely<unknown>, _t: ColumnTypes): Promise<void> {
  for (const column of ['search_text', 'archive_comment', 'phone']) {
    await db.schema.alterTable('students').dropColumn(column).execute();
  }
}
