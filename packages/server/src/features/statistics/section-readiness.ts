import { simulationBlock, successPercent, type SimulationBlock } from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { cachedSectionQuestions } from '../content/section-content-cache.js';
import {
  findRunningTest,
  findSectionStats,
  type RunningTestRow,
  type SectionStatsRow,
} from './statistics.repository.js';

/*
 * What the dashboard and test-start both need to know of a section: whether a ministry
 * simulation may start, and the running test to resume.
 */

/**
 * Active questions in the section (remembered for a minute: read on every answer that may
 * reach the 10% charge). `cacheOwner` names the database the count belongs to when `db` is a
 * passing transaction.
 */
export async function sectionQuestionCount(
  db: Db,
  section: string,
  at: number,
  cacheOwner: object = db,
): Promise<number> {
  return (await cachedSectionQuestions(db, section, at, cacheOwner)).length;
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
  const [stats, running] = await Promise.all([
    findSectionStats(db, studentId, section.code),
    findRunningTest(db, studentId, section.code),
  ]);
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
