#!/usr/bin/env node
// Writes .br and .gz beside every compressible file of a built web app, so the server sends
// compressed bytes without compressing per request (@fastify/static preCompressed). Only the
// hashed files under assets/: they never change, so a compressed copy can never go stale (the
// service worker and the shell may be replaced in place, e.g. by a deployment).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2];
if (!root) {
  console.error('usage: precompress.mjs DIR');
  process.exit(2);
}
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
let count = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(name) && statSync(path).size >= 512) {
      const bytes = readFileSync(path);
      writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      count += 1;
    }
  }
}
walk(join(root, 'assets'));
console.log(`precompressed ${count} files in ${root}`);
