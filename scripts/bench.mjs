#!/usr/bin/env node
// Runs the benchmarks and writes their results into docs/BENCHMARKS.md.
//
//   npm run bench              every bench/<name>/main.mjs
//   npm run bench -- record    only these
//
// Each bench exports `run({log})` answering a markdown section; it replaces the text between
// `<!-- bench:<name> -->` and `<!-- /bench:<name> -->`, so benches never overwrite each other's
// sections (a bench seen for the first time is appended). The server is built first: benches
// measure the compiled JavaScript that production runs (learning, a simulation, needs no build).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const doc = join(root, 'docs', 'BENCHMARKS.md');
const HEADER = `# Benchmarks

Written by \`npm run bench\` (scripts/bench.mjs): each section between its \`bench:\` markers is
replaced by the bench of that name; everything outside the markers is kept. Numbers depend on
the machine and on what else it was doing: each section says both.
`;

const available = readdirSync(join(root, 'bench'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(root, 'bench', d.name, 'main.mjs')))
  .map((d) => d.name);
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown bench: ${unknown.join(', ')} (there are: ${available.join(', ')})`);
  process.exit(2);
}

function writeSection(name, markdown) {
  const text = existsSync(doc) ? readFileSync(doc, 'utf8') : HEADER;
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const section = `${open}\n${markdown.trim()}\n${close}`;
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  const next =
    start >= 0 && end > start
      ? text.slice(0, start) + section + text.slice(end + close.length)
      : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(doc, next);
}

/** Benches that run TypeScript under tsx and need no compiled server. */
const NO_BUILD = new Set(['learning']);
const chosen = asked.length > 0 ? asked : available;

if (chosen.some((name) => !NO_BUILD.has(name))) {
  console.log('Building the server (tsc -b)…');
  const build = spawnSync('npx', ['tsc', '-b', 'packages/server/tsconfig.build.json'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

for (const name of chosen) {
  const started = Date.now();
  console.log(`\n=== bench ${name} ===`);
  const { run } = await import(pathToFileURL(join(root, 'bench', name, 'main.mjs')).href);
  const markdown = await run({ log: (line) => console.log(`[${name}] ${line}`) });
  writeSection(name, markdown);
  console.log(
    `[${name}] done in ${Math.round((Date.now() - started) / 1000)} s → docs/BENCHMARKS.md`,
  );
}
