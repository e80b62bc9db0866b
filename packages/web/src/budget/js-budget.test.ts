import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { JS_BUDGETS } from './js-budgets';

/*
 * The JavaScript each route needs, from the real build: Vite's manifest says which chunks each
 * page group imports (statically, so they load with it) and which the entry fetches at start.
 * The texts a group waits for are read from src/app/pages.tsx (`withTexts`), the one place that
 * says it. Sizes are gzipped at level 9, as `npm run bench:web` counts them.
 */

const webRoot = fileURLToPath(new URL('../..', import.meta.url));
const repoRoot = join(webRoot, '../..');
const dist = join(webRoot, 'dist');
const manifestFile = join(dist, '.vite/manifest.json');

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The newest change to what the build is made of (tests excluded: they are not built). */
function newestSource(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestSource(join(path, name))),
    stat.mtimeMs,
  );
}

/** Builds the web app when there is no build, or when its sources changed since. */
function ensureBuild(): void {
  const sources = ['packages/web/src', 'packages/shared/src', 'packages/web/index.html']
    .concat('packages/web/vite.config.ts')
    .map((p) => join(repoRoot, p));
  const built = existsSync(manifestFile) ? statSync(manifestFile).mtimeMs : 0;
  if (built > 0 && sources.every((p) => newestSource(p) <= built)) return;
  // Vitest sets NODE_ENV=test, which would build React's development files.
  const env = { ...process.env, NODE_ENV: 'production' };
  execSync('npm run build -w packages/web', { cwd: repoRoot, stdio: 'inherit', env });
}

let manifest: Manifest;
const gzipped = new Map<string, number>();

function gzipSize(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

/** A page group's chunk: its own dynamic entry, or the named chunk that took it in (vite.config.ts). */
function groupKey(group: string): string {
  const own = `src/app/page-groups/${group}.ts`;
  if (manifest[own]) return own;
  const named = Object.keys(manifest).find((k) => k.startsWith('_') && manifest[k]!.name === group);
  if (!named) throw new Error(`no chunk for the page group "${group}" in the build`);
  return named;
}

/** A chunk and everything it imports statically (which loads before it runs). */
function withImports(key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`"${key}" is not in the build's manifest`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withImports(imported, into);
  return into;
}

/** The text parts each page group waits for, as src/app/pages.tsx asks for them. */
function textParts(): Map<string, string[]> {
  const source = readFileSync(join(webRoot, 'src/app/pages.tsx'), 'utf8');
  const parts = new Map<string, string[]>();
  for (const m of source.matchAll(
    /withTexts\(\s*import\('\.\/page-groups\/([\w-]+)'\)((?:\s*,\s*'[\w-]+')*)\s*,?\s*\)/g,
  )) {
    parts.set(
      m[1]!,
      [...m[2]!.matchAll(/'([\w-]+)'/g)].map((p) => p[1]!),
    );
  }
  return parts;
}

/**
 * Every JS file a route's first render waits for: the entry and its start, then each group with
 * its texts. What a page fetches once drawn (the socket's client, the home page's sections below
 * the fold) is not counted (js-budgets.ts).
 */
function routeFiles(groups: string[]): string[] {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('the build has no entry');
  const files = withImports(entryKey, new Set());
  // Fetched by the shell at every start: the service worker's registration (workbox-window).
  for (const key of manifest[entryKey]!.dynamicImports ?? []) {
    if (key.includes('node_modules/')) withImports(key, files);
  }
  const parts = textParts();
  for (const group of groups) {
    withImports(groupKey(group), files);
    for (const part of parts.get(group) ?? []) {
      withImports(`src/lib/i18n/locales/${part}-texts.el.ts`, files);
    }
  }
  return [...files].filter((f) => f.endsWith('.js'));
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

describe('JavaScript budgets (js-budgets.ts)', () => {
  beforeAll(() => {
    ensureBuild();
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  }, 600_000);

  it.each(JS_BUDGETS.map((b) => [b.route, b] as const))('%s', (_route, budget) => {
    const files = routeFiles(budget.groups);
    const sizes = files
      .map((file) => ({ file, kb: kb(gzipSize(file)) }))
      .sort((a, b) => b.kb - a.kb);
    const total = kb(files.reduce((sum, file) => sum + gzipSize(file), 0));
    const table = sizes.map((s) => `  ${String(s.kb).padStart(6)} KB  ${s.file}`).join('\n');
    expect(
      total,
      `${budget.route}: ${total} KB gzipped, over its budget of ${budget.kb} KB\n${table}`,
    ).toBeLessThanOrEqual(budget.kb);
  });

  it('every page group of the budgets is a chunk of the build', () => {
    for (const group of new Set(JS_BUDGETS.flatMap((b) => b.groups))) {
      expect(() => groupKey(group), group).not.toThrow();
    }
  });
});
