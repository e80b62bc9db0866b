import type { Language } from '@kokpit/shared';

/**
 * Whole numbers the way each language writes them (CLDR): 1.234 in Greek, 1,234 in English,
 * 1 234 in Russian, and in Albanian 1234 but 12 345 (grouping from five digits). Written out
 * because building an Intl.NumberFormat loads locale data, a long task on a phone at first
 * paint; format-count.test.ts checks this against Intl for all four languages.
 */
const grouping: Record<Language, { separator: string; minDigits: number }> = {
  el: { separator: '.', minDigits: 4 },
  en: { separator: ',', minDigits: 4 },
  ru: { separator: '\u00a0', minDigits: 4 },
  sq: { separator: '\u00a0', minDigits: 5 },
};

export function formatCount(value: number, lang: Language): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const sign = value < 0 && digits !== '0' ? '-' : '';
  const { separator, minDigits } = grouping[lang];
  if (digits.length < minDigits) return sign + digits;
  return sign + digits.replace(/\B(?=(\d{3})+$)/g, separator);
}
