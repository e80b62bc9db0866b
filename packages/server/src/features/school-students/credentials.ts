import { randomInt } from 'node:crypto';
import { FieldLimits } from '@kokpit/shared';

/*
 * Credentials a school hands a student it signs up itself (`students/add`): printed on paper
 * and typed in by hand, so without look-alike characters, and strong by the shared policy
 * (a capital, a digit, a special character).
 */

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';

const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;

/** e.g. "Kbtrwa-4827": 11 characters, about 52 bits. */
export function generatePassword(): string {
  const letters = pick(UPPER) + Array.from({ length: 5 }, () => pick(LOWER)).join('');
  const digits = Array.from({ length: 4 }, () => pick(DIGITS)).join('');
  return `${letters}-${digits}`;
}

/**
 * Usernames to try for a new student, from the e-mail's local part (Latin by nature): the
 * plain one first, then with a few random digits.
 */
export function usernameCandidates(email: string, tries = 5): string[] {
  const local = email.split('@')[0] ?? '';
  let base = local.toLowerCase().replace(/[^a-z0-9._-]/g, '');
  if (base.length < FieldLimits.username.min) base = `${base}student`.slice(0, 8);
  base = base.slice(0, FieldLimits.username.max - 5);
  const candidates = [base];
  while (candidates.length < tries) candidates.push(`${base}${randomInt(100, 100000)}`);
  return candidates;
}
