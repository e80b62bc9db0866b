import { ResultCode, StudentSchoolStatus } from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import type { StudentRow } from './student.repository.js';

/*
 * What a student may do in the /student events of this feature and of features/sections.
 *
 * Demo limits (SPEC §6; a demo student is users.is_demo = 1 without a verified school):
 * - section-enable: one unlocked section at most; a second one is refused with
 *   section.needsSchool ("Unlocking more than one section requires linking to a driving
 *   school."), the specific form of general.demoBlocked, because it names the way out.
 * - school/join, profile, profile/save, settings/save, sections, section/change, school/info:
 *   open to demo students. Joining a school is how a demo ends, and a demo account is a real
 *   account whose owner must be able to fix their name, e-mail and password.
 * The 30% progress cap and the category tests that need a school belong to the tests feature.
 */

/** The school that hears the student's requests: one they are pending with or active at. */
export function requestSchoolId(student: StudentRow): number | null {
  const linked =
    student.schoolStatus === StudentSchoolStatus.pending ||
    student.schoolStatus === StudentSchoolStatus.active;
  return linked ? student.schoolId : null;
}

/** SPEC §5: a student already verified by a school cannot join another one. */
export function assertMayJoinSchool(student: StudentRow): void {
  if (student.schoolVerified) throw new AppError(ResultCode.general, 'school.cannotChange');
}
