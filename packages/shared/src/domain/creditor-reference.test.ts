import { describe, expect, it } from 'vitest';
import {
  creditorReference,
  formatCreditorReference,
  isCreditorReference,
  purchaseOfReference,
  purchaseReference,
} from './creditor-reference.js';

describe('ISO 11649 creditor reference', () => {
  it("matches the standard's example RF18 5390 0754 7034", () => {
    expect(creditorReference('539007547034')).toBe('RF18539007547034');
    expect(isCreditorReference('RF18 5390 0754 7034')).toBe(true);
    expect(formatCreditorReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
  });

  it('passes the mod-97 check for every purchase, and a single wrong digit fails it', () => {
    for (const id of [1, 7, 42, 999, 123456, 999999999]) {
      const ref = purchaseReference(id);
      expect(ref).toMatch(/^RF\d{2}\d{9}$/);
      expect(isCreditorReference(ref)).toBe(true);
      expect(purchaseOfReference(ref)).toBe(id);
      const last = Number(ref.at(-1));
      expect(isCreditorReference(ref.slice(0, -1) + String((last + 1) % 10))).toBe(false);
    }
  });

  it('refuses what is not a reference', () => {
    expect(isCreditorReference('RF00539007547034')).toBe(false);
    expect(isCreditorReference('RF18')).toBe(false);
    expect(isCreditorReference('RF18 5390 0754 7034 0000 0000 00')).toBe(false);
    expect(purchaseOfReference('RF18539007547034')).toBeNull();
    expect(() => creditorReference('ab-1')).toThrow();
  });
});
