import { StudentSchoolStatus } from '../constants.js';
import { describe, expect, it } from 'vitest';
import { actors, allowedBy } from './actors.fixture.js';
import { canManageSection, canViewStudent, type StudentSubject } from './student.js';

/** Student 1 (the fixture's `student`) in each standing with school 100 (the fixture's `school`). */
const studentWith = (schoolStatus: number, schoolId: number | null = 100): StudentSubject => ({
  userId: actors.student.userId,
  schoolId,
  schoolStatus,
});
const school100 = { id: 100 };

describe('canViewStudent(actor, student)', () => {
  it.each([
    ['without a school', studentWith(StudentSchoolStatus.none, null), ['student', 'operator']],
    ['asking to join', studentWith(StudentSchoolStatus.pending), ['student', 'school', 'operator']],
    ['active', studentWith(StudentSchoolStatus.active), ['student', 'school', 'operator']],
    ['archived', studentWith(StudentSchoolStatus.archived), ['student', 'school', 'operator']],
    ['rejected', studentWith(StudentSchoolStatus.rejected), ['student', 'operator']],
  ] as const)('a student %s is seen by %j', (_standing, student, allowed) => {
    expect(allowedBy((actor) => canViewStudent(actor, student))).toEqual(allowed);
  });
});

describe('canManageSection(actor, school, student)', () => {
  it.each([
    ['active', studentWith(StudentSchoolStatus.active), ['school', 'operator']],
    ['asking to join', studentWith(StudentSchoolStatus.pending), ['operator']],
    ['archived', studentWith(StudentSchoolStatus.archived), ['operator']],
    ['without a school', studentWith(StudentSchoolStatus.none, null), ['operator']],
  ] as const)(
    'the sections of a student %s at school 100 are managed by %j',
    (_s, student, allowed) => {
      expect(allowedBy((actor) => canManageSection(actor, school100, student))).toEqual(allowed);
    },
  );

  it('a school cannot manage, through its own id, a student of another school', () => {
    const elsewhere = studentWith(StudentSchoolStatus.active, 200);
    expect(canManageSection(actors.school, school100, elsewhere)).toBe(false);
    expect(canManageSection(actors.otherSchool, { id: 200 }, elsewhere)).toBe(true);
  });
});
