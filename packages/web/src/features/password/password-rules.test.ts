import { checkPasswordStrength } from '@kokpit/shared';
import { describe, expect, it } from 'vitest';
import { allRulesMet, checkPasswordRules } from './password-rules';

describe('new password rules', () => {
  it('flags each missing ingredient separately', () => {
    expect(checkPasswordRules('abc', '')).toEqual({
      length: false,
      capital: false,
      digit: false,
      special: false,
      match: false,
    });
    expect(checkPasswordRules('Kokpit!2026', 'Kokpit!2026')).toEqual({
      length: true,
      capital: true,
      digit: true,
      special: true,
      match: true,
    });
  });

  it('accepts Greek capitals, as the server does', () => {
    expect(checkPasswordRules('Κωδικός#12', 'Κωδικός#12').capital).toBe(true);
  });

  it('agrees with the server’s strength check on what is strong enough', () => {
    const samples = [
      'short1!A',
      'alllowercase1!',
      'NoDigits!!',
      'NoSpecial12',
      'Ok pass 1',
      'Σωστός#2026',
      'A1!',
    ];
    for (const password of samples) {
      const strong = allRulesMet(checkPasswordRules(password, password));
      expect(strong, password).toBe(checkPasswordStrength(password) === null);
    }
  });

  it('is not met until the confirmation matches', () => {
    expect(allRulesMet(checkPasswordRules('Kokpit!2026', 'Kokpit!202'))).toBe(false);
  });
});
