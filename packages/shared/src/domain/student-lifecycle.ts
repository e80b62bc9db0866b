import { Limits, StudentSchoolStatus } from '../constants.js';
import type { ArchiveResult, StudentListState } from '../schemas/school-students.js';

/*
 * A student's life with a school (SPEC §4): asks to join (pending), is approved (active) or
 * rejected, is archived once passed (with how) and may be restored; the school may delete the
 * account of a student it accepted. Which change fits which state is this table; the server
 * refuses the rest. Which students a school reaches at all is its policies' (policies/student.ts
 * `schoolReachesStudent`): a request only by approve and reject, a rejected one only by
 * reconsider.
 */

export type StudentAction = 'approve' | 'reject' | 'reconsider' | 'archive' | 'restore';

const { pending, active, archived, rejected } = StudentSchoolStatus;

/** The states (StudentSchoolStatus) each change starts from. */
export const STUDENT_ACTION_FROM: Record<StudentAction, readonly number[]> = {
  approve: [pending],
  reject: [pending],
  /** A rejection taken back: the request waits again. */
  reconsider: [rejected],
  archive: [active],
  restore: [archived],
};

/** Whether a student in this state (StudentSchoolStatus) may be acted on so. */
export function studentActionAllowed(schoolStatus: number, action: StudentAction): boolean {
  return STUDENT_ACTION_FROM[action].includes(schoolStatus);
}

const STATE_OF_STATUS: Record<number, StudentListState> = {
  [pending]: 'pending',
  [active]: 'active',
  [archived]: 'archived',
  [rejected]: 'rejected',
};

/** The school list a student is in; null when in none (not linked). */
export function studentListState(schoolStatus: number): StudentListState | null {
  return STATE_OF_STATUS[schoolStatus] ?? null;
}

/** The StudentSchoolStatus of a list. */
export function studentSchoolStatusOf(state: StudentListState): number {
  return StudentSchoolStatus[state];
}

/** students.archive_result: passed at the 1st, 2nd or a later attempt (SPEC §3 passed1–3). */
export const ARCHIVE_RESULT_CODES: Record<ArchiveResult, number> = {
  first: 1,
  second: 2,
  later: 3,
};

export function archiveResultOf(code: number | null): ArchiveResult | null {
  if (code === 1) return 'first';
  if (code === 2) return 'second';
  if (code === 3) return 'later';
  return null;
}

/** SPEC §9: a student deleted under 5% progress gives the school its coupon back. */
export function couponReturnsOnDelete(progress: number): boolean {
  return progress < Limits.couponFreeProgress;
}
