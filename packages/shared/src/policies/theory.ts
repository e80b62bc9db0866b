import { StudentSchoolStatus } from '../constants.js';
import { hasPermission, type Actor } from './actor.js';
import { canActAsSchool } from './school.js';
import type { StudentSubject } from './student.js';

/** A theory presentation as the policies need it: the school that owns it. */
export interface PresentationSubject {
  schoolId: number;
}

/**
 * Building, changing or deleting a presentation (SPEC §6 "theory presentations", school-only):
 * the accounts of the school that owns it. Operators do not write a school's lessons.
 */
export function canManagePresentation(actor: Actor, presentation: PresentationSubject): boolean {
  return canActAsSchool(actor) && actor.schoolId === presentation.schoolId;
}

/**
 * Seeing a presentation or taking it as a theory test: its school's accounts, and the
 * students that school has accepted (an active member, as the student row says).
 */
export function canViewPresentation(
  actor: Actor,
  presentation: PresentationSubject,
  student: StudentSubject | null = null,
): boolean {
  if (canManagePresentation(actor, presentation)) return true;
  return (
    student !== null &&
    hasPermission(actor, 'student') &&
    actor?.userId === student.userId &&
    isPresentationOpenTo(student, presentation)
  );
}

/**
 * The student's side of canViewPresentation, for a caller already proven to be this student
 * (a test start): the school has accepted them, not just heard their request.
 */
export function isPresentationOpenTo(
  student: Pick<StudentSubject, 'schoolId' | 'schoolStatus'>,
  presentation: PresentationSubject,
): boolean {
  return (
    student.schoolId === presentation.schoolId &&
    student.schoolStatus === StudentSchoolStatus.active
  );
}
