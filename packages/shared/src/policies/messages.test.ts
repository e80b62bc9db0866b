import { describe, expect, it } from 'vitest';
import { StudentSchoolStatus } from '../constants.js';
import { actors, allowedBy } from './actors.fixture.js';
import { canMessageSchool, canMessageStudent } from './messages.js';
import type { StudentSubject } from './student.js';

/** Student 1 (the fixture's `student`) in each standing with school 100 (the fixture's `school`). */
const studentWith = (schoolStatus: number, schoolId: number | null = 100): StudentSubject => ({
  userId: actors.student.userId,
  schoolId,
  schoolStatus,
});

describe('canMessageStudent(actor, student): who writes to a student', () => {
  it.each([
    ['without a school', studentWith(StudentSchoolStatus.none, null), []],
    ['asking to join', studentWith(StudentSchoolStatus.pending), ['school']],
    ['active', studentWith(StudentSchoolStatus.active), ['school']],
    ['archived', studentWith(StudentSchoolStatus.archived), ['school']],
    ['rejected', studentWith(StudentSchoolStatus.rejected), []],
    ['active at school 200', studentWith(StudentSchoolStatus.active, 200), ['otherSchool']],
  ] as const)('a student %s is written to by %j', (_standing, student, allowed) => {
    expect(allowedBy((actor) => canMessageStudent(actor, student))).toEqual(allowed);
  });

  it('a school account not yet bound to a school writes to nobody', () => {
    const unbound = { ...actors.school, schoolId: null };
    expect(canMessageStudent(unbound, studentWith(StudentSchoolStatus.active))).toBe(false);
  });
});

describe('canMessageSchool(actor, student): who writes to the school as this student', () => {
  it.each([
    ['without a school', studentWith(StudentSchoolStatus.none, null), []],
    ['asking to join', studentWith(StudentSchoolStatus.pending), ['student']],
    ['active', studentWith(StudentSchoolStatus.active), ['student']],
    ['archived', studentWith(StudentSchoolStatus.archived), ['student']],
    ['rejected', studentWith(StudentSchoolStatus.rejected), []],
  ] as const)('a student %s writes as themself: %j', (_standing, student, allowed) => {
    expect(allowedBy((actor) => canMessageSchool(actor, student))).toEqual(allowed);
  });
});
