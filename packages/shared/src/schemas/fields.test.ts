import { describe, expect, it } from 'vitest';
import { MAX_ROW_ID } from '../constants.js';
import { adminAuditIdPayload, adminViewIdPayload } from './admin.js';
import { idField } from './fields.js';

describe('row ids', () => {
  it('an id up to the 32-bit integer both databases store is valid, as a number or text', () => {
    expect(idField.parse(MAX_ROW_ID)).toBe(MAX_ROW_ID);
    expect(idField.parse(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
  });

  // Found by the fuzzer: PostgreSQL answered "value out of range for type integer" with a 500.
  it('an id past 32 bits names no row and is invalid, not sent to the database', () => {
    for (const id of [MAX_ROW_ID + 1, 2 ** 32, 2 ** 53, '2147483648', '9007199254740993']) {
      const result = idField.safeParse(id);
      expect(result.success, String(id)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.idInvalid');
    }
    expect(adminViewIdPayload.safeParse({ id: 2 ** 31 }).success).toBe(false);
    expect(adminAuditIdPayload.safeParse({ id: 2 ** 31 }).success).toBe(false);
  });
});
