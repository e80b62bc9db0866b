import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  formatCreditorReference,
  translate,
  type Language,
  type MessageKey,
  type PriceTotals,
} from '@kokpit/shared';
import PDFDocument from 'pdfkit';

/*
 * A purchase's proforma invoice (issue 31 item 2): seller and buyer, the line, net, VAT and
 * total, and how to pay (the ISO 11649 reference and the operators' bank account). Not a tax
 * document: the receipt follows the payment. DejaVu Sans for Greek, Cyrillic and Albanian;
 * the reference and IBAN in Courier so a copy or a test reads them back as typed.
 */

const fontDir = join(
  dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const REGULAR = join(fontDir, 'DejaVuSans.ttf');
const BOLD = join(fontDir, 'DejaVuSans-Bold.ttf');

export interface Proforma {
  lang: Language;
  number: string;
  issuedAt: number;
  payBy: number;
  seller: { name: string; details: string };
  buyer: { name: string; lines: string[] };
  credits: number;
  price: PriceTotals;
  reference: string;
  payTo: { beneficiary: string; iban: string; bic: string; bank: string };
  /** A receipt instead: the purchase was paid then (no payment instructions). */
  receipt?: { paidAt: number };
}

function formatters(lang: Language) {
  const day = new Intl.DateTimeFormat(lang, { timeZone: 'Europe/Athens', dateStyle: 'long' });
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' });
  return {
    day: (ms: number) => day.format(ms),
    euros: (cents: number) => money.format(cents / 100),
  };
}

/** The proforma as a PDF file. */
export async function renderProforma(p: Proforma): Promise<Buffer> {
  const t = (key: MessageKey, params?: Record<string, string | number>) =>
    translate(p.lang, key, params);
  const f = formatters(p.lang);
  const title = t(p.receipt ? 'school.receipt.title' : 'school.proforma.title');
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `${title} ${p.number}` } }); // prettier-ignore
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const left = 48;
  const width = 595.28 - 96;

  doc.font(BOLD).fontSize(20).text(title, left, 48);
  doc.font(REGULAR).fontSize(10).moveDown(0.3);
  doc.text(t('school.proforma.number', { number: p.number }));
  doc.text(t('school.proforma.date', { date: f.day(p.issuedAt) }));
  doc.moveDown(1);

  const top = doc.y;
  const half = width / 2 - 12;
  doc.font(BOLD).fontSize(11).text(t('school.proforma.seller'), left, top, { width: half });
  doc
    .font(REGULAR)
    .fontSize(10)
    .text(p.seller.name || '—', { width: half });
  if (p.seller.details) doc.text(p.seller.details, { width: half });
  const sellerBottom = doc.y;
  doc.font(BOLD).fontSize(11).text(t('school.proforma.buyer'), left + half + 24, top, { width: half }); // prettier-ignore
  doc.font(REGULAR).fontSize(10).text(p.buyer.name, { width: half });
  for (const line of p.buyer.lines.filter(Boolean)) doc.text(line, { width: half });
  doc.y = Math.max(sellerBottom, doc.y) + 24;

  // The line and the totals, right-aligned amounts.
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? BOLD : REGULAR).fontSize(11);
    doc.text(label, left, y, { width: width - 140 });
    doc.text(value, left + width - 140, y, { width: 140, align: 'right' });
    doc.moveDown(0.4);
  };
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .strokeColor('#888')
    .stroke();
  doc.moveDown(0.5);
  row(
    t('school.proforma.line', { n: p.credits, unit: f.euros(p.price.unitCents) }),
    f.euros(p.price.netCents),
  );
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .stroke();
  doc.moveDown(0.5);
  row(t('school.proforma.net'), f.euros(p.price.netCents));
  row(t('school.proforma.vat', { rate: p.price.vatRate / 100 }), f.euros(p.price.vatCents));
  row(t('school.proforma.total'), f.euros(p.price.totalCents), true);
  doc.moveDown(1.5);

  if (p.receipt) {
    doc.font(BOLD).fontSize(12).text(t('school.receipt.paid', { date: f.day(p.receipt.paidAt) }), left); // prettier-ignore
    doc.font(REGULAR).fontSize(10).text(`${t('school.proforma.reference')}: ${formatCreditorReference(p.reference)}`, left); // prettier-ignore
    doc.moveDown(2);
    doc.font(REGULAR).fontSize(8).fillColor('#555').text(t('school.receipt.note'), left, doc.y, { width }); // prettier-ignore
    doc.end();
    await ended;
    return Buffer.concat(chunks);
  }
  doc.font(BOLD).fontSize(12).text(t('school.proforma.payTitle'), left);
  doc.font(REGULAR).fontSize(10).text(t('school.proforma.payHow', { date: f.day(p.payBy) }), { width }); // prettier-ignore
  doc.moveDown(0.5);
  // Label and value side by side, each in its own font, on one baseline.
  const field = (label: string, value: string, mono = false) => {
    const y = doc.y;
    doc.font(REGULAR).fontSize(10).text(`${label}:`, left, y, { width: 170 });
    doc.font(mono ? 'Courier-Bold' : BOLD).fontSize(mono ? 11 : 10).text(value || '—', left + 175, y, { width: width - 175 }); // prettier-ignore
    doc.x = left;
    doc.moveDown(0.2);
  };
  field(t('school.proforma.reference'), formatCreditorReference(p.reference), true);
  field(t('school.proforma.amount'), f.euros(p.price.totalCents));
  if (p.payTo.iban) {
    field(t('school.proforma.beneficiary'), p.payTo.beneficiary);
    field('IBAN', p.payTo.iban.replace(/(.{4})(?=.)/g, '$1 '), true);
    if (p.payTo.bic) field('BIC', p.payTo.bic, true);
    field(t('school.proforma.bank'), p.payTo.bank);
  } else {
    doc.font(REGULAR).text(t('school.proforma.noBank'), { width });
  }
  doc.moveDown(2);
  doc.font(REGULAR).fontSize(8).fillColor('#555').text(t('school.proforma.notInvoice'), left, doc.y, { width }); // prettier-ignore
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
