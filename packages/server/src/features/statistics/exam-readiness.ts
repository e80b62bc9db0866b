import {
  READINESS_WINDOW_DAYS,
  READY_SIMULATIONS_IN_ROW,
  type ReadinessInput,
} from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { athensDayBefore } from './athens-day.js';
import { listRecentSimulationPasses, sumRecentReplies } from './statistics.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export type RecentActivity = Pick<
  ReadinessInput,
  'recentReplies' | 'recentCorrect' | 'recentSimulations'
>;

/**
 * What exam readiness weighs besides the bank (docs/SCORING.md "Exam readiness"): the answers
 * of the window's Athens days, today included, and the simulations completed in it.
 */
export async function readRecentActivity(
  db: Db,
  studentId: number,
  section: string,
  at: number,
): Promise<RecentActivity> {
  const [recent, simulations] = await Promise.all([
    sumRecentReplies(db, studentId, section, athensDayBefore(at, READINESS_WINDOW_DAYS - 1)),
    // Enough to count passes in a row up to what readiness asks for.
    listRecentSimulationPasses(
      db,
      studentId,
      section,
      at - READINESS_WINDOW_DAYS * DAY_MS,
      READY_SIMULATIONS_IN_ROW,
    ),
  ]);
  return {
    recentReplies: recent.replies,
    recentCorrect: recent.correct,
    recentSimulations: simulations,
  };
}
