/*
 * CSV for the people a school hands files to (its accountant): RFC 4180 fields, and text a
 * spreadsheet would run as a formula (`=HYPERLINK(…)`, `@SUM(…)`, a leading tab…) given a `'`
 * first, OWASP's rule against CSV injection. Numbers stay numbers.
 */

const SPECIAL = /[",;\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field. */
export function csvField(v: string | number | null): string {
  if (v === null) return '';
  const text = typeof v === 'string' && FORMULA_START.test(v) ? `'${v}` : String(v);
  return SPECIAL.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: a BOM (Excel reads UTF-8 then), a header and the rows, CRLF line ends. */
export function csvFile(rows: readonly (readonly (string | number | null)[])[]): string {
  return `\uFEFF${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}
