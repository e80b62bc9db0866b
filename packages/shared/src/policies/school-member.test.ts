import { describe, expect, it } from 'vitest';
import { SchoolStatus } from '../constants.js';
import {
  canChangeSchoolMoney,
  canEditSchool,
  canManageTeam,
  effectiveGrants,
  schoolMemberAccess,
} from './school-member.js';

const member = (role: string, schoolStatus: number = SchoolStatus.approved) => ({
  schoolId: 1,
  role,
  schoolStatus,
});

describe('schoolMemberAccess(member, area)', () => {
  it.each([
    ['manager', 'students', 'allowed'],
    ['manager', 'profile', 'allowed'],
    ['manager', 'credits', 'allowed'],
    ['teacher', 'students', 'allowed'],
    ['teacher', 'sections', 'allowed'],
    ['teacher', 'profile', 'forbidden'],
    ['teacher', 'coupons', 'forbidden'],
    ['owner', 'students', 'forbidden'],
  ] as const)('a %s of an approved school in %s: %s', (role, area, outcome) => {
    expect(schoolMemberAccess(member(role), area)).toBe(outcome);
  });

  it('a school awaiting approval may only see to its own profile', () => {
    const waiting = member('manager', SchoolStatus.pending);
    expect(schoolMemberAccess(waiting, 'students')).toBe('awaitingApproval');
    expect(schoolMemberAccess(waiting, 'credits')).toBe('awaitingApproval');
    expect(schoolMemberAccess(waiting, 'profile')).toBe('allowed');
    expect(schoolMemberAccess(member('manager', SchoolStatus.rejected), 'students')).toBe(
      'awaitingApproval',
    );
  });
});

describe('what the portal shows each role', () => {
  it.each([
    ['manager', true, true, true],
    ['teacher', false, false, false],
    ['owner', false, false, false],
  ] as const)('a %s: money %s, editor %s, team %s', (role, money, editor, team) => {
    expect(canChangeSchoolMoney({ role })).toBe(money);
    expect(canEditSchool({ role })).toBe(editor);
    expect(canManageTeam({ role })).toBe(team);
  });
});

describe('effectiveGrants(grants, isSchoolMember)', () => {
  const school = { roles: ['school'], permissions: ['school'] } as const;
  const both = { roles: ['student', 'school'], permissions: ['student', 'school'] } as const;

  it('a member of a school keeps the school role', () => {
    expect(effectiveGrants(school, true)).toEqual(school);
  });

  it('an account in no school (a removed teacher) holds neither the role nor its permission', () => {
    expect(effectiveGrants(school, false)).toEqual({ roles: [], permissions: [] });
    expect(effectiveGrants(both, false)).toEqual({ roles: ['student'], permissions: ['student'] });
  });

  it('other roles do not depend on a school', () => {
    const operator = { roles: ['administrator'], permissions: ['admin'] } as const;
    expect(effectiveGrants(operator, false)).toEqual(operator);
  });
});
