import { StudentSchoolStatus } from '../constants.js';
import { hasPermission, type Actor, type SignedInActor } from './actor.js';
import { canManageSchool } from './school.js';

/** A student as the policies need it: who it is and where they stand with a school. */
export interface StudentSubject {
  userId: number;
  schoolId: number | null;
  /** StudentSchoolStatus. */
  schoolStatus: number;
}

/** The /student namespace's events: the student's own sections, tests and profile. */
export function canActAsStudent(actor: Actor): actor is SignedInActor {
  return hasPermission(actor, 'student');
}

/** A student's data: the student, the school they are linked to (even pending), an operator. */
export function canViewStudent(actor: Actor, student: StudentSubject): boolean {
  if (actor === null) return false;
  if (actor.userId === student.userId || hasPermission(actor, 'admin')) return true;
  const linked =
    student.schoolStatus !== StudentSchoolStatus.none &&
    student.schoolStatus !== StudentSchoolStatus.rejected;
  return linked && student.schoolId !== null && canManageSchool(actor, { id: student.schoolId });
}

/**
 * Activating or deactivating a student's section costs the school credits: only the school the
 * student is an active member of (or an operator) may do it, never the student.
 */
export function canManageSection(
  actor: Actor,
  school: { id: number },
  student: StudentSubject,
): boolean {
  if (hasPermission(actor, 'admin')) return true;
  return (
    student.schoolId === school.id &&
    student.schoolStatus === StudentSchoolStatus.active &&
    canManageSchool(actor, school)
  );
}
