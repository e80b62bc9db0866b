/**
 * A small RFC 4180 CSV reader: quoted fields, doubled quotes, separators and line breaks inside
 * quotes, CRLF/LF/CR line ends and a leading BOM. Written here because the importer is the only
 * CSV consumer and the format it reads is simple.
 */
export class CsvError extends Error {}

/** Splits CSV text into rows of raw field strings; blank lines are skipped. */
export function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const endRow = (): void => {
    row.push(field);
    field = '';
    // A line with nothing on it is not a record (common at the end of exported files).
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
  };

  while (i < text.length) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (ch === '\n') line += 1;
        field += ch;
      }
      i += 1;
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
    } else if (ch === separator) {
      row.push(field);
      field = '';
    } else if (ch === '\r' || ch === '\n') {
      endRow();
      line += 1;
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
    } else {
      field += ch;
    }
    i += 1;
  }
  if (quoted) throw new CsvError(`unterminated quoted field (line ${line})`);
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/**
 * Parses CSV with a header row into records keyed by column name. Throws when a required column
 * is missing; rows shorter than the header get '' for the missing fields.
 */
export function parseCsvRecords<K extends string>(
  text: string,
  required: readonly K[],
): Array<Record<K, string>> {
  const [header, ...body] = parseCsv(text);
  if (!header) throw new CsvError('the file is empty');
  const names = header.map((h) => h.trim());
  const missing = required.filter((k) => !names.includes(k));
  if (missing.length > 0) throw new CsvError(`missing column(s) ${missing.join(', ')}`);
  const index = required.map((k) => [k, names.indexOf(k)] as const);
  return body.map((fields) => {
    const record = {} as Record<K, string>;
    for (const [k, at] of index) record[k] = fields[at] ?? '';
    return record;
  });
}
