import { StudentSchoolStatus } from '../constants.js';
import { hasPermission, type Actor } from './actor.js';
import type { StudentSubject } from './student.js';

/*
 * Who may write in a school's thread with a student (SPEC §1, §6 "messages" school-only): the
 * school the student is linked to (asking to join, active or archived), and that student.
 * Operators read nothing here: a thread is between the two.
 */

const LINKED: readonly number[] = [
  StudentSchoolStatus.pending,
  StudentSchoolStatus.active,
  StudentSchoolStatus.archived,
];

function isLinked(student: StudentSubject): student is StudentSubject & { schoolId: number } {
  return student.schoolId !== null && LINKED.includes(student.schoolStatus);
}

/** A school's account messaging a student: only a student linked to that very school. */
export function canMessageStudent(actor: Actor, student: StudentSubject): boolean {
  const schoolId = actor?.schoolId;
  if (!hasPermission(actor, 'school') || schoolId === undefined || schoolId === null) return false;
  return isLinked(student) && student.schoolId === schoolId;
}

/** A student messaging a school: only their own thread, with the school they are linked to. */
export function canMessageSchool(actor: Actor, student: StudentSubject): boolean {
  if (!hasPermission(actor, 'student') || actor?.userId !== student.userId) return false;
  return isLinked(student);
}
