import type { Db } from '../../db/database.js';

/*
 * The per-type statistics of completed tests. The per-answer statistics (standing, section,
 * category and day counters) are written with the answers themselves, a batch at a time
 * (features/practice/record-sqlite.repository.ts, record-postgres.repository.ts).
 */

export async function findTestStatsJson(
  db: Db,
  studentId: number,
  section: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('section_stats')
    .select('test_stats')
    .where('student_id', '=', studentId)
    .where('section_code', '=', section)
    .executeTakeFirst();
  return row?.test_stats;
}

/** One more completed test in the section, with the per-type counters already computed. */
export async function saveCompletedTest(
  db: Db,
  r: { studentId: number; section: string; testStats: string; at: number },
): Promise<void> {
  await db
    .insertInto('section_stats')
    .values({
      student_id: r.studentId,
      section_code: r.section,
      tests_total: 1,
      test_stats: r.testStats,
      updated_at: r.at,
    })
    .onConflict((oc) =>
      oc.columns(['student_id', 'section_code']).doUpdateSet((eb) => ({
        tests_total: eb('section_stats.tests_total', '+', 1),
        test_stats: eb.ref('excluded.test_stats'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}
