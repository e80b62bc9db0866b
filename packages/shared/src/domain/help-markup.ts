/*
 * Markdown-lite for the help texts schools write (SPEC §1 per-question help texts): paragraphs,
 * **bold**, *italics*, bullet (- item) and numbered (1. item) lists, and [links](/el/info/...)
 * to the product's own pages or to https addresses. The parser gives a small typed tree that
 * the web app renders as React elements: nothing in a text ever becomes HTML, so a script tag
 * stays the characters it was typed as, and a link whose address is not allowed stays text.
 */

import { isSitePath } from './site-path.js';

export type HelpInline =
  | { type: 'text'; text: string }
  | { type: 'break' }
  | { type: 'strong'; children: HelpInline[] }
  | { type: 'em'; children: HelpInline[] }
  | { type: 'link'; href: string; children: HelpInline[] };

export type HelpBlock =
  | { type: 'paragraph'; children: HelpInline[] }
  | { type: 'list'; ordered: boolean; start: number; items: HelpInline[][] };

/** Deeper emphasis than this is left as typed (a guard against pathological input). */
const MAX_DEPTH = 6;
const ESCAPABLE = '\\*_[]()';
const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,4})[.)]\s+(.*)$/;

/**
 * Whether a link may point there: a path of the product itself ("/el/info/signs", not
 * "//elsewhere") or an https address. No other scheme (javascript:, data:, http:) and no
 * white space, backslash or control character anywhere.
 */
export function isSafeHelpHref(href: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\s\\\u0000-\u001f\u007f]/.test(href)) return false;
  if (href.startsWith('/')) return isSitePath(href);
  return /^https:\/\/[^/?#]+/i.test(href);
}

/** The blocks of a help text. */
export function parseHelpMarkup(source: string): HelpBlock[] {
  const blocks: HelpBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; start: number; items: string[] } | null = null;
  const flushParagraph = () => {
    if (paragraph.length > 0)
      blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n'), 0, true) });
    paragraph = [];
  };
  const flushList = () => {
    if (list) {
      const items = list.items.map((item) => parseInline(item, 0, true));
      blocks.push({ type: 'list', ordered: list.ordered, start: list.start, items });
    }
    list = null;
  };
  for (const line of source.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') {
      flushParagraph();
      flushList();
      continue;
    }
    const numbered = NUMBERED.exec(line);
    const bullet = numbered ? null : BULLET.exec(line);
    if (numbered || bullet) {
      flushParagraph();
      const ordered = numbered !== null;
      if (list && list.ordered !== ordered) flushList();
      list ??= { ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
      list.items.push(numbered ? numbered[2]! : bullet![1]!);
      continue;
    }
    flushList();
    paragraph.push(line.trim());
  }
  flushParagraph();
  flushList();
  return blocks;
}

/** The text of a help text without its marks, one line per block (for previews in lists). */
export function helpMarkupToText(source: string): string {
  const text = (nodes: HelpInline[]): string =>
    nodes
      .map((n) => (n.type === 'text' ? n.text : n.type === 'break' ? ' ' : text(n.children)))
      .join('');
  return parseHelpMarkup(source)
    .map((b) => (b.type === 'paragraph' ? text(b.children) : b.items.map(text).join(' · ')))
    .join('\n');
}

function parseInline(src: string, depth: number, links: boolean): HelpInline[] {
  const out: HelpInline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ type: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < src.length) {
    const ch = src[i]!;
    if (ch === '\\' && i + 1 < src.length && ESCAPABLE.includes(src[i + 1]!)) {
      text += src[i + 1];
      i += 2;
      continue;
    }
    if (ch === '\n') {
      flush();
      out.push({ type: 'break' });
      i++;
      continue;
    }
    if (ch === '[' && links) {
      const link = matchLink(src, i);
      if (link) {
        flush();
        const children = parseInline(link.label, depth + 1, false);
        // A link that may not be followed keeps its label only.
        if (isSafeHelpHref(link.href)) out.push({ type: 'link', href: link.href, children });
        else out.push(...children);
        i = link.end;
        continue;
      }
    }
    if ((ch === '*' || ch === '_') && depth < MAX_DEPTH) {
      const emphasis = matchEmphasis(src, i);
      if (emphasis) {
        flush();
        const children = parseInline(emphasis.inner, depth + 1, links);
        out.push({ type: emphasis.strong ? 'strong' : 'em', children });
        i = emphasis.end;
        continue;
      }
    }
    text += ch;
    i++;
  }
  flush();
  return out;
}

/** `[label](href)` starting at `at`, on one line. */
function matchLink(src: string, at: number) {
  const close = src.indexOf(']', at + 1);
  if (close < 0 || src[close + 1] !== '(') return null;
  const end = src.indexOf(')', close + 2);
  if (end < 0) return null;
  const label = src.slice(at + 1, close);
  const href = src.slice(close + 2, end).trim();
  if (label.trim() === '' || label.includes('\n') || href === '') return null;
  return { label, href, end: end + 1 };
}

/** `**strong**`, `__strong__`, `*em*` or `_em_` starting at `at`; none around white space. */
function matchEmphasis(src: string, at: number) {
  const ch = src[at]!;
  const strong = src[at + 1] === ch;
  const marker = strong ? ch + ch : ch;
  const start = at + marker.length;
  if (start >= src.length || /\s/.test(src[start]!)) return null;
  let j = start;
  while (j < src.length) {
    if (src[j] === '\\') {
      j += 2;
      continue;
    }
    if (src.startsWith(marker, j) && !(strong === false && src[j + 1] === ch)) {
      if (j > start && !/\s/.test(src[j - 1]!)) {
        return { strong, inner: src.slice(start, j), end: j + marker.length };
      }
    }
    // A single marker skips a double one inside it (*a **b** c*).
    j += !strong && src[j] === ch && src[j + 1] === ch ? 2 : 1;
  }
  return null;
}
