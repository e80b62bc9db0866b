import { describe, expect, it } from 'vitest';
import { canUnlinkIdentity } from './sign-in-ways.js';

describe('unlinking a social identity', () => {
  it.each([
    [{ hasPassword: true, identities: 1 }, true],
    [{ hasPassword: false, identities: 2 }, true],
    [{ hasPassword: false, identities: 1 }, false],
  ])('an account %o may unlink: %s', (account, allowed) => {
    expect(canUnlinkIdentity(account)).toBe(allowed);
  });
});
