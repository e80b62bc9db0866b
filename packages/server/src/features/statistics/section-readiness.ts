import { simulationBlock, successPercent, type SimulationBlock } from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import {
  countSectionQuestions,
  findRunningTest,
  findSectionStats,
  type RunningTestRow,
  type SectionStatsRow,
} from './statistics.repository.js';

/*
 * What the dashboard and test-start both need to know of a section: whether a ministry
 * simulation may start, and the running test to resume.
 */

const QUESTION_COUNT_TTL_MS = 60_000;
const questionCounts = new WeakMap<object, Map<string, { count: number; until: number }>>();

/**
 * Active questions in the section, remembered for a minute: the bank changes only by an
 * operator's import, and the count is read on every answer that may reach the 10% charge.
 * `cacheOwner` names the database the count belongs to when `db` is a passing transaction.
 */
export async function sectionQuestionCount(
  db: Db,
  section: string,
  at: number,
  cacheOwner: object = db,
): Promise<number> {
  let bySection = questionCounts.get(cacheOwner);
  if (!bySection) questionCounts.set(cacheOwner, (bySection = new Map()));
  const cached = bySection.get(section);
  if (cached && cached.until > at) return cached.count;
  const count = await countSectionQuestions(db, section);
  bySection.set(section, { count, until: at + QUESTION_COUNT_TTL_MS });
  return count;
}

export interface SectionReadiness {
  stats: SectionStatsRow | undefined;
  success: number;
  running: RunningTestRow | undefined;
  blocked: SimulationBlock;
}

export async function sectionReadiness(
  db: Db,
  studentId: number,
  section: { code: string; minSuccess: number },
): Promise<SectionReadiness> {
  const stats = await findSectionStats(db, studentId, section.code);
  const running = await findRunningTest(db, studentId, section.code);
  const success = successPercent(
    stats?.correct ?? 0,
    stats?.replies ?? 0,
    stats?.strongErrors ?? 0,
  );
  const blocked = simulationBlock({
    replies: stats?.replies ?? 0,
    success,
    minSuccess: section.minSuccess,
    unansweredInRunningTests: running ? running.total - running.answered : 0,
  });
  return { stats, success, running, blocked };
}

export { findSectionSettings, type SectionSettingsRow } from './statistics.repository.js';
