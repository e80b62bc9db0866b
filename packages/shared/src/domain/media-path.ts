/*
 * Paths of the back office's file browser (issue 20 item 6). The files live in the database
 * (every node serves the same bytes), in folders that are only names: a folder is segments of
 * lower-case letters, digits, `-` and `_` joined by `/`; a file name is such a stem with an
 * image extension. Anything else is refused whole, never cleaned up: `..`, `.`, absolute and
 * drive paths, backslashes, NUL and control characters, percent-encoded bytes (`%2e%2e`,
 * `%2f`), look-alike dots and slashes (U+2024, U+FF0E, U+2215…), `~` and link-like names. The
 * server answers all of them with the back office's file-system error.
 */

const SEGMENT = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const FILE = /^([a-z0-9][a-z0-9_-]{0,99})\.(png|jpe?g|gif|webp)$/;

export const MEDIA_MAX_DEPTH = 6;
export const MEDIA_MAX_BYTES = 2 * 1024 * 1024;

/** Content types by extension: the upload's bytes must also start like one (see sniff). */
export const MEDIA_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;

/** A folder path relative to the root ('' is the root), or null when it is not one. */
export function parseMediaFolder(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  if (input === '') return '';
  if (input.length > 255) return null;
  const segments = input.split('/');
  if (segments.length > MEDIA_MAX_DEPTH) return null;
  return segments.every((s) => SEGMENT.test(s)) ? input : null;
}

/** A file name (no folder), or null when it is not one; its content type by extension. */
export function parseMediaName(
  input: unknown,
): { name: string; contentType: (typeof MEDIA_TYPES)[keyof typeof MEDIA_TYPES] } | null {
  if (typeof input !== 'string' || input.length > 104) return null;
  const m = FILE.exec(input);
  if (!m) return null;
  return { name: input, contentType: MEDIA_TYPES[m[2] as keyof typeof MEDIA_TYPES] };
}

/** Whether the first bytes are those of the content type the name claims. */
export function bytesMatchType(bytes: Uint8Array, contentType: string): boolean {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  switch (contentType) {
    case 'image/png':
      return starts(0x89, 0x50, 0x4e, 0x47);
    case 'image/jpeg':
      return starts(0xff, 0xd8, 0xff);
    case 'image/gif':
      return starts(0x47, 0x49, 0x46, 0x38);
    case 'image/webp':
      return starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45;
    default:
      return false;
  }
}

/** The picture types the product serves, as the bytes tell them. */
export type SniffedImageType =
  'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/svg+xml';

// What may come before an SVG's root element: a BOM, white space, the XML declaration,
// comments and a doctype. Read from the first bytes only.
const SVG_PROLOGUE =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s/>]/i;

/**
 * The picture type of some bytes, or null when they are none of the types served: what is
 * stored beside them (a content type an import or a record edit wrote) is never believed, so
 * HTML or a script can never be served as a page or a script from the site's own origin.
 */
export function sniffImageType(bytes: Uint8Array): SniffedImageType | null {
  for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const) {
    if (bytesMatchType(bytes, type)) return type;
  }
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024));
  return SVG_PROLOGUE.test(head) ? 'image/svg+xml' : null;
}
