// Bench "learning" for scripts/bench.mjs: runs main.ts under tsx (the simulation imports the
// TypeScript of packages/shared) and answers its markdown. Needs no server and no build.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export async function run({ log = console.log } = {}) {
  log('simulating 60 days of progress tests under three policies');
  const result = spawnSync('npx', ['tsx', join(here, 'main.ts')], {
    cwd: join(here, '..', '..'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`bench/learning/main.ts exited with ${result.status}`);
  return result.stdout.replace('\n\n', `\n\n${selectionVersion()}\n\n`);
}

/** Which selection the numbers are of: the last commit of test-selection.ts, and local edits. */
function selectionVersion() {
  const file = 'packages/shared/src/domain/test-selection.ts';
  const git = (...args) =>
    spawnSync('git', args, { cwd: join(here, '..', '..'), encoding: 'utf8' });
  const last = git('log', '-1', '--format=%h (%cs)', '--', file).stdout.trim() || 'unknown';
  const edited = git('diff', '--quiet', 'HEAD', '--', file).status === 1;
  return `Selection measured: \`${file}\` of commit ${last}${edited ? ' with uncommitted edits' : ''}.`;
}
