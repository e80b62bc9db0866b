import type { Language } from '@kokpit/shared';
import { formatDate } from '../../../lib/i18n/format';

/*
 * Through the app's page-language formatters (lib/i18n/format.ts): Chromium has no Albanian
 * date data, so an Albanian page would otherwise show English dates.
 */

/** A day and time in the page's language, or a dash for never. */
export function formatWhen(at: number | null, lang: Language): string {
  if (at === null) return '—';
  return formatDate(at, lang, 'dayAndTime');
}

/** A day in the page's language, or a dash. */
export function formatDay(at: number | null, lang: Language): string {
  if (at === null) return '—';
  return formatDate(at, lang, 'day');
}
