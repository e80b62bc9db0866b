import { inflateSync } from 'node:zlib';

/**
 * The text a PDF writes in a standard font (Courier, Helvetica…): its content streams are
 * inflated and each `<hex> TJ` string decoded. Text in an embedded font (glyph ids) is not
 * decoded into anything readable; the coupon sheet writes its codes in Courier for this
 * (coupons/coupon-sheet.ts).
 */
export function pdfStandardFontText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  const starts = /stream\r?\n/g;
  for (let m = starts.exec(raw); m; m = starts.exec(raw)) {
    const begin = m.index + m[0].length;
    const end = raw.indexOf('endstream', begin);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(begin, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return texts;
}
