import { LANGUAGES } from '@kokpit/shared';
import { describe, expect, it } from 'vitest';
import {
  formatAlbanianDate,
  formatDate,
  formatDecimalByHand,
  formatEuros,
  formatEurosByHand,
  formatNumber,
} from './format';
import { i18n, initI18n, loadCatalogue, loadTexts } from './i18n';

// 24 November 2026, midday in Athens.
const day = Date.UTC(2026, 10, 24, 10, 0);

describe('dates and numbers follow the page’s language', () => {
  it('an Albanian page shows an Albanian date, a Greek page a Greek one', () => {
    expect(formatDate(day, 'sq')).toBe('24 nëntor 2026');
    expect(formatDate(day, 'el')).toBe('24 Νοεμβρίου 2026');
    expect(formatDate(day, 'en')).toBe('November 24, 2026');
    expect(formatDate(day, 'ru')).toBe('24 ноября 2026 г.');
  });

  it('writes Albanian by hand as Intl would, for browsers without its data (Chrome)', () => {
    const intlDay = new Intl.DateTimeFormat('sq', { dateStyle: 'long' });
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, month + 1, 12);
      expect(formatAlbanianDate(date, 'day')).toBe(intlDay.format(date));
    }
    expect(formatAlbanianDate(new Date(2026, 10, 24, 9, 5), 'dayAndTime')).toBe(
      '24 nëntor 2026, 9:05',
    );
    expect(formatAlbanianDate(new Date(2026, 10, 24), 'dayMonth')).toBe('24.11');
    const intlNumber = new Intl.NumberFormat('sq', { maximumFractionDigits: 2 });
    for (const n of [2.5, 0.25, 1234.75, 12345.5, -3.5]) {
      expect(formatDecimalByHand(n, 'sq'), String(n)).toBe(intlNumber.format(n));
    }
  });

  it('writes euros by hand as Intl does, for browsers without the language’s data', () => {
    for (const lang of ['el', 'ru', 'sq'] as const) {
      const intl = new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' });
      for (const n of [0, 9, 12.5, 49, 1234.5, 12345.67]) {
        expect(formatEurosByHand(n, lang), `${lang} ${n}`).toBe(intl.format(n));
      }
    }
    expect(formatEuros(49, 'en')).toBe('€49.00');
  });

  it('writes numbers as Intl does in each language, decimals included', () => {
    for (const lang of LANGUAGES) {
      const intl = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
      for (const n of [0, 7, 1234, 12345, 2.5, 1234.75]) {
        expect(formatNumber(n, lang), `${lang} ${n}`).toBe(intl.format(n));
      }
    }
    expect(formatNumber(2.5, 'el')).toBe('2,5');
    expect(formatNumber(2.5, 'en')).toBe('2.5');
  });

  it('every number put into a catalogue text is written in that text’s language', async () => {
    await initI18n('el');
    // schoolSelect.* is a part fetched with the learner's pages, in each language switched to.
    await loadTexts('pages');
    await loadCatalogue('sq');
    await loadCatalogue('en');
    const distance = (lng: 'el' | 'en' | 'sq', km: number) =>
      i18n.t('schoolSelect.distance', { km, lng });
    expect(distance('el', 2.5)).toBe('2,5 χλμ.');
    expect(distance('en', 2.5)).toMatch(/^2\.5 /);
    expect(distance('sq', 12345)).toMatch(/^12\u00a0345 /);
    // A year is an identifier, passed as text: never "2.026".
    expect(i18n.t('footer.rights', { year: '2026', lng: 'el' })).toContain('2026');
  });
});
