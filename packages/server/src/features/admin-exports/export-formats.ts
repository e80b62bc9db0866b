import type { AdminValue, ExportFormat } from '@kokpit/shared';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import type { Dialect } from '../../db/database.js';

/*
 * The export formats, each a writer that takes pages of rows and gives chunks of the file, so
 * an export of any size holds about one page in memory: a page is written only once the one
 * before has left for the download (back-pressure), and a closed download ends the waiting.
 * The xlsx writer (exceljs, loaded only when asked for) streams its zip as it goes.
 */

/** Each format's file: its media type and extension. */
export const EXPORT_FILES: Record<ExportFormat, { contentType: string; extension: string }> = {
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
  php: { contentType: 'application/x-php; charset=utf-8', extension: 'php' },
  sql: { contentType: 'application/sql; charset=utf-8', extension: 'sql' },
};

export interface ExportWriter {
  /** Chunks of the file come out here. */
  output: Readable;
  /**
   * Writes one page; resolves once the file so far has gone out but for a bounded buffer
   * (back-pressure), or at once when the output is closed (the download went away).
   */
  write: (rows: AdminValue[][]) => Promise<void>;
  end: () => Promise<void>;
}

export interface WriterOptions {
  table: string;
  columns: string[];
  dialect: Dialect;
  delimiter: ',' | ';';
}

/** Resolves once `stream` wants more (its 'drain'), or is closed and never will. */
function room(stream: Writable): Promise<void> {
  if (stream.destroyed || !stream.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/** Resolves when `stream` closes. */
function closed(stream: Writable): Promise<void> {
  if (stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => stream.once('close', () => resolve()));
}

function textWriter(
  head: string,
  page: (rows: AdminValue[][]) => string,
  tail: string,
): ExportWriter {
  const output = new PassThrough();
  const push = async (text: string) => {
    if (output.destroyed) return;
    output.write(text);
    await room(output);
  };
  let started = false;
  return {
    output,
    write: async (rows) => {
      if (!started) {
        started = true;
        await push(head);
      }
      if (rows.length > 0) await push(page(rows));
    },
    end: async () => {
      if (!started) await push(head);
      if (!output.destroyed) output.end(tail);
    },
  };
}

/** A field that must be quoted: it holds a quote, a new line or either delimiter. */
const CSV_SPECIAL = /[",;\r\n]/;

/** A first character that makes a spreadsheet read the cell as a formula (OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180: quoted when needed, quotes doubled; flags as 1 and 0). Text that a
 * spreadsheet would run as a formula (`=HYPERLINK(…)`, `@SUM(…)`, a leading tab…) gets a `'`
 * before it, OWASP's rule against CSV injection; numbers are numbers and stay as they are.
 */
function csvField(v: AdminValue): string {
  if (v === null) return '';
  if (typeof v === 'boolean') return v ? '1' : '0';
  const text = typeof v === 'string' && FORMULA_START.test(v) ? `'${v}` : String(v);
  return CSV_SPECIAL.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvWriter(o: WriterOptions): ExportWriter {
  // A page is one string built field by field: a general CSV library made three times the
  // garbage per row, which a million-row export turns into the server's memory peak.
  const page = (rows: readonly (readonly AdminValue[])[]) => {
    let text = '';
    for (const row of rows) {
      for (let i = 0; i < row.length; i++) {
        text += i === 0 ? csvField(row[i]!) : o.delimiter + csvField(row[i]!);
      }
      text += '\r\n';
    }
    return text;
  };
  // The BOM tells Excel the file is UTF-8 (Greek text otherwise opens garbled).
  const head = `\uFEFF${page([o.columns])}`;
  return textWriter(head, page, '');
}

/** A PHP single-quoted string: only `\` and `'` are special. */
const phpString = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function phpValue(v: AdminValue): string {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'null';
  return phpString(v);
}

function phpWriter(o: WriterOptions): ExportWriter {
  const keys = o.columns.map(phpString);
  return textWriter(
    `<?php\n// ${o.table}: exported by the Kokpit back office\nreturn [\n`,
    (rows) =>
      rows
        .map((r) => `  [${r.map((v, i) => `${keys[i]} => ${phpValue(v)}`).join(', ')}],\n`)
        .join(''),
    '];\n',
  );
}

/** Identifiers and strings quoted alike in SQLite and PostgreSQL (standard SQL). */
const sqlIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

function sqlValue(v: AdminValue, dialect: Dialect): string {
  if (v === null) return 'NULL';
  if (typeof v === 'boolean') return dialect === 'postgres' ? String(v) : v ? '1' : '0';
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : 'NULL';
  return `'${v.replace(/'/g, "''")}'`;
}

function sqlWriter(o: WriterOptions): ExportWriter {
  const insert = `INSERT INTO ${sqlIdent(o.table)} (${o.columns.map(sqlIdent).join(', ')}) VALUES`;
  return textWriter(
    `-- ${o.table}: exported by the Kokpit back office for ${o.dialect}\nBEGIN;\n`,
    (rows) =>
      `${insert}\n${rows.map((r) => `  (${r.map((v) => sqlValue(v, o.dialect)).join(', ')})`).join(',\n')};\n`,
    'COMMIT;\n',
  );
}

/** The part of exceljs's in-memory stream (lib/utils/stream-buf.js) the xlsx writer watches. */
interface SheetStream {
  _pipe: (chunk: unknown) => Promise<void>;
}

/**
 * Waits for what the sheet has written to be taken by the zip. exceljs's streaming writer hands
 * its sheet to the zip through its own stream, which ignores back-pressure: with a download
 * slower than the rows come, the whole sheet would pile up in memory in front of the zip. Each
 * of that stream's 64 KiB batches goes to the zip by `_pipe`, settled when the zip has taken it
 * (a stream's write callback waits while the stream is full), so the last batch's promise says
 * when all of them are in.
 */
function watchSheet(sheet: unknown): () => Promise<void> {
  const stream = (sheet as { stream?: Partial<SheetStream> }).stream;
  const pipe = stream?._pipe;
  if (!stream || typeof pipe !== 'function') {
    throw new Error('exceljs changed: the worksheet stream has no _pipe to watch');
  }
  let last: Promise<void> = Promise.resolve();
  stream._pipe = (chunk) => (last = pipe.call(stream, chunk));
  return () => last;
}

async function xlsxWriter(o: WriterOptions): Promise<ExportWriter> {
  const { default: ExcelJS } = await import('exceljs');
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(o.table.slice(0, 31));
  const taken = watchSheet(sheet);
  const gone = closed(output);
  sheet.addRow(o.columns).commit();
  return {
    output,
    write: async (rows) => {
      if (output.destroyed) return;
      for (const r of rows) sheet.addRow(r).commit();
      await Promise.race([taken(), gone]);
      await room(output);
    },
    end: async () => {
      if (output.destroyed) return;
      sheet.commit();
      await workbook.commit();
    },
  };
}

export async function exportWriter(format: ExportFormat, o: WriterOptions): Promise<ExportWriter> {
  switch (format) {
    case 'csv':
      return csvWriter(o);
    case 'php':
      return phpWriter(o);
    case 'sql':
      return sqlWriter(o);
    case 'xlsx':
      return xlsxWriter(o);
  }
}
