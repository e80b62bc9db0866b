import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The first paint carries only the Mantine sheets listed in shell-styles.ts. This follows the
 * static imports from the app's entry and the home page group (the code that renders before any
 * lazy chunk) and checks that every Mantine component they use has its sheet in that list.
 */
const src = fileURLToPath(new URL('..', import.meta.url));
const mantineStyles = fileURLToPath(
  new URL('../../../../node_modules/@mantine/core/styles/', import.meta.url),
);

const mantineEsm = join(mantineStyles, '../esm');

/** The folder of a Mantine component (esm/components/X) or helper (esm/utils/X), if any. */
function mantineFolder(name: string): string | null {
  for (const kind of ['components', 'utils']) {
    const folder = join(mantineEsm, kind, name);
    if (existsSync(folder)) return folder;
  }
  return null;
}

/** The components and helpers a Mantine component is drawn with (its own folder's imports). */
function mantineParts(name: string): string[] {
  const folder = mantineFolder(name);
  if (!folder) return [];
  const parts = new Set<string>();
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.mjs')) continue;
    const code = readFileSync(join(folder, file), 'utf8');
    for (const m of code.matchAll(/from\s+"(?:\.\.\/)+(?:components\/|utils\/)?([A-Z]\w+)\//g)) {
      if (m[1] !== name) parts.add(m[1]!);
    }
  }
  return [...parts];
}

function staticImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  // `import … from '…'` and `export … from '…'`; not `import('…')`, nor type-only imports.
  return [...code.matchAll(/^(?:import|export)\s(?!type\s)[^;]*?from\s+'([^']+)'/gms)].map(
    (m) => m[1]!,
  );
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** Mantine components the files reachable from `entries` import, following local imports. */
function mantineComponentsFrom(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const components = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of m[1]!.split(',')) {
        const id = name
          .replace(/\btype\b/, '')
          .trim()
          .split(/\s+as\s+/)[0]!;
        if (/^[A-Z]/.test(id)) components.add(id);
      }
    }
    for (const specifier of staticImports(file)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveLocal(file, specifier);
      if (target && !target.endsWith('.test.ts')) queue.push(target);
    }
  }
  return components;
}

function sheetsNeeded(components: Set<string>): Set<string> {
  const needed = new Set<string>();
  const seen = new Set<string>();
  const add = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    if (existsSync(join(mantineStyles, `${name}.layer.css`))) needed.add(name);
    mantineParts(name).forEach(add);
  };
  components.forEach(add);
  return needed;
}

describe('shell styles', () => {
  it('include the sheet of every Mantine component the shell and the home page draw', () => {
    const components = mantineComponentsFrom([
      join(src, 'main.tsx'),
      join(src, 'app/page-groups/home.ts'),
    ]);
    expect(components.has('Button')).toBe(true); // the walk found the app's code
    const listed = new Set(
      [
        ...readFileSync(join(src, 'styles/shell-styles.ts'), 'utf8').matchAll(
          /styles\/([\w-]+)\.layer\.css/g,
        ),
      ].map((m) => m[1]!),
    );
    const missing = [...sheetsNeeded(components)].filter((name) => !listed.has(name));
    expect(missing).toEqual([]);
  });

  it("are imported in the order of Mantine's own stylesheet", () => {
    // Within the layer the later rule wins: Button's background must come after
    // UnstyledButton's transparent one, as in the full sheet.
    const full = readFileSync(join(mantineStyles, '../styles.layer.css'), 'utf8');
    const listed = [
      ...readFileSync(join(src, 'styles/shell-styles.ts'), 'utf8').matchAll(
        /styles\/([\w-]+)\.layer\.css/g,
      ),
    ].map((m) => m[1]!);
    const positions = listed.map((name) => {
      const sheet = readFileSync(join(mantineStyles, `${name}.layer.css`), 'utf8');
      const firstRule = sheet
        .replace(/^@layer mantine\s*\{/, '')
        .trim()
        .slice(0, 80);
      return { name, at: full.indexOf(firstRule) };
    });
    expect(positions.filter((p) => p.at < 0)).toEqual([]);
    const sorted = [...positions].sort((a, b) => a.at - b.at).map((p) => p.name);
    expect(listed).toEqual(sorted);
  });
});
