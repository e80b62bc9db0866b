import { describe, expect, it } from 'vitest';
import { couponsListPayload } from './school-billing.js';

describe('coupons/list payload', () => {
  it('takes a page from 1 to 1,000,000, as a number or digits, and 1 when none is given', () => {
    expect(couponsListPayload.parse(undefined)).toEqual({ page: 1 });
    expect(couponsListPayload.parse({ state: 'free', page: '3' })).toEqual({
      state: 'free',
      page: 3,
    });
    expect(couponsListPayload.parse({ page: 1_000_000 }).page).toBe(1_000_000);
  });

  it('refuses a page past 1,000,000, which would only make the database skip rows for nothing', () => {
    for (const page of [0, 1_000_001, 1e300, '99999999999999999999', 1.5]) {
      const r = couponsListPayload.safeParse({ page });
      expect(r.success, String(page)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('validation.criteria');
    }
  });
});
