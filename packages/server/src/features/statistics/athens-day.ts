/*
 * Daily activity is kept per Greek calendar day: a learner answering at 01:00 in Athens is
 * answering "today", not on the UTC day before.
 */
const athensDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Athens',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day of `at` (epoch ms) in Europe/Athens, as YYYY-MM-DD. */
export function athensDay(at: number): string {
  return athensDate.format(at);
}

/** The Athens day `days` before the day of `at`. */
export function athensDayBefore(at: number, days: number): string {
  // Noon of the Athens day, so the shift never lands on a DST edge.
  const [y, m, d] = athensDay(at).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - days, 12)).toISOString().slice(0, 10);
}
