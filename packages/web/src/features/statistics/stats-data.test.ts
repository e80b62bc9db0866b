import type { SectionStatistics } from '@kokpit/shared';
import { describe, expect, it } from 'vitest';
import { answersPerDay, lastDays, summarise } from './stats-data';

// 12:00 UTC on 15 March 2026 is 14:00 in Athens.
const NOW = Date.UTC(2026, 2, 15, 12);

describe('statistics figures', () => {
  it('the chart shows every day of the window, quiet days as zero, oldest first', () => {
    expect(lastDays(3, NOW)).toEqual(['2026-03-13', '2026-03-14', '2026-03-15']);
    const points = answersPerDay(
      [{ day: '2026-03-14', visits: 2, replies: 30, correct: 24 }],
      3,
      'el',
      NOW,
    );
    expect(points).toEqual([
      { label: '13/3', right: 0, wrong: 0 },
      { label: '14/3', right: 24, wrong: 6 },
      { label: '15/3', right: 0, wrong: 0 },
    ]);
  });

  it('labels the days as the page’s language writes them', () => {
    const label = (lang: 'en' | 'ru' | 'sq') => answersPerDay([], 1, lang, NOW)[0]!.label;
    expect(label('en')).toBe('3/15');
    expect(label('ru')).toBe('15.03');
    expect(label('sq')).toBe('15.3');
  });

  it('a day just after midnight in Athens already counts as the new day', () => {
    // 22:30 UTC on the 15th is 00:30 on the 16th in Athens (UTC+2 in March).
    expect(lastDays(1, Date.UTC(2026, 2, 15, 22, 30))).toEqual(['2026-03-16']);
  });

  it('sums answers, right answers, learned questions and practice days', () => {
    const q = (progress: number, replies: number, correct: number) => ({
      id: progress,
      level: 1,
      dateViewed: 0,
      testViewed: null,
      progress,
      replies,
      correct,
      correctInRow: 0,
    });
    const stats = {
      questionStats: [q(95, 3, 3), q(40, 2, 1), q(0, 1, 0)],
      visits: [
        { day: '2026-03-14', visits: 2, replies: 6, correct: 4 },
        { day: '2026-03-15', visits: 1, replies: 0, correct: 0 },
      ],
    } as unknown as SectionStatistics;
    expect(summarise(stats)).toEqual({
      answers: 6,
      right: 4,
      rightPercent: 67,
      seen: 3,
      learned: 1,
      daysPractised: 1,
      visits: 3,
    });
  });
});
