/** A moment as the operator reads it: day and time in the page's language, Athens time. */
export function formatMoment(at: number, lang: string): string {
  return new Intl.DateTimeFormat(lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Athens',
  }).format(at);
}
