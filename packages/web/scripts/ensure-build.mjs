#!/usr/bin/env node
// Builds everything before the browser journeys when a build is missing or older than the
// sources (the journeys run against the built server and web app). E2E_SKIP_BUILD=1 skips.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const outputs = ['packages/server/dist/main.js', 'packages/web/dist/index.html'].map((p) =>
  join(root, p),
);
const sources = [
  'packages/shared/src',
  'packages/server/src',
  'packages/web/src',
  'packages/web/index.html',
];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (max, name) => Math.max(max, newest(join(path, name))),
    stat.mtimeMs,
  );
}

if (process.env.E2E_SKIP_BUILD === '1') process.exit(0);
const missing = outputs.some((p) => !existsSync(p));
const built = missing ? 0 : Math.min(...outputs.map((p) => statSync(p).mtimeMs));
const changed = sources
  .map((p) => join(root, p))
  .filter(existsSync)
  .some((p) => newest(p) > built);
if (missing || changed) {
  console.log(
    missing ? 'e2e: no build yet, building…' : 'e2e: sources changed since the build, building…',
  );
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
