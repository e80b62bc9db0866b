import type { RecordContext, RunningTestContext } from './record-plan.js';

/** The row of the context statement, the same on SQLite and PostgreSQL. */
export interface ContextRow {
  school_verified: number;
  test_id: number | null;
  section_code: string | null;
  type: string | null;
  errors_allowed: number | null;
  section_status: number | null;
  section_school_id: number | null;
  charged_at: number | null;
  progress_sum: number | null;
  test_stats: string | null;
  level: number | null;
  progress: number | null;
  replies: number | null;
  correct: number | null;
  correct_in_row: number | null;
  wrong: number | null;
  scheduler: string | null;
  total: number | string;
  answered: number | string;
  right: number | string | null;
  in_test: number | null;
  by_client: number | null;
  in_test_reply: number | null;
}

function toRunningTest(r: ContextRow): RunningTestContext | null {
  if (r.test_id === null || r.section_code === null || r.type === null) return null;
  return {
    id: r.test_id,
    section: r.section_code,
    type: r.type,
    errorsAllowed: r.errors_allowed,
    total: Number(r.total),
    answered: Number(r.answered),
    right: Number(r.right ?? 0),
    sectionStatus: r.section_status,
    sectionSchoolId: r.section_school_id,
    chargedAt: r.charged_at,
    progressSum: Number(r.progress_sum ?? 0),
    testStats: r.test_stats,
  };
}

export function toRecordContext(r: ContextRow): RecordContext {
  return {
    schoolVerified: r.school_verified === 1,
    test: toRunningTest(r),
    questionInTest: r.in_test !== null,
    earlierByClientId: r.by_client,
    earlierInTest: r.in_test_reply,
    standing:
      r.progress === null
        ? null
        : {
            level: r.level ?? 0,
            progress: r.progress,
            replies: r.replies ?? 0,
            correct: r.correct ?? 0,
            correctInRow: r.correct_in_row ?? 0,
            wrong: r.wrong ?? 0,
            scheduler: r.scheduler ?? '',
          },
  };
}
