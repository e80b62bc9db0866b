import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts.js';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, once', () => {
    const body = "\n(function () { document.documentElement.lang = 'el'; })();\n";
    const html = `<head><script>${body}</script><script type="module">${body}</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha(body)]);
  });

  it('skips scripts loaded from a file and empty ones', () => {
    const html = '<script type="module" src="/assets/index.js"></script><script> </script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});
