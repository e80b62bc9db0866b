import { describe, expect, it } from 'vitest';
import { allowedBy } from './actors.fixture.js';
import { canManageSchool } from './school.js';

describe('canManageSchool(actor, school)', () => {
  it.each([
    [100, ['school', 'operator']],
    [200, ['otherSchool', 'operator']],
    [300, ['operator']],
  ] as const)('school %i is managed by %j', (id, allowed) => {
    expect(allowedBy((actor) => canManageSchool(actor, { id }))).toEqual(allowed);
  });

  it('a school account whose session does not name its school manages none', () => {
    const unbound = { userId: 12, roles: ['school'], permissions: ['school'] } as const;
    expect(canManageSchool(unbound, { id: 100 })).toBe(false);
  });
});
