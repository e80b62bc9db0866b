import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { translate, type PendingCreditsView, type PrintableView } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildTeacher } from '../../test/factories.js';
import { connectSchool } from '../../test/school-money.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';
import { markCreditsPaid } from './credits.service.js';

/* Receipts (issue 31 item 5): a paid purchase's receipt, numbered in sequence within its year. */

const pdfText = (base64: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'receipt-'));
  try {
    const file = join(dir, 'r.pdf');
    writeFileSync(file, Buffer.from(base64, 'base64'));
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

describe(`receipts on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { seedContent: false });
  });
  afterAll(async () => server?.stop());

  const db = () => server.ctx.db;

  it('a paid purchase gets the next receipt number of the year, with its totals; an unpaid one has none', async () => {
    const school = await buildSchool(db(), { name: 'Σχολή Οδηγών Ωμέγα' });
    const socket = await connectSchool(server, school, 'el');
    const buy = async (amount: number) =>
      (await emitAck<PendingCreditsView>(socket, 'credits/request', { amount })).data.items.at(-1)!; // prettier-ignore
    const first = await buy(10);
    const second = await buy(3);
    const none = await emitAck(socket, 'credits/receipt', { id: first.id });
    expect(none.message).toBe(translate('el', 'school.billing.receiptNotFound'));
    expect(await markCreditsPaid(server.ctx, first.id)).toBe(true);
    expect(await markCreditsPaid(server.ctx, second.id)).toBe(true);
    const numbers = await db().selectFrom('receipts').select(['entry_id', 'year', 'number']).where('school_id', '=', school.schoolId).orderBy('number').execute(); // prettier-ignore
    expect(numbers.map((r) => r.entry_id)).toEqual([first.id, second.id]);
    expect(numbers[1]!.number).toBe(numbers[0]!.number + 1);

    const r = await emitAck<PrintableView>(socket, 'credits/receipt', { id: first.id });
    expect(r.isPositive).toBe(true);
    const text = pdfText(r.data.base64);
    const number = `${numbers[0]!.year}-${String(numbers[0]!.number).padStart(5, '0')}`;
    for (const part of [
      'Απόδειξη παροχής υπηρεσιών',
      number,
      'Σχολή Οδηγών Ωμέγα',
      '50,00',
      '12,00',
      '62,00',
      'ΦΠΑ 24%',
      'myDATA',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('a teacher and another school are refused the receipt', async () => {
    const school = await buildSchool(db());
    const manager = await connectSchool(server, school);
    const item = (await emitAck<PendingCreditsView>(manager, 'credits/request', { amount: 1 })).data.items[0]!; // prettier-ignore
    expect(await markCreditsPaid(server.ctx, item.id)).toBe(true);
    const teacher = await connectSchool(server, await buildTeacher(db(), school.schoolId));
    expect((await emitAck(teacher, 'credits/receipt', { id: item.id })).message).toBe("Only the school's manager can manage packages, credits and coupons."); // prettier-ignore
    const other = await connectSchool(server, await buildSchool(db()));
    expect((await emitAck(other, 'credits/receipt', { id: item.id })).message).toBe(translate('en', 'school.billing.receiptNotFound')); // prettier-ignore
  });
});
