import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, parseCsvRecords } from './csv-parser.js';

describe('parseCsv', () => {
  it('splits plain fields and rows', () => {
    expect(parseCsv('a,b,c\n1,2,3\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
  });

  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    const text = '1,"Hello, ""world""","two\nlines"\n2,"",x';
    expect(parseCsv(text)).toEqual([
      ['1', 'Hello, "world"', 'two\nlines'],
      ['2', '', 'x'],
    ]);
  });

  it('handles CRLF and lone CR line ends and a final line without a break', () => {
    expect(parseCsv('a,b\r\n1,2\r3,4')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('drops a leading BOM and blank lines', () => {
    expect(parseCsv('\uFEFFQCod,QLang\n\n614,1\n\n')).toEqual([
      ['QCod', 'QLang'],
      ['614', '1'],
    ]);
  });

  it('keeps empty trailing fields', () => {
    expect(parseCsv('a,,\n')).toEqual([['a', '', '']]);
  });

  it('reads Greek text untouched', () => {
    expect(parseCsv('"Η κατανάλωση αλκοόλ","ΑΛΚΟΟΛ 31"')).toEqual([
      ['Η κατανάλωση αλκοόλ', 'ΑΛΚΟΟΛ 31'],
    ]);
  });

  it('rejects an unterminated quoted field', () => {
    expect(() => parseCsv('a,"open\nb')).toThrow(CsvError);
  });
});

describe('parseCsvRecords', () => {
  it('maps fields by header name, in any column order', () => {
    const rows = parseCsvRecords('B,A\n2,1\n4', ['A', 'B']);
    expect(rows).toEqual([
      { A: '1', B: '2' },
      { A: '', B: '4' },
    ]);
  });

  it('names the missing columns', () => {
    expect(() => parseCsvRecords('A\n1', ['A', 'QLang'])).toThrow(/QLang/);
  });
});
