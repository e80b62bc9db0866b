import { FieldLimits } from '@kokpit/shared';

/** The rules of a new password (SPEC §5), in the order the form lists them. */
export const PASSWORD_RULES = ['length', 'capital', 'digit', 'special', 'match'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/**
 * Which rules a new password and its confirmation meet, checked as the visitor types. The
 * strength rules mirror the server's `checkPasswordStrength`, which has the last word.
 */
export function checkPasswordRules(
  password: string,
  confirm: string,
): Record<PasswordRule, boolean> {
  return {
    length: password.length >= FieldLimits.password.min,
    capital: /\p{Lu}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    special: /[^\p{L}\p{Nd}\s]/u.test(password),
    match: password.length > 0 && password === confirm,
  };
}

export function allRulesMet(rules: Record<PasswordRule, boolean>): boolean {
  return PASSWORD_RULES.every((rule) => rules[rule]);
}
