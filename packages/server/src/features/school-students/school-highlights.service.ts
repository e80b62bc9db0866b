import {
  SECTION_CODES,
  SectionStatus,
  StudentSchoolStatus,
  type SchoolHighlights,
} from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { countSectionStandings, sumSectionTestStats } from './school-highlights.repository.js';

const PASSED_BY_RESULT: Record<number, 'passed1' | 'passed2' | 'passed3'> = {
  1: 'passed1',
  2: 'passed2',
  3: 'passed3',
};

/**
 * `highlights` {section}: SPEC §3's school highlights for one section: who passed at the 1st,
 * 2nd and a later attempt (archived), who is active with it activated, everyone with it, and
 * the tests they completed by type.
 */
export async function readSchoolHighlights(
  db: Db,
  schoolId: number,
  section: string = SECTION_CODES[0],
): Promise<SchoolHighlights> {
  const [standings, testStats] = await Promise.all([
    countSectionStandings(db, schoolId, section),
    sumSectionTestStats(db, schoolId, section),
  ]);
  const highlights: SchoolHighlights = {
    code: section,
    passed1: 0,
    passed2: 0,
    passed3: 0,
    active: 0,
    total: 0,
    pending: 0,
    testStats,
  };
  for (const s of standings) {
    highlights.total += s.students;
    if (s.schoolStatus === StudentSchoolStatus.pending) highlights.pending += s.students;
    if (
      s.schoolStatus === StudentSchoolStatus.active &&
      s.sectionStatus === SectionStatus.activated
    ) {
      highlights.active += s.students;
    }
    const passed = s.archiveResult === null ? undefined : PASSED_BY_RESULT[s.archiveResult];
    if (s.schoolStatus === StudentSchoolStatus.archived && passed) highlights[passed] += s.students;
  }
  return highlights;
}
