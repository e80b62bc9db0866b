import { readFileSync } from 'node:fs';

/**
 * The Node flags `npm run serve` starts the server with (the root package.json's `serve`
 * script), so the bench's server runs as production does.
 */
export function serveFlags() {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  const words = pkg.scripts.serve.split(/\s+/);
  if (words[0] !== 'node')
    throw new Error(`serve script does not start with node: ${pkg.scripts.serve}`);
  return words.slice(1).filter((w) => w.startsWith('--'));
}
