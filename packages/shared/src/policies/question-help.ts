import { StudentSchoolStatus } from '../constants.js';

/**
 * The school whose help texts a student reads (SPEC §1: a school's help is for its own
 * students): the school that approved them, while they are its student or in its archive;
 * none while the request waits, after a rejection, or without a school.
 */
export function helpSchoolOf(student: {
  schoolId: number | null;
  schoolStatus: number;
}): number | null {
  const { active, archived } = StudentSchoolStatus;
  if (student.schoolId === null) return null;
  return student.schoolStatus === active || student.schoolStatus === archived
    ? student.schoolId
    : null;
}
