import { describe, expect, it } from 'vitest';
import { StudentSchoolStatus } from '../constants.js';
import { actors, allowedBy } from './actors.fixture.js';
import { canManagePresentation, canViewPresentation, isPresentationOpenTo } from './theory.js';

const ours = { schoolId: 100 };
const theirs = { schoolId: 200 };
/** Student 1 (the fixture's `student`) in a school, with a status there. */
const studentOf = (schoolId: number | null, schoolStatus: number = StudentSchoolStatus.active) => ({
  userId: 1,
  schoolId,
  schoolStatus,
});

describe('canManagePresentation(actor, presentation)', () => {
  it('only the owning school builds, changes or deletes its presentation', () => {
    expect(allowedBy((a) => canManagePresentation(a, ours))).toEqual(['school']);
    expect(allowedBy((a) => canManagePresentation(a, theirs))).toEqual(['otherSchool']);
  });

  it('a school account whose session does not name its school manages none', () => {
    const unbound = { userId: 12, roles: ['school'], permissions: ['school'] } as const;
    expect(canManagePresentation(unbound, ours)).toBe(false);
  });
});

describe('canViewPresentation(actor, presentation, student)', () => {
  it('the school and its own active student see it; anonymous, operators and strangers do not', () => {
    const seen = allowedBy((a) => canViewPresentation(a, ours, studentOf(100)));
    expect(seen).toEqual(['student', 'school']);
  });

  it('a student of another school, or of none, does not see it', () => {
    expect(canViewPresentation(actors.student, ours, studentOf(200))).toBe(false);
    expect(canViewPresentation(actors.student, ours, studentOf(null))).toBe(false);
    expect(canViewPresentation(actors.student, ours)).toBe(false);
  });

  it('a student still pending, archived or rejected by the school does not see it', () => {
    for (const status of [
      StudentSchoolStatus.pending,
      StudentSchoolStatus.archived,
      StudentSchoolStatus.rejected,
    ]) {
      expect(canViewPresentation(actors.student, ours, studentOf(100, status))).toBe(false);
    }
  });

  it('a student cannot borrow another student’s school', () => {
    expect(canViewPresentation(actors.otherStudent, ours, studentOf(100))).toBe(false);
  });
});

describe('isPresentationOpenTo(student, presentation)', () => {
  it.each([
    ['an active student of its school', studentOf(100), true],
    ['a student whose request the school has not answered', studentOf(100, StudentSchoolStatus.pending), false], // prettier-ignore
    ['a student in its archive', studentOf(100, StudentSchoolStatus.archived), false],
    ['a student it rejected', studentOf(100, StudentSchoolStatus.rejected), false],
    ['an active student of another school', studentOf(200), false],
    ['a student without a school', studentOf(null, StudentSchoolStatus.none), false],
  ])('%s: %s', (_who, student, open) => {
    expect(isPresentationOpenTo(student, ours)).toBe(open);
  });
});
