import { describe, expect, it } from 'vitest';
import {
  findReference,
  parseAmount,
  parseCamt053,
  parseCsvStatement,
  parseDay,
} from './bank-statement.js';

describe('bank statements', () => {
  it('reads amounts with a decimal comma or point, and days as banks write them', () => {
    expect(parseAmount('62,00')).toBe(6200);
    expect(parseAmount('1.234,56')).toBe(123456);
    expect(parseAmount('1,234.56')).toBe(123456);
    expect(parseAmount('62.00 €')).toBe(6200);
    expect(parseAmount('-5,00')).toBe(-500);
    expect(parseAmount('abc')).toBeNull();
    expect(parseDay('29/11/2026')).toBe('2026-11-29');
    expect(parseDay('2026-11-29')).toBe('2026-11-29');
    expect(findReference('ΠΛΗΡΩΜΗ RF25 0000 0001 0 ΣΧΟΛΗ')).toBe('RF25000000010');
  });

  it('a Greek bank CSV: delimiter and decimal comma detected, debits left out, repeated lines told apart', () => {
    const csv = [
      'Ημερομηνία;Αιτιολογία;Ποσό;Υπόλοιπο',
      '29/11/2026;ΕΜΒΑΣΜΑ RF25 0000 0001 0;62,00;1.062,00',
      '29/11/2026;ΠΡΟΜΗΘΕΙΑ;-1,50;1.060,50',
      '30/11/2026;ΚΑΤΑΘΕΣΗ;10,00;1.070,50',
      '30/11/2026;ΚΑΤΑΘΕΣΗ;10,00;1.080,50',
    ].join('\r\n');
    const lines = parseCsvStatement(csv);
    expect(lines.map((l) => [l.bookedOn, l.amountCents, l.reference])).toEqual([
      ['2026-11-29', 6200, 'RF25000000010'],
      ['2026-11-30', 1000, null],
      ['2026-11-30', 1000, null],
    ]);
    expect(new Set(lines.map((l) => l.key)).size).toBe(3);
    expect(parseCsvStatement(csv).map((l) => l.key)).toEqual(lines.map((l) => l.key));
  });

  it('a camt.053 statement: credit entries with the structured reference', () => {
    const xml = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>
      <Ntry><Amt Ccy="EUR">62.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-29</Dt></BookgDt><AcctSvcrRef>BANK-1</AcctSvcrRef>
        <NtryDtls><TxDtls><RmtInf><Strd><CdtrRefInf><Ref>RF25000000010</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry>
      <Ntry><Amt Ccy="EUR">5.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-11-29</Dt></BookgDt></Ntry>
    </Stmt></BkToCstmrStmt></Document>`;
    expect(parseCamt053(xml)).toEqual([
      {
        key: 'camt:BANK-1',
        bookedOn: '2026-11-29',
        amountCents: 6200,
        description: 'RF25000000010',
        reference: 'RF25000000010',
      },
    ]);
  });
});
