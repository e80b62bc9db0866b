import { createHash } from 'node:crypto';

/*
 * Bank statements as the operators download them (issue 31 item 3): the CSV exports of Greek
 * banks (date, amount, description; `;`, `,` or tab between fields; a decimal comma or point)
 * and ISO 20022 camt.053 XML. Pure: text in, credit lines out, each with an identity that a
 * second import of the same statement finds again (so it changes nothing).
 */

export type StatementFormat = 'csv' | 'camt053';

/** A credit (money in) of the statement. */
export interface StatementLine {
  /** Stable across imports of the same statement: the bank's own reference, else a hash. */
  key: string;
  /** YYYY-MM-DD as the bank booked it. */
  bookedOn: string;
  amountCents: number;
  description: string;
  /** The RF creditor reference found in it (spaces removed), or null. */
  reference: string | null;
}

const RF = /RF\s?\d{2}(?:\s?[0-9A-Z]){1,21}/i;

/** The first RF reference of a text, spaces removed and upper case. */
export function findReference(text: string): string | null {
  const m = RF.exec(text);
  return m ? m[0].replace(/\s+/g, '').toUpperCase() : null;
}

/** An amount as banks write it: `1.234,56`, `1,234.56`, `62,00`, `62.00`, `-5`. Cents. */
export function parseAmount(raw: string): number | null {
  let s = raw.replace(/[€\s\u00a0]|EUR/gi, '');
  if (!/^[-+]?[\d.,]+$/.test(s)) return null;
  // The later separator, followed by one or two digits, is the decimal one.
  const at = Math.max(s.lastIndexOf(','), s.lastIndexOf('.'));
  if (at >= 0 && s.length - at - 1 <= 2 && s.length - at - 1 > 0) {
    const whole = s.slice(0, at).replace(/[.,]/g, '');
    s = `${whole}.${s.slice(at + 1)}`;
  } else {
    s = s.replace(/[.,]/g, '');
  }
  const n = Number(s);
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}

/** `dd/mm/yyyy`, `dd.mm.yyyy`, `dd-mm-yyyy` or `yyyy-mm-dd` as YYYY-MM-DD. */
export function parseDay(raw: string): string | null {
  const s = raw.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})/.exec(s);
  if (m) return `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return null;
}

/** Splits one CSV line by the delimiter, honouring double quotes. */
function splitLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

/** The delimiter the header uses most: `;` (Greek banks), tab or `,`. */
function detectDelimiter(header: string): string {
  const counts = [';', '\t', ','].map((d) => [d, header.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

const COLUMN_NAMES = {
  date: /ημερομην|ημ\/ν|valeur|value date|booking|date|ημ\.|ημερ/i,
  amount: /ποσ[οό]|πίστωσ|πιστωσ|amount|credit/i,
  description: /αιτιολογ|περιγραφ|description|details|reference|λεπτομ/i,
};

const lineKey = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\u0001')).digest('hex').slice(0, 40);

/** A CSV export: the header names the columns (else date, amount, description in order). */
export function parseCsvStatement(content: string): StatementLine[] {
  const rows = content
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  if (rows.length === 0) return [];
  const delimiter = detectDelimiter(rows[0]!);
  const header = splitLine(rows[0]!, delimiter);
  const find = (re: RegExp) => header.findIndex((h) => re.test(h));
  let cols = { date: find(COLUMN_NAMES.date), amount: find(COLUMN_NAMES.amount), description: find(COLUMN_NAMES.description) }; // prettier-ignore
  let body = rows.slice(1);
  if (cols.date < 0 || cols.amount < 0) {
    cols = { date: 0, amount: 1, description: 2 };
    body = rows;
  }
  const seen = new Map<string, number>();
  const lines: StatementLine[] = [];
  for (const row of body) {
    const cells = splitLine(row, delimiter);
    const bookedOn = parseDay(cells[cols.date] ?? '');
    const amountCents = parseAmount(cells[cols.amount] ?? '');
    if (!bookedOn || amountCents === null || amountCents <= 0) continue;
    const description = cols.description >= 0 ? (cells[cols.description] ?? '') : cells.join(' ');
    // The same date, amount and text twice in one statement are two payments.
    const base = `${bookedOn}|${amountCents}|${description}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    lines.push({ key: `csv:${lineKey(base, String(n))}`, bookedOn, amountCents, description, reference: findReference(description) }); // prettier-ignore
  }
  return lines;
}

const tag = (xml: string, name: string) =>
  new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:\\w+:)?${name}>`).exec(xml)?.[1]?.trim(); // prettier-ignore

const unescapeXml = (s: string) =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&'); // prettier-ignore

/** An ISO 20022 camt.053 statement: its credit entries (`Ntry`, `CdtDbtInd` CRDT). */
export function parseCamt053(content: string): StatementLine[] {
  const lines: StatementLine[] = [];
  const entries = content.match(/<(?:\w+:)?Ntry>[\s\S]*?<\/(?:\w+:)?Ntry>/g) ?? [];
  entries.forEach((entry, index) => {
    if (tag(entry, 'CdtDbtInd') !== 'CRDT') return;
    const amountCents = parseAmount(tag(entry, 'Amt') ?? '');
    const booked = tag(entry, 'BookgDt');
    const bookedOn = parseDay((booked && tag(booked, 'Dt')) ?? tag(booked ?? '', 'DtTm') ?? '');
    if (amountCents === null || amountCents <= 0 || !bookedOn) return;
    const structured = tag(entry, 'CdtrRefInf');
    const ref = structured ? tag(structured, 'Ref') : undefined;
    const description = unescapeXml([ref, tag(entry, 'Ustrd'), tag(entry, 'AddtlNtryInf')].filter(Boolean).join(' ')); // prettier-ignore
    const bankRef = tag(entry, 'AcctSvcrRef') ?? tag(entry, 'NtryRef');
    const key = bankRef
      ? `camt:${bankRef}`
      : `camt:${lineKey(bookedOn, String(amountCents), description, String(index))}`;
    lines.push({ key, bookedOn, amountCents, description, reference: findReference(description) });
  });
  return lines;
}

export function parseStatement(format: StatementFormat, content: string): StatementLine[] {
  return format === 'csv' ? parseCsvStatement(content) : parseCamt053(content);
}
