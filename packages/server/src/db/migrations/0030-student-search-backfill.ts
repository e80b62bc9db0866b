import { studentSearchText } from '@kokpit/shared';
import type { Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';

/*
 * Issue 33: the demo seed wrote its students (demo-student, demo-trial) without their
 * searchable text, so a school's search did not find them and its A→Z list put them first.
 * Every student whose students.search_text is still empty gets it, as the shared
 * `studentSearchText` writes it (0007 backfilled the students of that day the same way).
 */

interface StudentTexts {
  students: { user_id: number; phone: string; search_text: string };
  users: { id: number; username: string; email: string; first_name: string; last_name: string };
}

const BACKFILL_BATCH = 500;

export async function up(raw: Kysely<unknown>, _t: ColumnTypes): Promise<void> {
  const db = raw as unknown as Kysely<StudentTexts>;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('students')
      .innerJoin('users', 'users.id', 'students.user_id')
      .select([
        'users.id',
        'users.username',
        'users.email',
        'users.first_name',
        'users.last_name',
        'students.phone',
      ])
      .where('students.search_text', '=', '')
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
        phone: r.phone,
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

/** Nothing to undo: the text is what every write keeps there anyway. */
export async function down(_db: Kysely<unknown>, _t: ColumnTypes): Promise<void> {}
