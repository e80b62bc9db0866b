import { FieldLimits } from '../constants.js';
import type { MessageKey } from '../i18n/index.js';

/**
 * The strong-password rule of SPEC §5: at least one capital letter, one digit and one special
 * character, and a minimum length. Returns the message key of the first rule broken, or null.
 */
export function checkPasswordStrength(password: string): MessageKey | null {
  if (password.length === 0) return 'validation.passwordRequired';
  if (password.length < FieldLimits.password.min) return 'validation.passwordTooShort';
  if (password.length > FieldLimits.password.max) return 'validation.tooLong';
  const hasCapital = /\p{Lu}/u.test(password);
  const hasDigit = /\p{Nd}/u.test(password);
  const hasSpecial = /[^\p{L}\p{Nd}\s]/u.test(password);
  return hasCapital && hasDigit && hasSpecial ? null : 'validation.passwordWeak';
}

/** Usernames: Latin letters, digits, dot, dash, underscore; compared case-insensitively. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}
