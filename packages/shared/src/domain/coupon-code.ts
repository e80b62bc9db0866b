import { Limits } from '../constants.js';

/*
 * A school's coupon code (SPEC §3, §5, §9): the school's 4-digit prefix, the coupon's number
 * and a check digit, printed `PPPP-NNNNNNNC` (e.g. `1000-00000171`). The check digit is Damm's:
 * it catches every single mistyped digit and every swap of two neighbouring digits, so most
 * typing mistakes are refused before the database is asked.
 */

/**
 * Digits of the coupon's number. Numbers are drawn at random (server), not counted up, so a
 * code cannot be guessed from another one of the same school.
 */
export const COUPON_NUMBER_DIGITS = 7;

/** The largest coupon number. */
export const MAX_COUPON_NUMBER = 10 ** COUPON_NUMBER_DIGITS - 1;

// Damm's weakly totally anti-symmetric quasigroup of order 10.
const DAMM = [
  [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
  [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
  [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
  [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
  [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
  [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
  [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
  [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
  [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
  [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
] as const;

/** The Damm check digit of a string of digits. */
export function dammCheckDigit(digits: string): number {
  let interim = 0;
  for (const ch of digits) interim = DAMM[interim]![Number(ch)]!;
  return interim;
}

/** The printed code of a school's coupon number (1 to MAX_COUPON_NUMBER). */
export function formatCouponCode(prefix: string, number: number): string {
  if (!/^\d{4}$/.test(prefix)) throw new Error(`coupon prefix must be 4 digits: ${prefix}`);
  if (!Number.isInteger(number) || number < 1 || number > MAX_COUPON_NUMBER)
    throw new Error(`bad coupon number ${number}`);
  const body = `${prefix}${String(number).padStart(COUPON_NUMBER_DIGITS, '0')}`;
  return `${prefix}-${body.slice(Limits.couponPrefixDigits)}${dammCheckDigit(body)}`;
}

/** A coupon number for examples shown to people (placeholders, the sign-up's preview). */
export const EXAMPLE_COUPON_NUMBER = 4_827_153;

export interface ParsedCouponCode {
  /** The canonical printed form, as stored. */
  code: string;
  prefix: string;
  number: number;
}

/**
 * A code as typed (spaces and dashes anywhere) checked and put in its printed form; null when
 * it cannot be a coupon (wrong length, letters, a wrong check digit).
 */
export function parseCouponCode(typed: string): ParsedCouponCode | null {
  const digits = typed.replace(/[\s-]/g, '');
  const min = Limits.couponPrefixDigits + COUPON_NUMBER_DIGITS + 1;
  if (!/^\d+$/.test(digits) || digits.length < min || digits.length > min) return null;
  if (dammCheckDigit(digits) !== 0) return null;
  const prefix = digits.slice(0, Limits.couponPrefixDigits);
  const number = Number(digits.slice(Limits.couponPrefixDigits, -1));
  if (number < 1) return null;
  return { code: formatCouponCode(prefix, number), prefix, number };
}
