import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const source = fileURLToPath(new URL('../src/color-scheme.js', import.meta.url));
const placeholder = '<script src="/color-scheme.js"></script>';

/**
 * Puts src/color-scheme.js inline in index.html: an external script in the head would block the
 * first paint for a whole round trip. Comments and indentation are dropped; the server allows
 * the script by the hash of exactly what is served (server/src/http/inline-scripts.ts).
 */
export function inlineColorScheme(): Plugin {
  return {
    name: 'kokpit:inline-color-scheme',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(placeholder)) throw new Error(`index.html lacks ${placeholder}`);
        const code = readFileSync(source, 'utf8')
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line && !line.startsWith('//') && !line.startsWith('/*'))
          .join('\n');
        return html.replace(placeholder, `<script>\n${code}\n</script>`);
      },
    },
  };
}
