import {
  type AccountStatementView,
  type PendingCreditsView,
  type StatementFileView,
} from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories.js';
import { connectSchool, giveCredits, ledgerOf } from '../../test/school-money.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';
import { markCreditsPaid } from './credits.service.js';

/*
 * The statement of account (issue 31 item 4): every ledger row, newest first, with the
 * balance of credits after it, which is the ledger's own sum up to that row.
 */

describe(`the statement of account on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { seedContent: false });
  });
  afterAll(async () => server?.stop());

  const db = () => server.ctx.db;

  it("shows every row newest first, with a running balance equal to the ledger's sum at every row", async () => {
    const school = await buildSchool(db());
    const socket = await connectSchool(server, school);
    await giveCredits(server, school.schoolId, 3);
    const bought = await emitAck<PendingCreditsView>(socket, 'credits/request', { amount: 10 });
    const purchase = bought.data.items[0]!;
    const student = await buildStudent(db(), { schoolId: school.schoolId, verified: true, lastName: 'Παπαδάκη' }); // prettier-ignore
    await emitAck(socket, 'section/activate', { student: student.id, section: 'car' });
    await emitAck(socket, 'section/reject', { student: student.id, section: 'car' });
    expect(await markCreditsPaid(server.ctx, purchase.id)).toBe(true);
    const cancelled = (await emitAck<PendingCreditsView>(socket, 'credits/request', { amount: 2 })).data.items[0]!; // prettier-ignore
    await emitAck(socket, 'credits/cancel', { id: cancelled.id });

    const r = await emitAck<AccountStatementView>(socket, 'account/statement', { page: 1 });
    expect(r.isPositive).toBe(true);
    const ledger = await ledgerOf(server, school.schoolId);
    expect(r.data.rows.map((x) => x.id)).toEqual(ledger.map((e) => e.id).reverse());
    for (const row of r.data.rows) {
      const sum = ledger
        .filter((e) => e.pool === 'credits' && e.id <= row.id)
        .reduce((s, e) => s + Number(e.amount), 0);
      expect(row.balance).toBe(sum);
    }
    expect(r.data.rows[0]!.balance).toBe(r.data.account.credits);
    expect(r.data.rows.map((x) => `${x.kind}:${x.status}`)).toEqual([
      'purchase:cancelled',
      'purchase:requested',
      'purchase:paid',
      'activation:released',
      'activation:reserved',
      'purchase:requested',
      'purchase:paid',
      'purchase:requested',
    ]);
    const reserved = r.data.rows.find((x) => x.status === 'reserved')!;
    expect(reserved).toMatchObject({ section: 'car', student: { id: student.id } });
    expect(reserved.student!.name).toContain('Παπαδάκη');
    expect(reserved.by).not.toBeNull();
    const bought10 = r.data.rows.find((x) => x.id === purchase.id)!;
    expect(bought10).toMatchObject({ reference: purchase.reference, price: { totalCents: 6200 } });
    expect(r.data.rows.find((x) => x.status === 'paid' && x.reference === purchase.reference)).toBeDefined(); // prettier-ignore

    const purchases = await emitAck<AccountStatementView>(socket, 'account/statement', { kind: 'activation', page: 1 }); // prettier-ignore
    expect(purchases.data.rows.map((x) => x.status)).toEqual(['released', 'reserved']);
    expect(purchases.data.rows[0]!.balance).toBe(13);
    const none = await emitAck<AccountStatementView>(socket, 'account/statement', { from: 0, to: 1, page: 1 }); // prettier-ignore
    expect(none.data).toMatchObject({ rows: [], total: 0, pages: 1 });
  });

  it('the CSV for the accountant has every row in words, the running balance and the prices', async () => {
    const school = await buildSchool(db());
    const socket = await connectSchool(server, school, 'el');
    await emitAck(socket, 'credits/request', { amount: 10 });
    const r = await emitAck<StatementFileView>(socket, 'account/statement-csv', {});
    expect(r.data.contentType).toBe('text/csv');
    const text = Buffer.from(r.data.base64, 'base64').toString('utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Ημερομηνία,Κίνηση,Μονάδες,Υπόλοιπο,Κωδικός πληρωμής,Καθαρή αξία,ΦΠΑ,Σύνολο',
    );
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},Αγορά 10 μονάδων,10,10,RF\d\d \d{4} \d{4} \d,50\.00,12\.00,62\.00$/); // prettier-ignore
  });

  it('a teacher is refused the statement; another school sees only its own rows', async () => {
    const school = await buildSchool(db());
    await giveCredits(server, school.schoolId, 4);
    const teacher = await connectSchool(server, await buildTeacher(db(), school.schoolId));
    for (const event of ['account/statement', 'account/statement-csv']) {
      expect(await emitAck(teacher, event, { page: 1 })).toMatchObject({
        isPositive: false,
        message: "Only the school's manager can manage packages, credits and coupons.",
      });
    }
    const other = await connectSchool(server, await buildSchool(db()));
    const theirs = await emitAck<AccountStatementView>(other, 'account/statement', { page: 1 });
    expect(theirs.data.rows).toEqual([]);
  });
});
