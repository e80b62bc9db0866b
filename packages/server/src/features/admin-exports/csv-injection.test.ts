import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser } from '../../test/factories.js';
import { signInToken } from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/*
 * A cell a spreadsheet would read as a formula (OWASP's CSV injection: a first character of
 * `=`, `+`, `-`, `@`, tab or carriage return) is written with a `'` before it, so Excel and
 * LibreOffice show the text instead of running it. The xlsx export writes text cells already.
 */

const HOSTILE = [
  '=HYPERLINK("http://evil.example/","x")',
  '@SUM(1+1)',
  '+1+cmd|" /C calc"!A0',
  '-2+3',
  '\t=1+1',
  '\r=1+1',
];

describe(`CSV exports neutralise formulas on ${testDialect()}`, () => {
  let server: TestServer;
  let token: string;
  const ids: number[] = [];

  beforeAll(async () => {
    server = await startTestServer({}, { seedContent: false });
    token = await signInToken(server, await buildUser(server.ctx.db, { roles: ['administrator'] }));
    for (const name of HOSTILE) {
      ids.push((await buildStudent(server.ctx.db, { firstName: name, lastName: 'Plain' })).id);
    }
  });
  afterAll(async () => server?.stop());

  async function download(format: 'csv' | 'xlsx', delimiter: ',' | ';' = ',') {
    const res = await fetch(`${server.url}/api/kokpit/v1.0/admin/exports?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-token': token },
      body: JSON.stringify({
        exportId: `formulas-${format}`,
        format,
        delimiter,
        query: {
          table: 'users',
          filters: [{ column: 'id', op: 'oneOf', values: ids }],
          search: '',
          sort: { column: 'id', direction: 'asc' },
        },
      }),
    });
    expect(res.status).toBe(200);
    return Buffer.from(await res.arrayBuffer());
  }

  it('a name that starts a formula is exported as text, with a quote before it', async () => {
    for (const delimiter of [',', ';'] as const) {
      const records = parse(await download('csv', delimiter), {
        bom: true,
        delimiter,
        relax_column_count: true,
      }) as string[][];
      const col = records[0]!.indexOf('first_name');
      const names = records.slice(1).map((r) => r[col]);
      expect(names).toEqual(HOSTILE.map((n) => `'${n}`));
      // No cell of the file starts a formula.
      for (const cell of records.flat()) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
      // A plain value is left as it was.
      expect(records[1]![records[0]!.indexOf('last_name')]).toBe('Plain');
    }
  });

  it('the xlsx export keeps them as text cells, never formulas', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download('xlsx')) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const col = header.indexOf('first_name');
    const names: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) names.push(row.getCell(col).value);
    });
    // XML keeps a carriage return as a line feed: the text, not a formula, either way.
    expect(names).toEqual(HOSTILE.map((n) => n.replace(/\r/g, '\n')));
    for (const v of names) expect(typeof v).toBe('string');
  });
});
