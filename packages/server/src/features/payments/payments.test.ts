import type { PaymentsImportView, PendingCreditsView, SchoolAccountView } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectOperator, type Operator } from '../admin/admin-test-support.js';
import { buildSchool } from '../../test/factories.js';
import { connectSchool, ledgerOf } from '../../test/school-money.js';
import { signInToken } from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

/*
 * Reconciling (issue 31 item 3): an operator imports a bank statement; a line whose RF
 * reference and amount match an unpaid purchase pays it, once, however often the statement is
 * imported; the school's managers see it at once; everything else is listed.
 */

const DAY = 24 * 60 * 60 * 1000;
const spaced = (ref: string) => ref.replace(/(.{4})(?=.)/g, '$1 ');

describe(`bank statements settling purchases on ${testDialect()}`, () => {
  let server: TestServer;
  let op: Operator;
  beforeAll(async () => {
    server = await startTestServer({}, { seedContent: false });
    op = await connectOperator(server);
  });
  afterAll(async () => server?.stop());

  const db = () => server.ctx.db;
  const buy = async (amount: number) => {
    const school = await buildSchool(db());
    const socket = await connectSchool(server, school);
    const r = await emitAck<PendingCreditsView>(socket, 'credits/request', { amount });
    return { school, socket, purchase: r.data.items[0]! };
  };
  const paidRows = async (schoolId: number) =>
    (await ledgerOf(server, schoolId)).filter((e) => e.status === 'paid');

  it('a Greek bank CSV pays the purchase its reference and amount name, once when imported twice', async () => {
    const { school, socket, purchase } = await buy(10);
    const other = await buy(4);
    const csv = [
      'Ημερομηνία;Αιτιολογία;Ποσό;Υπόλοιπο',
      `29/11/2026;ΕΜΒΑΣΜΑ ${spaced(purchase.reference)} ΣΧΟΛΗ;62,00;1.062,00`,
      `29/11/2026;ΕΜΒΑΣΜΑ ${other.purchase.reference};20,00;1.082,00`,
      '29/11/2026;ΚΑΤΑΘΕΣΗ ΧΩΡΙΣ ΑΙΤΙΟΛΟΓΙΑ;15,00;1.097,00',
      '29/11/2026;ΠΡΟΜΗΘΕΙΑ;-1,50;1.095,50',
    ].join('\r\n');
    const heard: SchoolAccountView[] = [];
    socket.on('school-account-changed', (a: SchoolAccountView) => heard.push(a));
    const first = await op.call<PaymentsImportView>('payments/import', {
      format: 'csv',
      content: csv,
    });
    expect(first).toMatchObject({ isPositive: true, data: { paid: 1 } });
    expect(first.data.lines.map((l) => [l.amountCents, l.outcome, l.entryId])).toEqual([
      [6200, 'paid', purchase.id],
      [2000, 'amount', other.purchase.id],
      [1500, 'unmatched', null],
    ]);
    await expect.poll(() => heard.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(heard.at(-1)).toMatchObject({ credits: 10, provisionalCredits: 0 });
    const again = await op.call<PaymentsImportView>('payments/import', {
      format: 'csv',
      content: csv,
    });
    expect(again.data.paid).toBe(0);
    expect(again.data.lines.map((l) => l.outcome)).toEqual(['seen', 'seen', 'seen']);
    expect(await paidRows(school.schoolId)).toHaveLength(1);
    expect(await paidRows(other.school.schoolId)).toHaveLength(0);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('action', '=', 'admin.payments.match')
      .execute();
    expect(audit.map((a) => a.entity_id)).toContain(JSON.stringify({ id: purchase.id }));
  });

  it('a camt.053 statement pays by its structured reference, once when imported twice; a lapsed purchase is left to the operator', async () => {
    const { school, purchase } = await buy(10);
    const lapsed = await buy(2);
    await server.jobs.tick(Date.now() + 5 * DAY + 16 * 60_000);
    const entry = (ref: string, amount: string, bankRef: string) => `
      <Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-29</Dt></BookgDt>
        <AcctSvcrRef>${bankRef}</AcctSvcrRef><NtryDtls><TxDtls><RmtInf><Strd><CdtrRefInf><Ref>${ref}</Ref></CdtrRefInf></Strd></RmtInf></TxDtls></NtryDtls></Ntry>`;
    const stamp = Date.now().toString(36);
    const xml = `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>
      ${entry(purchase.reference, '62.00', `A-${stamp}`)}${entry(lapsed.purchase.reference, '12.40', `B-${stamp}`)}
      </Stmt></BkToCstmrStmt></Document>`;
    // Five days passed unpaid for both: a late payment reinstates nothing by itself.
    const r = await op.call<PaymentsImportView>('payments/import', {
      format: 'camt053',
      content: xml,
    });
    expect(r.data.lines.map((l) => l.outcome)).toEqual(['lapsed', 'lapsed']);
    expect(await paidRows(school.schoolId)).toHaveLength(0);
    const twice = await op.call<PaymentsImportView>('payments/import', {
      format: 'camt053',
      content: xml,
    });
    expect(twice.data.lines.map((l) => l.outcome)).toEqual(['seen', 'seen']);

    const fresh = await buy(10);
    const paying = `<?xml version="1.0"?><Document><BkToCstmrStmt><Stmt>${entry(fresh.purchase.reference, '62.00', `C-${stamp}`)}</Stmt></BkToCstmrStmt></Document>`; // prettier-ignore
    const paid = await op.call<PaymentsImportView>('payments/import', {
      format: 'camt053',
      content: paying,
    });
    expect(paid.data.lines.map((l) => l.outcome)).toEqual(['paid']);
    const replay = await op.call<PaymentsImportView>('payments/import', {
      format: 'camt053',
      content: paying,
    });
    expect(replay.data.lines.map((l) => l.outcome)).toEqual(['seen']);
    expect(await paidRows(fresh.school.schoolId)).toHaveLength(1);
  });

  it('a school manager cannot import a statement', async () => {
    const school = await buildSchool(db());
    const socket = server.connect('/admin', {
      token: await signInToken(server, school),
      lang: 'en',
    });
    await expect(socket).rejects.toThrow();
  });
});
