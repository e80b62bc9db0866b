import { schoolSearchText } from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { refreshStudentSearchText } from '../students/student.repository.js';

/*
 * Columns the product derives from others and keeps beside them, kept current when the back
 * office writes a row as when the product's own operations do: the folded search texts
 * (shared normalizeSearchText) of schools and students, which the school portal and the back
 * office's search read.
 */

/**
 * Rewrites what a saved row of `table` derives (in the save's transaction); true when it wrote
 * to the row itself, which is then to be read again.
 */
export async function refreshDerived(
  db: Db,
  table: string,
  row: Record<string, unknown>,
): Promise<boolean> {
  if (table === 'users') await refreshStudentSearchText(db, Number(row.id));
  if (table === 'students') await refreshStudentSearchText(db, Number(row.user_id));
  if (table === 'schools') {
    const text = (k: string) => (typeof row[k] === 'string' ? row[k] : '');
    await db
      .updateTable('schools')
      .set({
        search_text: schoolSearchText({
          name: text('name'),
          city: text('city'),
          area: text('area'),
          region: text('region'),
        }),
      })
      .where('id', '=', Number(row.id))
      .execute();
  }
  return table === 'students' || table === 'schools';
}
