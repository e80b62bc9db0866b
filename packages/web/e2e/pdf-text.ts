import { inflateSync } from 'node:zlib';

/*
 * The text of a PDF, enough to find what a journey looks for on a printed sheet. PDFKit draws
 * text in an embedded font as glyph numbers (`<0012 0034> Tj`) and says in each font's
 * ToUnicode map which character each number stands for; literal strings are read as they are.
 */

function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  const source = pdf.toString('latin1');
  const re = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(source))) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      out.push(inflateSync(bytes).toString('latin1'));
    } catch {
      out.push(bytes.toString('latin1'));
    }
    re.lastIndex = end;
  }
  return out;
}

const hexChars = (hex: string) => {
  let text = '';
  for (let i = 0; i + 4 <= hex.length; i += 4)
    text += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return text;
};

/** Glyph number → text, from every ToUnicode map (bfchar and bfrange, both forms). */
function unicodeMap(all: string[]): Map<number, string> {
  const map = new Map<number, string>();
  for (const s of all) {
    if (!s.includes('begincmap')) continue;
    for (const block of s.match(/beginbfchar([\s\S]*?)endbfchar/g) ?? []) {
      for (const [, from, to] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
        map.set(parseInt(from!, 16), hexChars(to!));
    }
    for (const block of s.match(/beginbfrange([\s\S]*?)endbfrange/g) ?? []) {
      const body = block.replace(/^beginbfrange|endbfrange$/g, '');
      const re = /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g;
      for (const [, lo, hi, dest] of body.matchAll(re)) {
        const first = parseInt(lo!, 16);
        const last = parseInt(hi!, 16);
        if (dest!.startsWith('[')) {
          const items = [...dest!.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => hexChars(m[1]!));
          items.forEach((text, i) => map.set(first + i, text));
        } else {
          const base = parseInt(dest!.slice(1, -1), 16);
          for (let code = first; code <= last; code++)
            map.set(code, String.fromCharCode(base + code - first));
        }
      }
    }
  }
  return map;
}

/**
 * Every text-showing string of the PDF's pages, one text object per line. A hex string is
 * read both ways (a standard font's bytes, an embedded font's glyph numbers): which font drew
 * it is not tracked, and the wrong reading only adds noise to search through.
 */
export function pdfText(pdf: Buffer): string {
  const all = streams(pdf);
  const map = unicodeMap(all);
  const lines: string[] = [];
  for (const s of all) {
    for (const block of s.match(/BT([\s\S]*?)ET/g) ?? []) {
      let bytes = '';
      let glyphs = '';
      for (const [, hex, literal] of block.matchAll(/<([0-9a-fA-F\s]*)>|\(((?:\\.|[^\\)])*)\)/g)) {
        if (hex !== undefined) {
          const digits = hex.replace(/\s/g, '');
          for (let i = 0; i + 2 <= digits.length; i += 2)
            bytes += String.fromCharCode(parseInt(digits.slice(i, i + 2), 16));
          for (let i = 0; i + 4 <= digits.length; i += 4)
            glyphs += map.get(parseInt(digits.slice(i, i + 4), 16)) ?? '';
        } else if (literal !== undefined) {
          const text = literal.replace(/\\(.)/g, '$1');
          bytes += text;
          glyphs += text;
        }
      }
      lines.push(bytes, glyphs);
    }
  }
  return lines.join('\n');
}
