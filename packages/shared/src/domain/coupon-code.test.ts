import { describe, expect, it } from 'vitest';
import { dammCheckDigit, formatCouponCode, parseCouponCode } from './coupon-code.js';

describe('coupon codes', () => {
  it('are the prefix, a seven-digit number and a check digit', () => {
    expect(formatCouponCode('1000', 1)).toMatch(/^1000-0000001\d$/);
    expect(formatCouponCode('1234', 9_876_543)).toMatch(/^1234-9876543\d$/);
    expect(() => formatCouponCode('1234', 10_000_000)).toThrow();
    expect(() => formatCouponCode('123', 1)).toThrow();
  });

  it('the check digit makes the whole code check to zero (Damm)', () => {
    // The textbook example: 572 has check digit 4.
    expect(dammCheckDigit('572')).toBe(4);
    expect(dammCheckDigit('5724')).toBe(0);
  });

  it('parse back to the printed form however they are typed', () => {
    const code = formatCouponCode('1000', 17);
    const expected = { code, prefix: '1000', number: 17 };
    expect(parseCouponCode(code)).toEqual(expected);
    expect(parseCouponCode(code.replace('-', ''))).toEqual(expected);
    expect(parseCouponCode(` ${code.slice(0, 6)} ${code.slice(6)} `)).toEqual(expected);
  });

  it('every single mistyped digit is caught', () => {
    const digits = formatCouponCode('4821', 305).replace('-', '');
    for (let i = 0; i < digits.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === digits[i]) continue;
        const typo = digits.slice(0, i) + String(d) + digits.slice(i + 1);
        expect(parseCouponCode(typo), typo).toBeNull();
      }
    }
  });

  it('every swap of two neighbouring different digits is caught', () => {
    const digits = formatCouponCode('4821', 9_073_152).replace('-', '');
    for (let i = 0; i + 1 < digits.length; i++) {
      if (digits[i] === digits[i + 1]) continue;
      const swapped = digits.slice(0, i) + digits[i + 1] + digits[i] + digits.slice(i + 2);
      expect(parseCouponCode(swapped), swapped).toBeNull();
    }
  });

  it('letters, short codes and number zero are not coupons', () => {
    expect(parseCouponCode('1000-ABCD')).toBeNull();
    expect(parseCouponCode('1000-1')).toBeNull();
    expect(parseCouponCode('')).toBeNull();
    const zero = `10000000000${dammCheckDigit('10000000000')}`;
    expect(parseCouponCode(zero)).toBeNull();
  });
});
