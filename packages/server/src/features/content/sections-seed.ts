import type { SectionCode } from '@kokpit/shared';
import type { Db } from '../../db/database.js';

/** Exam settings of one licence section (sources of each value: docs/CONTENT.md). */
export interface SectionSeed {
  code: SectionCode;
  icon: string;
  questionsPerTest: number;
  minutes: number;
  errorsAllowed: number;
  /** Success % below which the ministry simulation stays blocked (SPEC §4). */
  minSuccess: number;
}

/** Our own default: a student who answers fewer than 60% right is not ready for a mock exam. */
export const DEFAULT_MIN_SUCCESS = 60;

export const SECTION_SEEDS: readonly SectionSeed[] = [
  { code: 'car', icon: 'car', questionsPerTest: 30, minutes: 35, errorsAllowed: 1, minSuccess: DEFAULT_MIN_SUCCESS },
  { code: 'bike', icon: 'motorcycle', questionsPerTest: 10, minutes: 15, errorsAllowed: 1, minSuccess: DEFAULT_MIN_SUCCESS },
  { code: 'truck', icon: 'truck', questionsPerTest: 30, minutes: 35, errorsAllowed: 3, minSuccess: DEFAULT_MIN_SUCCESS },
  { code: 'bus', icon: 'bus', questionsPerTest: 30, minutes: 35, errorsAllowed: 3, minSuccess: DEFAULT_MIN_SUCCESS },
  { code: 'ptruck', icon: 'truck-pro', questionsPerTest: 30, minutes: 40, errorsAllowed: 3, minSuccess: DEFAULT_MIN_SUCCESS },
  { code: 'pbus', icon: 'bus-pro', questionsPerTest: 30, minutes: 40, errorsAllowed: 3, minSuccess: DEFAULT_MIN_SUCCESS },
]; // prettier-ignore

/**
 * Inserts the sections that are missing. Existing rows are never touched: an operator may have
 * changed their exam settings. Returns the codes inserted.
 */
export async function seedSections(db: Db, at: number = Date.now()): Promise<SectionCode[]> {
  const rows = SECTION_SEEDS.map((s, position) => ({
    code: s.code,
    position,
    icon: s.icon,
    questions_per_test: s.questionsPerTest,
    minutes: s.minutes,
    errors_allowed: s.errorsAllowed,
    min_success: s.minSuccess,
    updated_at: at,
  }));
  const inserted = await db
    .insertInto('sections')
    .values(rows)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code')
    .execute();
  const codes = new Set(inserted.map((r) => r.code));
  return SECTION_SEEDS.map((s) => s.code).filter((code) => codes.has(code));
}
