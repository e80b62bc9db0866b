import { Limits } from '../constants.js';

/** The recommended daily load (SPEC §9) against what the student answered today. */
export function dailyRecommendation(today: number) {
  const min = Limits.dailyAnswersMin;
  const max = Limits.dailyAnswersMax;
  const state = today < min ? 'below' : today > max ? 'above' : 'within';
  return { min, max, today, remaining: Math.max(0, min - today), state } as const;
}
