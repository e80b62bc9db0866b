#!/usr/bin/env node
/*
 * Renders the PWA icons and favicon.ico from the SVG logo with rsvg-convert (Debian package
 * librsvg2-bin). The PNGs are committed, so builds never need this; run it after changing
 * the logo: `node packages/web/scripts/generate-icons.mjs`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const pub = (p) => here(`../public/${p}`);

function render(svg, size) {
  return execFileSync('rsvg-convert', ['-w', String(size), '-h', String(size), svg]);
}

writeFileSync(pub('icons/icon-192.png'), render(pub('favicon.svg'), 192));
writeFileSync(pub('icons/icon-512.png'), render(pub('favicon.svg'), 512));
writeFileSync(pub('icons/maskable-512.png'), render(here('./maskable.svg'), 512));
writeFileSync(pub('icons/apple-touch-icon-180.png'), render(here('./apple-touch.svg'), 180));

// An .ico may hold PNG images: a 6-byte header, one 16-byte entry per image, then the PNGs.
const sizes = [16, 32, 48];
const images = sizes.map((s) => render(pub('favicon.svg'), s));
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((s, i) => {
  const e = 6 + 16 * i;
  header.writeUInt8(s, e);
  header.writeUInt8(s, e + 1);
  header.writeUInt16LE(1, e + 4);
  header.writeUInt16LE(32, e + 6);
  header.writeUInt32LE(images[i].length, e + 8);
  header.writeUInt32LE(offset, e + 12);
  offset += images[i].length;
});
writeFileSync(pub('favicon.ico'), Buffer.concat([header, ...images]));
console.log('icons written:', readFileSync(pub('favicon.ico')).length, 'bytes favicon.ico');
