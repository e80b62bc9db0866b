import { describe, expect, it } from 'vitest';
import { SCHOOL_PERMISSIONS, schoolRoleAllows } from './school-roles.js';

describe('school roles', () => {
  it('a manager may do everything in the school, money included', () => {
    for (const p of SCHOOL_PERMISSIONS) expect(schoolRoleAllows('manager', p)).toBe(true);
  });

  it('a teacher teaches but neither spends nor sells the school money', () => {
    const allowed = SCHOOL_PERMISSIONS.filter((p) => schoolRoleAllows('teacher', p));
    expect(allowed).toEqual(['students', 'sections', 'theory', 'messages']);
  });

  it('an unknown role may do nothing', () => {
    expect(SCHOOL_PERMISSIONS.some((p) => schoolRoleAllows('owner', p))).toBe(false);
  });
});
