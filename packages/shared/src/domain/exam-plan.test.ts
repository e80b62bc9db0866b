import { describe, expect, it } from 'vitest';
import {
  ANSWERS_PER_NEW_QUESTION,
  ANSWERS_PER_WEAK_QUESTION,
  daysBetween,
  examPlan,
} from './exam-plan.js';

describe('exam plan', () => {
  it('counts whole days, across a month and a daylight-saving change', () => {
    expect(daysBetween('2026-11-29', '2026-11-29')).toBe(0);
    expect(daysBetween('2026-11-29', '2026-12-01')).toBe(2);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-11-29', '2026-11-28')).toBe(-1);
  });

  it('shares the answers still needed over the days left', () => {
    // 10 never answered, 4 answered but not sure, 6 sure: 28 + 6 = 34 answers over 10 days.
    const chances = [
      ...Array<null>(10).fill(null),
      ...Array<number>(4).fill(0.7),
      ...Array<number>(6).fill(0.99),
    ];
    expect(examPlan('2026-11-29', '2026-12-09', chances, 0.2)).toEqual({
      daysLeft: 10,
      dailyAnswers: Math.ceil((10 * ANSWERS_PER_NEW_QUESTION + 4 * ANSWERS_PER_WEAK_QUESTION) / 10),
    });
  });

  it('asks nothing more once the target is reached, on the exam day or after it', () => {
    expect(examPlan('2026-11-29', '2026-12-09', [null], 0.95)).toEqual({
      daysLeft: 10,
      dailyAnswers: 0,
    });
    expect(examPlan('2026-11-29', '2026-11-29', [null], 0.1)).toEqual({
      daysLeft: 0,
      dailyAnswers: 0,
    });
    expect(examPlan('2026-11-29', '2026-11-20', [null], 0.1)).toEqual({
      daysLeft: 0,
      dailyAnswers: 0,
    });
  });
});
