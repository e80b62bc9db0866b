import type { TestType } from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { findTestStatsJson, saveCompletedTest } from './stats-writer.repository.js';
import { addCompletedTest, parseTestStats } from './test-stats.js';

/*
 * Counting a completed test (docs/SCORING.md): the per-answer side of the statistics is
 * planned in features/practice/record-plan.ts and written with the answers.
 */

/** Counts a completed test in the section's totals and per-type statistics. */
export async function recordCompletedTest(
  db: Db,
  t: {
    studentId: number;
    section: string;
    type: TestType;
    answers: number;
    right: number;
    passed: boolean | null;
    at: number;
  },
): Promise<void> {
  const stats = parseTestStats(await findTestStatsJson(db, t.studentId, t.section));
  const next = addCompletedTest(stats, t);
  await saveCompletedTest(db, {
    studentId: t.studentId,
    section: t.section,
    testStats: JSON.stringify(next),
    at: t.at,
  });
}
