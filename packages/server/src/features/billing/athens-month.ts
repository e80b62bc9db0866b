import { athensDay } from '../statistics/athens-day.js';

/** The Athens month of `at` (epoch ms), as YYYY-MM: packages run by Greek calendar months. */
export function athensMonth(at: number): string {
  return athensDay(at).slice(0, 7);
}
