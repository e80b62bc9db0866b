/*
 * A link or a return address that must stay on this site. Browsers read `\` as `/` in web
 * addresses and drop tabs and line breaks, so `/\evil.example/`, `\\evil.example` and
 * `/\t/evil.example` all leave the site as `//evil.example` does: none of them is a site path.
 */

// A backslash anywhere, white space or a control character: never in a path we write.
// eslint-disable-next-line no-control-regex
const NOT_IN_A_PATH = /[\\\s\u0000-\u001f\u007f]/;

/** Whether `href` is a path of this site (`/el/page/x`, `/el/#top`), never another host. */
export function isSitePath(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  if (NOT_IN_A_PATH.test(href)) return false;
  // What a browser would make of it, from a page of ours: it must still be ours.
  const base = 'https://site.invalid';
  try {
    return new URL(href, `${base}/page`).origin === base;
  } catch {
    return false;
  }
}
