import { StudentSchoolStatus } from '../constants.js';
import { hasPermission, type Actor } from './actor.js';
import type { StudentSubject } from './student.js';

/*
 * Who may write in a school's thread with a student (SPEC §1, §6 "messages" school-only): the
 * school that accepted the student (active or archived, `canViewStudent`), and that student.
 * A request still waiting opens no thread. Operators read nothing here: a thread is between
 * the two.
 */

const ACCEPTED: readonly number[] = [StudentSchoolStatus.active, StudentSchoolStatus.archived];

/** A student messaging a school: only their own thread, with the school that accepted them. */
export function canMessageSchool(actor: Actor, student: StudentSubject): boolean {
  if (!hasPermission(actor, 'student') || actor?.userId !== student.userId) return false;
  return student.schoolId !== null && ACCEPTED.includes(student.schoolStatus);
}
