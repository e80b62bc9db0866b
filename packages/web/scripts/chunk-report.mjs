#!/usr/bin/env node
// What each chunk of the web build carries: builds the app into a temporary folder with source
// maps, then gives every JS chunk's minified bytes to the packages and source folders they came
// from (as source-map-explorer does). Gzipped sizes are whole chunks, gzip level 9; a part's
// gzipped share is its share of the raw bytes.
//
//   npm run chunks -w packages/web              # every chunk, its ten largest parts
//   npm run chunks -w packages/web -- --all     # every part of every chunk
//   npm run chunks -w packages/web -- index     # only chunks whose name starts with "index"
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { build } from 'vite';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const showAll = args.includes('--all');
const byModule = args.includes('--modules');
const only = args.filter((a) => !a.startsWith('--'));

/** A module id shortened to what a reader groups it by: a package, or a source folder. */
function partOf(source) {
  const path = source.replace(/\\/g, '/').replace(/^(\.\.\/)+/, '/');
  if (byModule) return path.replace(/^.*node_modules\//, '').replace(/^.*packages\//, '');
  const pkg = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const own = path.match(/packages\/(shared|web)\/(?:src\/)?(.*)$/);
  if (!own) return path;
  const [side, rest] = [own[1], own[2]];
  const segments = rest.split('/');
  // features/<name>, lib/<name>, schemas/<file>: one level below the top folder.
  return `${side}/${segments.slice(0, Math.min(2, segments.length)).join('/')}`;
}

function attribute(code, map) {
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const bytes = new Map();
  const add = (key, n) => bytes.set(key, (bytes.get(key) ?? 0) + n);
  let mapped = 0;
  let lastLine = -1;
  let last = null;
  const flush = (lineIndex, endColumn) => {
    if (!last) return;
    const n = Buffer.byteLength(lines[lineIndex].slice(last.column, endColumn));
    add(last.source ? partOf(last.source) : '(bundler)', n);
    mapped += n;
  };
  consumer.eachMapping((m) => {
    const line = m.generatedLine - 1;
    if (line !== lastLine) {
      if (last) flush(lastLine, undefined);
      last = null;
      lastLine = line;
    } else {
      flush(line, m.generatedColumn);
    }
    last = { column: m.generatedColumn, source: m.source };
  });
  if (last) flush(lastLine, undefined);
  const total = Buffer.byteLength(code);
  if (total > mapped) add('(unmapped)', total - mapped);
  return bytes;
}

const kb = (n) => (n / 1024).toFixed(1);

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'kokpit-chunks-'));
  try {
    await build({
      root: webRoot,
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, sourcemap: true },
    });
    const assets = join(outDir, 'assets');
    const chunks = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
      .map((file) => {
        const code = readFileSync(join(assets, file), 'utf8');
        const mapFile = join(assets, `${file}.map`);
        // A chunk of a few re-exports has no map.
        const parts = existsSync(mapFile)
          ? attribute(code, JSON.parse(readFileSync(mapFile, 'utf8')))
          : new Map([['(unmapped)', Buffer.byteLength(code)]]);
        return {
          file,
          raw: Buffer.byteLength(code),
          gzip: gzipSync(code, { level: 9 }).length,
          parts,
        };
      })
      .sort((a, b) => b.gzip - a.gzip);
    for (const c of chunks) {
      console.log(`\n${c.file}: ${kb(c.raw)} KB raw, ${kb(c.gzip)} KB gzipped`);
      const parts = [...c.parts.entries()].sort((a, b) => b[1] - a[1]);
      for (const [part, n] of showAll ? parts : parts.slice(0, 10)) {
        console.log(
          `  ${kb(n).padStart(7)} KB  ~${kb((n / c.raw) * c.gzip).padStart(6)} KB gz  ${part}`,
        );
      }
      if (!showAll && parts.length > 10) console.log(`  … ${parts.length - 10} more parts`);
    }
    const total = chunks.reduce((t, c) => ({ raw: t.raw + c.raw, gzip: t.gzip + c.gzip }), {
      raw: 0,
      gzip: 0,
    });
    console.log(`\n${chunks.length} chunks: ${kb(total.raw)} KB raw, ${kb(total.gzip)} KB gzipped`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
