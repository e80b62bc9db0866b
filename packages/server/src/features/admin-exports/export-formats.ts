import type { AdminValue, ExportFormat } from '@kokpit/shared';
import { stringify } from 'csv-stringify/sync';
import { PassThrough, type Readable } from 'node:stream';
import type { Dialect } from '../../db/database.js';

/*
 * The export formats, each a writer that takes pages of rows and gives chunks of the file, so
 * an export of any size holds one page in memory. The xlsx writer (exceljs, loaded only when
 * asked for) streams its zip as it goes.
 */

export interface ExportWriter {
  contentType: string;
  extension: string;
  /** Chunks of the file come out here. */
  output: Readable;
  /** Writes one page; resolves once the output has room for more (back-pressure). */
  write: (rows: AdminValue[][]) => Promise<void>;
  end: () => Promise<void>;
}

export interface WriterOptions {
  table: string;
  columns: string[];
  dialect: Dialect;
  delimiter: ',' | ';';
}

function textWriter(
  contentType: string,
  extension: string,
  head: string,
  page: (rows: AdminValue[][]) => string,
  tail: string,
): ExportWriter {
  const output = new PassThrough();
  const push = (text: string) =>
    output.write(text) ? Promise.resolve() : new Promise<void>((r) => output.once('drain', r));
  let started = false;
  return {
    contentType,
    extension,
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
      output.end(tail);
    },
  };
}

function csvWriter(o: WriterOptions): ExportWriter {
  const options = {
    delimiter: o.delimiter,
    record_delimiter: '\r\n',
    cast: { boolean: (b: boolean) => (b ? '1' : '0') },
  };
  // The BOM tells Excel the file is UTF-8 (Greek text otherwise opens garbled).
  const head = `\uFEFF${stringify([o.columns], options)}`;
  return textWriter('text/csv; charset=utf-8', 'csv', head, (rows) => stringify(rows, options), '');
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
    'application/x-php; charset=utf-8',
    'php',
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
    'application/sql; charset=utf-8',
    'sql',
    `-- ${o.table}: exported by the Kokpit back office for ${o.dialect}\nBEGIN;\n`,
    (rows) =>
      `${insert}\n${rows.map((r) => `  (${r.map((v) => sqlValue(v, o.dialect)).join(', ')})`).join(',\n')};\n`,
    'COMMIT;\n',
  );
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
  sheet.addRow(o.columns).commit();
  const room = () =>
    output.writableNeedDrain
      ? new Promise<void>((r) => output.once('drain', r))
      : Promise.resolve();
  return {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    output,
    write: async (rows) => {
      for (const r of rows) sheet.addRow(r).commit();
      await room();
    },
    end: async () => {
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
