import { describe, expect, it } from 'vitest';
import { isSignedIn } from './actor.js';
import { allowedBy } from './actors.fixture.js';
import { canOperate } from './operator.js';
import { everyone } from './public.js';
import { canActAsSchool } from './school.js';
import { canActAsStudent } from './student.js';

describe('namespace-level policies (who may call an event at all)', () => {
  it.each([
    [
      'everyone',
      everyone,
      ['anonymous', 'student', 'otherStudent', 'school', 'otherSchool', 'operator'],
    ],
    ['isSignedIn', isSignedIn, ['student', 'otherStudent', 'school', 'otherSchool', 'operator']],
    ['canActAsStudent', canActAsStudent, ['student', 'otherStudent']],
    ['canActAsSchool', canActAsSchool, ['school', 'otherSchool']],
    ['canOperate', canOperate, ['operator']],
  ] as const)('%s lets through %j', (_name, policy, allowed) => {
    expect(allowedBy(policy)).toEqual(allowed);
  });

  it('a permission counts, not a role name: an operator holding `student` may act as one', () => {
    const both = {
      userId: 5,
      roles: ['administrator'],
      permissions: ['admin', 'student'],
    } as const;
    expect(canActAsStudent(both)).toBe(true);
    expect(canActAsSchool(both)).toBe(false);
  });
});
