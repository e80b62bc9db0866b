import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  isCreditorReference,
  purchaseOfReference,
  translate,
  type PendingCreditsView,
  type PrintableView,
  type SchoolAccountView,
  type SchoolSectionView,
} from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildStudent, buildTeacher } from '../../test/factories.js';
import { connectSchool, ledgerOf } from '../../test/school-money.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, nextPush, startTestServer, type TestServer } from '../../test/test-server.js';
import { markCreditsPaid } from './credits.service.js';

/*
 * Paying (issue 31 item 2): each purchase has an ISO 11649 reference and the operators' bank
 * account to pay it to; an unpaid purchase may be cancelled (a ledger row, never a deletion);
 * its proforma is a PDF with the school, the line, net, VAT, total, reference and IBAN.
 */

const pdfText = (base64: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'proforma-'));
  try {
    const file = join(dir, 'p.pdf');
    writeFileSync(file, Buffer.from(base64, 'base64'));
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

describe(`paying for credits on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { seedContent: false });
    await server.ctx.db
      .updateTable('operator_settings')
      .set({
        beneficiary: 'Kokpit IKE',
        iban: 'GR1601101250000000012300695',
        bic: 'ETHNGRAA',
        bank_name: 'Εθνική Τράπεζα',
        seller_details: 'ΑΦΜ 999999999, ΔΟΥ Α΄ Θεσσαλονίκης',
      }) // prettier-ignore
      .execute();
  });
  afterAll(async () => server?.stop());

  const db = () => server.ctx.db;
  const buy = (socket: Awaited<ReturnType<typeof connectSchool>>, amount: number) =>
    emitAck<PendingCreditsView>(socket, 'credits/request', { amount });

  it("gives each purchase an RF reference that passes the mod-97 check, and the operators' IBAN", async () => {
    const school = await buildSchool(db());
    const socket = await connectSchool(server, school);
    const r = await buy(socket, 10);
    const [item] = r.data.items;
    expect(isCreditorReference(item!.reference)).toBe(true);
    expect(purchaseOfReference(item!.reference)).toBe(item!.id);
    expect(r.data.payTo).toEqual({ beneficiary: 'Kokpit IKE', iban: 'GR1601101250000000012300695', bic: 'ETHNGRAA', bank: 'Εθνική Τράπεζα' }); // prettier-ignore
  });

  it('cancelling an unpaid purchase adds a row taking its credits back; it cannot then be paid or cancelled again', async () => {
    const school = await buildSchool(db());
    const socket = await connectSchool(server, school);
    const id = (await buy(socket, 7)).data.items[0]!.id;
    const changed = nextPush<SchoolAccountView>(socket, 'school-account-changed');
    const r = await emitAck<PendingCreditsView>(socket, 'credits/cancel', { id });
    expect(r).toMatchObject({ isPositive: true, message: translate('en', 'school.billing.purchaseCancelled'), data: { items: [] } }); // prettier-ignore
    expect(await changed).toMatchObject({ credits: 0, provisionalCredits: 0 });
    const rows = await ledgerOf(server, school.schoolId);
    expect(rows.map((e) => [e.status, e.amount, e.settles_id])).toEqual([
      ['requested', 7, null],
      ['cancelled', -7, id],
    ]);
    const again = await emitAck(socket, 'credits/cancel', { id });
    expect(again).toMatchObject({ isPositive: false, message: translate('en', 'school.billing.purchaseNotOpen') }); // prettier-ignore
    expect(await markCreditsPaid(server.ctx, id)).toBe(false);
  });

  it('a paid purchase, another school’s and one whose credits are held are not cancelled', async () => {
    const school = await buildSchool(db());
    const socket = await connectSchool(server, school);
    const paid = (await buy(socket, 2)).data.items[0]!.id;
    expect(await markCreditsPaid(server.ctx, paid)).toBe(true);
    const notOpen = translate('en', 'school.billing.purchaseNotOpen');
    expect((await emitAck(socket, 'credits/cancel', { id: paid })).message).toBe(notOpen);

    const held = (await buy(socket, 1)).data.items[0]!.id;
    // Three credits, three activations: nothing is free to take back.
    for (const _ of [1, 2, 3]) {
      const s = await buildStudent(db(), { schoolId: school.schoolId, verified: true });
      expect((await emitAck<SchoolSectionView>(socket, 'section/activate', { student: s.id, section: 'car' })).isPositive).toBe(true); // prettier-ignore
    }
    const refused = await emitAck(socket, 'credits/cancel', { id: held });
    expect(refused).toMatchObject({ isPositive: false, message: translate('en', 'school.billing.cancelHeld', { amount: 1 }) }); // prettier-ignore

    const other = await connectSchool(server, await buildSchool(db()));
    expect((await emitAck(other, 'credits/cancel', { id: held })).message).toBe(notOpen);
    expect((await ledgerOf(server, school.schoolId)).filter((e) => e.status === 'cancelled')).toEqual([]); // prettier-ignore
  });

  it('the proforma PDF names the school, the line, net, VAT, total, the reference and the IBAN', async () => {
    const school = await buildSchool(db(), { name: 'Σχολή Οδηγών Αστέρας' });
    const socket = await connectSchool(server, school, 'el');
    const item = (await buy(socket, 10)).data.items[0]!;
    const r = await emitAck<PrintableView>(socket, 'credits/proforma', { id: item.id });
    expect(r.isPositive).toBe(true);
    expect(r.data.contentType).toBe('application/pdf');
    const text = pdfText(r.data.base64);
    for (const part of [
      'Προτιμολόγιο',
      'Σχολή Οδηγών Αστέρας',
      'Kokpit IKE',
      '10 μονάδες Kokpit',
      '50,00',
      '12,00',
      '62,00',
      'ΦΠΑ 24%',
      'GR16 0110 1250 0000 0001 2300 695',
    ]) {
      expect(text).toContain(part);
    }
    expect(text.replace(/\s+/g, '')).toContain(item.reference);
    const other = await connectSchool(server, await buildSchool(db()));
    expect((await emitAck(other, 'credits/proforma', { id: item.id })).message).toBe(translate('en', 'school.billing.purchaseNotFound')); // prettier-ignore
  });

  it('a teacher is refused cancelling and the proforma', async () => {
    const school = await buildSchool(db());
    const manager = await connectSchool(server, school);
    const id = (await buy(manager, 3)).data.items[0]!.id;
    const teacher = await connectSchool(server, await buildTeacher(db(), school.schoolId));
    const managerOnly = "Only the school's manager can manage packages, credits and coupons.";
    for (const event of ['credits/cancel', 'credits/proforma', 'credits/pending']) {
      expect(await emitAck(teacher, event, event === 'credits/pending' ? undefined : { id })).toMatchObject({ isPositive: false, message: managerOnly }); // prettier-ignore
    }
  });
});
