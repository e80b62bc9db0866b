import type { Db } from '../../db/database.js';

/**
 * Counts the day's visit on the current section, once per student and day: a day that already
 * has a visit on any section is left alone, and the upsert sets 1 rather than adding, so two
 * tabs opening at once still count one.
 */
export async function recordDailyVisit(
  db: Db,
  v: { studentId: number; sectionCode: string; day: string },
): Promise<boolean> {
  const seen = await db
    .selectFrom('daily_activity')
    .select('section_code')
    .where('student_id', '=', v.studentId)
    .where('day', '=', v.day)
    .where('visits', '>', 0)
    .executeTakeFirst();
  if (seen) return false;
  await db
    .insertInto('daily_activity')
    .values({ student_id: v.studentId, section_code: v.sectionCode, day: v.day, visits: 1 })
    .onConflict((oc) =>
      oc.columns(['student_id', 'section_code', 'day']).doUpdateSet({ visits: 1 }),
    )
    .execute();
  return true;
}
