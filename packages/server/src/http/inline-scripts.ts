import { createHash } from 'node:crypto';

/**
 * The CSP source expressions ('sha256-…') that allow the inline scripts of an HTML page, so the
 * policy can stay free of 'unsafe-inline'. Scripts with a `src` are not inline and are skipped.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\ssrc\s*=/i.test(attributes) || body.trim() === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
