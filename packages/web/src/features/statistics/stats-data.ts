import type { Language, SectionStatistics } from '@kokpit/shared';
import { formatDate } from '../../lib/i18n/format';
import type { DayPoint } from './components/charts';

/** The last `days` Athens days up to today as YYYY-MM-DD, oldest first. */
export function lastDays(days: number, now = Date.now()): string[] {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Athens',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return Array.from({ length: days }, (_, i) =>
    new Date(Date.UTC(y, m - 1, d - (days - 1 - i), 12)).toISOString().slice(0, 10),
  );
}

/**
 * Answers per day for the chart: every day of the window, the quiet ones as zero, each
 * labelled as the page's language writes a day and month (13/3, 13.3, 13.03).
 */
export function answersPerDay(
  visits: SectionStatistics['visits'],
  days: number,
  lang: Language,
  now = Date.now(),
): DayPoint[] {
  const byDay = new Map(visits.map((v) => [v.day, v]));
  return lastDays(days, now).map((day) => {
    const v = byDay.get(day);
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    return {
      // Midday UTC is the same date in every time zone the label could be written in.
      label: formatDate(Date.UTC(year, month - 1, date, 12), lang, 'dayMonth'),
      right: v?.correct ?? 0,
      wrong: (v?.replies ?? 0) - (v?.correct ?? 0),
    };
  });
}

export interface StatsSummary {
  answers: number;
  right: number;
  /** Right answers in percent of all answers; 0 without answers. */
  rightPercent: number;
  seen: number;
  learned: number;
  daysPractised: number;
  visits: number;
}

/** The summary tab's figures, from the per-question standings and the days. */
export function summarise(s: SectionStatistics, learnedAbove = 90): StatsSummary {
  const answers = s.questionStats.reduce((n, q) => n + q.replies, 0);
  const right = s.questionStats.reduce((n, q) => n + q.correct, 0);
  return {
    answers,
    right,
    rightPercent: answers === 0 ? 0 : Math.round((right / answers) * 100),
    seen: s.questionStats.length,
    learned: s.questionStats.filter((q) => q.progress > learnedAbove).length,
    daysPractised: s.visits.filter((v) => v.replies > 0).length,
    visits: s.visits.reduce((n, v) => n + v.visits, 0),
  };
}
