import type { AdminValue } from '@kokpit/shared';
import { parse } from 'csv-parse/sync';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { exportWriter, type ExportWriter, type WriterOptions } from './export-formats.js';

/*
 * The writers' back-pressure, without a server: while nobody reads the file, a writer takes no
 * more pages (the export reads no more rows); once read, the file comes out whole. Without it
 * an export to a slow download would hold the whole file in memory.
 */

const PAGES = 20;
const PAGE = 250;
// Text that does not compress, so the xlsx zip cannot swallow the pages either.
const page = (n: number): AdminValue[][] =>
  Array.from({ length: PAGE }, (_, i) => [n * PAGE + i, randomBytes(1500).toString('base64')]);

/**
 * Resolves once `count()` has stayed the same for `quietMs`. Nothing signals "no more will
 * come", so this one waits: a slow machine can only make it stop sooner, on a smaller count,
 * which the assertion on it still accepts; it cannot make a stalling writer look otherwise.
 */
async function settled(count: () => number, quietMs: number): Promise<number> {
  for (;;) {
    const before = count();
    // eslint-disable-next-line kokpit/no-fixed-wait -- proving that nothing more happens
    await new Promise((r) => setTimeout(r, quietMs));
    if (count() === before) return before;
  }
}

async function stallsThenFinishes(writer: ExportWriter): Promise<Buffer> {
  let written = 0;
  const writing = (async () => {
    for (let n = 0; n < PAGES; n++) {
      await writer.write(page(n));
      written++;
    }
    await writer.end();
  })();
  const stalledAt = await settled(() => written, 1000);
  expect(stalledAt).toBeLessThan(PAGES / 4);
  const chunks: Buffer[] = [];
  writer.output.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((r) => writer.output.once('end', r));
  await writing;
  await ended;
  return Buffer.concat(chunks);
}

const options: WriterOptions = {
  table: 'notes',
  columns: ['id', 'text'],
  dialect: 'sqlite',
  delimiter: ',',
};

describe('export writers', () => {
  it('CSV: waits while the download does not read, then writes every row', async () => {
    const file = await stallsThenFinishes(await exportWriter('csv', options));
    const records = parse(file, { bom: true }) as string[][];
    expect(records.length).toBe(PAGES * PAGE + 1);
    expect(records[PAGES * PAGE]![0]).toBe(String(PAGES * PAGE - 1));
  });

  it('xlsx: waits while the download does not read, then writes every row', async () => {
    const file = await stallsThenFinishes(await exportWriter('xlsx', options));
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(PAGES * PAGE + 1);
    expect(sheet.getRow(PAGES * PAGE + 1).getCell(1).value).toBe(PAGES * PAGE - 1);
  });

  it('a closed download ends the waiting', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const writer = await exportWriter(format, options);
      const first = writer.write(page(0));
      writer.output.destroy();
      await first;
      await writer.write(page(1));
      await writer.end();
    }
  });
});
