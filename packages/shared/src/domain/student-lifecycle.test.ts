import { describe, expect, it } from 'vitest';
import { StudentSchoolStatus } from '../constants.js';
import {
  archiveResultOf,
  ARCHIVE_RESULT_CODES,
  couponReturnsOnDelete,
  studentActionAllowed,
  studentListState,
} from './student-lifecycle.js';

const { none, pending, active, archived, rejected } = StudentSchoolStatus;

describe('a student with a school', () => {
  it('is approved or rejected only while pending', () => {
    for (const action of ['approve', 'reject'] as const) {
      expect(
        [none, pending, active, archived, rejected].map((s) => studentActionAllowed(s, action)),
      ).toEqual([false, true, false, false, false]);
    }
  });

  it('is archived only while active, and restored only from the archive', () => {
    expect(studentActionAllowed(pending, 'archive')).toBe(false);
    expect(studentActionAllowed(active, 'archive')).toBe(true);
    expect(studentActionAllowed(archived, 'archive')).toBe(false);
    expect(studentActionAllowed(archived, 'restore')).toBe(true);
    expect(studentActionAllowed(active, 'restore')).toBe(false);
  });

  it('is in the list of its state, and in none when unlinked', () => {
    expect([pending, active, archived, rejected, none].map(studentListState)).toEqual([
      'pending',
      'active',
      'archived',
      'rejected',
      null,
    ]);
  });

  it('waits again only once rejected (a rejection taken back)', () => {
    expect(
      [none, pending, active, archived, rejected].map((s) => studentActionAllowed(s, 'reconsider')),
    ).toEqual([false, false, false, false, true]);
  });

  it('passed at the 1st, 2nd or a later attempt, stored as 1, 2, 3', () => {
    for (const [result, code] of Object.entries(ARCHIVE_RESULT_CODES)) {
      expect(archiveResultOf(code)).toBe(result);
    }
    expect(archiveResultOf(null)).toBe(null);
    expect(archiveResultOf(9)).toBe(null);
  });

  it('gives its coupon back when deleted under 5% progress, not at 5%', () => {
    expect(couponReturnsOnDelete(0)).toBe(true);
    expect(couponReturnsOnDelete(4)).toBe(true);
    expect(couponReturnsOnDelete(5)).toBe(false);
    expect(couponReturnsOnDelete(40)).toBe(false);
  });
});
