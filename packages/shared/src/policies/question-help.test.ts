import { describe, expect, it } from 'vitest';
import { StudentSchoolStatus } from '../constants.js';
import { helpSchoolOf } from './question-help.js';

describe('whose help texts a student reads', () => {
  const { none, pending, active, archived, rejected } = StudentSchoolStatus;
  it.each([
    ['an approved student reads its school’s', 7, active, 7],
    ['an archived student still reads them', 7, archived, 7],
    ['a student awaiting approval reads none', 7, pending, null],
    ['a rejected student reads none', 7, rejected, null],
    ['a student without a school reads none', null, none, null],
  ])('%s', (_name, schoolId, schoolStatus, expected) => {
    expect(helpSchoolOf({ schoolId, schoolStatus })).toBe(expected);
  });
});
