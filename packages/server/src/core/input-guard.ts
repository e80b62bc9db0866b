/*
 * What every input passes before its schema reads it (core/validate.ts): text a database can
 * store, nested no deeper than any payload of the contract. PostgreSQL refuses a NUL in text
 * ("invalid byte sequence"), and a lone UTF-16 surrogate has no UTF-8 at all (the drivers
 * would store U+FFFD in its place, a silent change); a payload nested thousands deep is only an
 * attack on whatever walks it next (serializers, the audit log).
 */

/** Deeper than any payload of the contract (their deepest is a few levels). */
export const MAX_INPUT_DEPTH = 32;

/** NUL, and a UTF-16 surrogate without its other half. */
// eslint-disable-next-line no-control-regex -- NUL is what this looks for.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether text holds a character no database of ours stores as sent. */
export const isUnstorableText = (text: string): boolean => UNSTORABLE.test(text);

/**
 * The first place in `input` (a field path, `_` for the whole) holding unstorable text, in a
 * value or a key, or nested deeper than MAX_INPUT_DEPTH; null when there is none. Walks with
 * its own stack, so no input can exhaust the call stack.
 */
export function unsafeInputAt(input: unknown): string | null {
  const stack: [unknown, string, number][] = [[input, '', 0]];
  while (stack.length > 0) {
    const [value, path, depth] = stack.pop()!;
    if (typeof value === 'string') {
      if (isUnstorableText(value)) return path || '_';
      continue;
    }
    if (typeof value !== 'object' || value === null || value instanceof Uint8Array) continue;
    if (depth >= MAX_INPUT_DEPTH) return path || '_';
    for (const [key, child] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (isUnstorableText(key)) return at;
      stack.push([child, at, depth + 1]);
    }
  }
  return null;
}
