import { LANGUAGES } from '@kokpit/shared';
import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('writes whole numbers as Intl.NumberFormat does in each language', () => {
    const samples = [0, 7, 42, 999, 1000, 1234, 9999, 10000, 12345, 99999, 123456, 1234567, 1e9];
    for (const lang of LANGUAGES) {
      const intl = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
      for (const n of samples) expect(formatCount(n, lang), `${lang} ${n}`).toBe(intl.format(n));
    }
  });

  it('shows the worked examples of its comment', () => {
    expect(formatCount(1234, 'el')).toBe('1.234');
    expect(formatCount(1234, 'sq')).toBe('1234');
    expect(formatCount(12345, 'sq')).toBe('12\u00a0345');
  });
});
