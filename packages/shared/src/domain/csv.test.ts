import { describe, expect, it } from 'vitest';
import { csvField, csvFile } from './csv.js';

describe('CSV for an accountant', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvField('Αγορά 10 μονάδων')).toBe('Αγορά 10 μονάδων');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
  });

  it('writes a BOM, rows and CRLF line ends', () => {
    expect(
      csvFile([
        ['a', 1],
        ['b', null],
      ]),
    ).toBe('\uFEFFa,1\r\nb,\r\n');
  });
});
