import { StudentSchoolStatus } from '../constants.js';
import { describe, expect, it } from 'vitest';
import { actors, allowedBy } from './actors.fixture.js';
import {
  canDecideRequest,
  canManageSection,
  canViewStudent,
  schoolReachesStudent,
  type StudentScope,
  type StudentSubject,
} from './student.js';

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
    ['asking to join', studentWith(StudentSchoolStatus.pending), ['student', 'operator']],
    ['active', studentWith(StudentSchoolStatus.active), ['student', 'school', 'operator']],
    ['archived', studentWith(StudentSchoolStatus.archived), ['student', 'school', 'operator']],
    ['rejected', studentWith(StudentSchoolStatus.rejected), ['student', 'operator']],
  ] as const)('a student %s is seen by %j', (_standing, student, allowed) => {
    expect(allowedBy((actor) => canViewStudent(actor, student))).toEqual(allowed);
  });
});

describe('canDecideRequest(actor, student): the request to join, while it waits', () => {
  it.each([
    ['asking to join', studentWith(StudentSchoolStatus.pending), ['school', 'operator']],
    [
      'asking another school',
      studentWith(StudentSchoolStatus.pending, 200),
      ['otherSchool', 'operator'],
    ],
    ['active', studentWith(StudentSchoolStatus.active), []],
    ['archived', studentWith(StudentSchoolStatus.archived), []],
    ['rejected', studentWith(StudentSchoolStatus.rejected), []],
    ['without a school', studentWith(StudentSchoolStatus.none, null), []],
  ] as const)('a student %s: decided by %j', (_standing, student, allowed) => {
    expect(allowedBy((actor) => canDecideRequest(actor, student))).toEqual(allowed);
  });
});

describe('schoolReachesStudent(actor, student, scope): what a school event reaches', () => {
  it.each([
    ['asking to join', StudentSchoolStatus.pending, ['school'], [], []],
    ['active', StudentSchoolStatus.active, ['school'], ['school'], ['school']],
    ['archived', StudentSchoolStatus.archived, ['school'], ['school'], ['school']],
    ['rejected', StudentSchoolStatus.rejected, [], ['school'], []],
  ] as const)(
    'a student %s: the request %j, taking a rejection back %j, the rest %j',
    (_s, status, request, rejected, accepted) => {
      const student = studentWith(status);
      const schools = (scope: StudentScope) =>
        allowedBy((actor) => schoolReachesStudent(actor, student, scope)).filter(
          (a) => a === 'school' || a === 'otherSchool',
        );
      expect(schools('request')).toEqual(request);
      expect(schools('rejected')).toEqual(rejected);
      expect(schools('accepted')).toEqual(accepted);
    },
  );
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
