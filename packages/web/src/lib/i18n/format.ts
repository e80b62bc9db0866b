import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@kokpit/shared';
import type { FormatterModule } from 'i18next';
import { formatCount } from './format-count';

/*
 * Numbers and dates in the page's language, never the browser's: an Albanian page shows an
 * Albanian date even in a Greek browser. Formats are built once per language and kept.
 */

/**
 * Whether this browser holds the language's locale data. Chrome carries none for Albanian and
 * silently writes English ("November 24, 2026" on an Albanian page); those languages are
 * written by hand below.
 */
const speaks = new Map<Language, boolean>();
function intlSpeaks(lang: Language): boolean {
  let known = speaks.get(lang);
  if (known === undefined) {
    const resolved = new Intl.DateTimeFormat(lang).resolvedOptions().locale;
    known = resolved.split('-')[0] === lang;
    speaks.set(lang, known);
  }
  return known;
}

/** Albanian as CLDR writes it, for browsers without its data. */
const albanianMonths = [
  'janar',
  'shkurt',
  'mars',
  'prill',
  'maj',
  'qershor',
  'korrik',
  'gusht',
  'shtator',
  'tetor',
  'nëntor',
  'dhjetor',
];

const decimals = new Map<Language, Intl.NumberFormat>();

/** A number as the language writes it: 1.234,5 in Greek, 1,234.5 in English, 1 234,5 in Russian. */
export function formatNumber(value: number, lang: Language): string {
  // Whole numbers are written out by hand (no Intl at first paint, see format-count.ts).
  if (Number.isInteger(value)) return formatCount(value, lang);
  if (!intlSpeaks(lang)) return formatDecimalByHand(value, lang);
  let format = decimals.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
    decimals.set(lang, format);
  }
  return format.format(value);
}

/** Up to two decimals after a comma (Albanian, like Greek and Russian, writes 2,5). */
export function formatDecimalByHand(value: number, lang: Language): string {
  const [whole = '0', fraction] = (Math.round(value * 100) / 100).toString().split('.');
  const sign = value < 0 && whole === '0' ? '-' : '';
  const comma = lang === 'en' ? '.' : ',';
  return sign + formatCount(Number(whole), lang) + (fraction ? comma + fraction : '');
}

const euros = new Map<Language, Intl.NumberFormat>();

/** An amount in euros as the language writes it: 1.234,50 € in Greek, €1,234.50 in English. */
export function formatEuros(value: number, lang: Language): string {
  if (!intlSpeaks(lang)) return formatEurosByHand(value, lang);
  let format = euros.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' });
    euros.set(lang, format);
  }
  return format.format(value);
}

/** Euros with two decimals and the sign after a no-break space (Albanian: 1234,50 €). */
export function formatEurosByHand(value: number, lang: Language): string {
  const [whole = '0', cents = '00'] = Math.abs(value).toFixed(2).split('.');
  const sign = value < 0 ? '-' : '';
  return `${sign}${formatCount(Number(whole), lang)},${cents}\u00a0€`;
}

/** How much of a moment to show: a day ("24 Νοεμβρίου 2026"), or a day and time. */
export type DateStyle = 'day' | 'dayAndTime' | 'longDayAndTime' | 'dayMonth';

const dateOptions: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  day: { dateStyle: 'long' },
  dayAndTime: { dateStyle: 'medium', timeStyle: 'short' },
  longDayAndTime: { dateStyle: 'long', timeStyle: 'short' },
  dayMonth: { day: 'numeric', month: 'numeric' },
};

const dates = new Map<string, Intl.DateTimeFormat>();

/** A date (or epoch milliseconds) as the language writes it, in the visitor's time zone. */
export function formatDate(value: Date | number, lang: Language, style: DateStyle = 'day'): string {
  if (!intlSpeaks(lang)) return formatAlbanianDate(new Date(value), style);
  const key = `${lang} ${style}`;
  let format = dates.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, dateOptions[style]);
    dates.set(key, format);
  }
  return format.format(value);
}

/** "24 nëntor 2026", "24 nëntor 2026, 14:05" or "24.11" (the browser's time zone). */
export function formatAlbanianDate(date: Date, style: DateStyle): string {
  const day = date.getDate();
  if (style === 'dayMonth') return `${day}.${date.getMonth() + 1}`;
  const written = `${day} ${albanianMonths[date.getMonth()]} ${date.getFullYear()}`;
  if (style === 'day') return written;
  const time = `${date.getHours()}:${String(date.getMinutes()).padStart(2, '0')}`;
  return `${written}, ${time}`;
}

/**
 * i18next's formatter: every number or date put into a catalogue text is written in the
 * text's language (`alwaysFormat`), so no caller can forget. Identifiers that are numbers
 * (a year) must be passed as strings.
 */
export const pageLanguageFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value: unknown, _format: string | undefined, lng: string | undefined) => {
    const lang = isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
    if (typeof value === 'number' && Number.isFinite(value)) return formatNumber(value, lang);
    if (value instanceof Date) return formatDate(value, lang);
    // Texts and the rest go through untouched (i18next writes them as strings).
    return value as string;
  },
};
