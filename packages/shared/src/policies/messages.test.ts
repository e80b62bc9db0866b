import { describe, expect, it } from 'vitest';
import { StudentSchoolStatus } from '../constants.js';
import { actors, allowedBy } from './actors.fixture.js';
import { canMessageSchool } from './messages.js';
import type { StudentSubject } from './student.js';

/** Student 1 (the fixture's `student`) in each standing with school 100 (the fixture's `school`). */
const studentWith = (schoolStatus: number, schoolId: number | null = 100): StudentSubject => ({
  userId: actors.student.userId,
  schoolId,
  schoolStatus,
});

describe('canMessageSchool(actor, student): who writes to the school as this student', () => {
  it.each([
    ['without a school', studentWith(StudentSchoolStatus.none, null), []],
    ['asking to join', studentWith(StudentSchoolStatus.pending), []],
    ['active', studentWith(StudentSchoolStatus.active), ['student']],
    ['archived', studentWith(StudentSchoolStatus.archived), ['student']],
    ['rejected', studentWith(StudentSchoolStatus.rejected), []],
  ] as const)('a student %s writes as themself: %j', (_standing, student, allowed) => {
    expect(allowedBy((actor) => canMessageSchool(actor, student))).toEqual(allowed);
  });
});
