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

/** Whether the student stands at this school in one of these states (StudentSchoolStatus). */
function standsAt(
  student: StudentSubject,
  states: readonly number[],
): student is StudentSubject & { schoolId: number } {
  return student.schoolId !== null && states.includes(student.schoolStatus);
}

const { pending, active, archived, rejected } = StudentSchoolStatus;

/**
 * A student's data (panel, statistics, account, notes, messages): the student, an operator,
 * and the school that accepted them (active or archived). A request still waiting, or one the
 * school turned down, shows the school nothing of the student's own.
 */
export function canViewStudent(actor: Actor, student: StudentSubject): boolean {
  if (actor === null) return false;
  if (actor.userId === student.userId || hasPermission(actor, 'admin')) return true;
  return standsAt(student, [active, archived]) && canManageSchool(actor, { id: student.schoolId });
}

/**
 * A student's request to join (SPEC §4): the school asked sees it (the name, the section
 * asked for) and approves or rejects it, nothing else, while it waits.
 */
export function canDecideRequest(actor: Actor, student: StudentSubject): boolean {
  return standsAt(student, [pending]) && canManageSchool(actor, { id: student.schoolId });
}

/**
 * A request the school turned down: the school sees it in its rejected list (the name, the
 * section asked for) and may take the rejection back, nothing else.
 */
export function canReconsiderRequest(actor: Actor, student: StudentSubject): boolean {
  return standsAt(student, [rejected]) && canManageSchool(actor, { id: student.schoolId });
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

/**
 * How a school's event reaches the student its payload names: `request`, the join request's
 * own events (approve, reject), which also reach a student already accepted (to say the request
 * was decided); `rejected`, taking a rejection back, on a request the school turned down;
 * `accepted`, everything else, on the students the school accepted. A student out of reach is
 * answered as one that does not exist.
 */
export type StudentScope = 'request' | 'rejected' | 'accepted';

export function schoolReachesStudent(
  actor: Actor,
  student: StudentSubject,
  scope: StudentScope,
): boolean {
  if (scope === 'request' && canDecideRequest(actor, student)) return true;
  if (scope === 'rejected' && canReconsiderRequest(actor, student)) return true;
  return canViewStudent(actor, student);
}
