import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { translate, type Language, type MessageKey } from '@kokpit/shared';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/*
 * The printable A4 sheet of coupons (SPEC §2 "coupon printing"): the school's name, how to use
 * a coupon, then ten coupons a page, each with its code, its section, the sign-up link with the
 * coupon filled in and that link's QR code, between cut lines. Text is DejaVu Sans (Greek,
 * Cyrillic and Albanian); the codes are in Courier, a PDF standard font, so they are written
 * as plain characters that a test, a search or a copy can read back.
 */

const fontDir = join(
  dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const REGULAR = join(fontDir, 'DejaVuSans.ttf');
const BOLD = join(fontDir, 'DejaVuSans-Bold.ttf');

export interface SheetCoupon {
  code: string;
  section: string | null;
  /** The sign-up address with the school and the coupon filled in. */
  signUpUrl: string;
}

export interface CouponSheet {
  schoolName: string;
  /** The sign-up page without the coupon, printed in the instructions. */
  signUpUrl: string;
  lang: Language;
  coupons: readonly SheetCoupon[];
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const HEADER = 70;
const COLUMNS = 2;
const ROWS = 5;
const QR_SIZE = 92;

/** Draws the QR code of `text` as squares, so it prints sharp at any size. */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fillColor('black').fill();
}

function drawHeader(doc: PDFKit.PDFDocument, sheet: CouponSheet): void {
  const t = (key: MessageKey, params?: Record<string, string>) =>
    translate(sheet.lang, key, params);
  doc
    .font(BOLD)
    .fontSize(16)
    .fillColor('black')
    .text(t('school.coupons.sheetTitle', { school: sheet.schoolName }), MARGIN, MARGIN, {
      width: A4.width - 2 * MARGIN,
    });
  doc
    .font(REGULAR)
    .fontSize(10)
    .text(t('school.coupons.sheetHowTo', { url: sheet.signUpUrl }), {
      width: A4.width - 2 * MARGIN,
    });
}

function drawCoupon(
  doc: PDFKit.PDFDocument,
  sheet: CouponSheet,
  coupon: SheetCoupon,
  box: { x: number; y: number; w: number; h: number },
): void {
  doc
    .save()
    .dash(4, { space: 3 })
    .strokeColor('#888888')
    .rect(box.x, box.y, box.w, box.h)
    .stroke()
    .restore();
  const pad = 10;
  const textWidth = box.w - QR_SIZE - 3 * pad;
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor('#444444')
    .text(translate(sheet.lang, 'school.coupons.sheetCoupon'), box.x + pad, box.y + pad, {
      width: textWidth,
    });
  doc.font('Courier-Bold').fontSize(17).fillColor('black').text(coupon.code, { width: textWidth });
  if (coupon.section) {
    const name = translate(sheet.lang, `sectionName.${coupon.section}` as MessageKey);
    doc
      .font(REGULAR)
      .fontSize(9)
      .text(translate(sheet.lang, 'school.coupons.sheetSection', { section: name }), {
        width: textWidth,
      });
  }
  doc.font(REGULAR).fontSize(9).fillColor('black').text(sheet.schoolName, { width: textWidth });
  doc
    .font(REGULAR)
    .fontSize(6.5)
    .fillColor('#444444')
    .text(coupon.signUpUrl, box.x + pad, box.y + box.h - pad - 18, { width: textWidth });
  drawQr(
    doc,
    coupon.signUpUrl,
    box.x + box.w - QR_SIZE - pad,
    box.y + (box.h - QR_SIZE) / 2,
    QR_SIZE,
  );
}

/** The sheet as a PDF file. */
export async function renderCouponSheet(sheet: CouponSheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: translate(sheet.lang, 'school.coupons.sheetTitle', { school: sheet.schoolName }),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const perPage = COLUMNS * ROWS;
  const w = (A4.width - 2 * MARGIN) / COLUMNS;
  const h = (A4.height - 2 * MARGIN - HEADER) / ROWS;
  sheet.coupons.forEach((coupon, i) => {
    const slot = i % perPage;
    if (slot === 0) {
      if (i > 0) doc.addPage();
      drawHeader(doc, sheet);
    }
    const col = slot % COLUMNS;
    const row = Math.floor(slot / COLUMNS);
    drawCoupon(doc, sheet, coupon, { x: MARGIN + col * w, y: MARGIN + HEADER + row * h, w, h });
  });
  if (sheet.coupons.length === 0) drawHeader(doc, sheet);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
