/*
 * The Markdown of the information pages, parsed into a small tree that React renders as
 * elements: no HTML string ever reaches the DOM, so a page body cannot inject markup. The
 * subset is what the pages use: ## / ### headings, paragraphs, **bold**, *italic*, `code`,
 * links, - and 1. lists, > blockquotes and --- rules. Anything else is shown as text.
 */

import { isSitePath } from '@kokpit/shared';

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'blockquote'; children: Block[] }
  | { type: 'rule' };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const ORDERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;

/** Parses a page body into blocks. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i++;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      // The page title is the h1: a body's # becomes h2, and nothing goes deeper than h4.
      const level = Math.min(Math.max(heading[1]!.length, 2), 4) as 2 | 3 | 4;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2]!) });
      i++;
      continue;
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i++;
      continue;
    }
    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) quoted.push(QUOTE.exec(lines[i++]!)![1]!);
      blocks.push({ type: 'blockquote', children: parseMarkdown(quoted.join('\n')) });
      continue;
    }
    if (BULLET.test(line) || ORDERED.test(line)) {
      i = parseList(lines, i, blocks);
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length && !startsBlock(lines[i]!)) paragraph.push(lines[i++]!.trim());
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}

function startsBlock(line: string): boolean {
  return (
    line.trim() === '' ||
    HEADING.test(line) ||
    RULE.test(line) ||
    QUOTE.test(line) ||
    BULLET.test(line) ||
    ORDERED.test(line)
  );
}

/** One list: items of the same kind; a following indented or plain line continues an item. */
function parseList(lines: string[], from: number, blocks: Block[]): number {
  const ordered = !BULLET.test(lines[from]!);
  const marker = ordered ? ORDERED : BULLET;
  const start = ordered ? Number(ORDERED.exec(lines[from]!)![1]) : 1;
  const items: string[] = [];
  let i = from;
  while (i < lines.length) {
    const line = lines[i]!;
    const item = marker.exec(line);
    if (item) {
      items.push(item[ordered ? 2 : 1]!);
    } else if (line.trim() !== '' && !startsBlock(line)) {
      items[items.length - 1] += ` ${line.trim()}`;
    } else if (line.trim() === '' && i + 1 < lines.length && marker.test(lines[i + 1]!)) {
      // A blank line between items keeps one (loose) list.
    } else {
      break;
    }
    i++;
  }
  blocks.push({ type: 'list', ordered, start, items: items.map((text) => parseInline(text)) });
  return i;
}

/** Inline markup: emphasis, code, links and backslash escapes; the rest is text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) out.push({ type: 'text', text: buffer });
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '\\' && i + 1 < text.length && /[\\`*_[\]()#>+\-.!]/.test(text[i + 1]!)) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }
    if (ch === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        out.push({ type: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (ch === '[') {
      const link = matchLink(text, i);
      if (link) {
        flush();
        out.push({ type: 'link', href: link.href, children: parseInline(link.label) });
        i = link.end;
        continue;
      }
    }
    if (ch === '*' || ch === '_') {
      const strong = text[i + 1] === ch;
      const delimiter = strong ? ch + ch : ch;
      const end = closingDelimiter(text, i + delimiter.length, delimiter);
      if (end > 0 && (ch === '*' || wordBoundary(text, i, end + delimiter.length))) {
        flush();
        const children = parseInline(text.slice(i + delimiter.length, end));
        out.push(strong ? { type: 'strong', children } : { type: 'em', children });
        i = end + delimiter.length;
        continue;
      }
    }
    buffer += ch;
    i++;
  }
  flush();
  return out;
}

/** Where the emphasis opened at `from` closes: not right after the opener, not after a space. */
function closingDelimiter(text: string, from: number, delimiter: string): number {
  if (from >= text.length || /\s/.test(text[from]!)) return -1;
  let at = text.indexOf(delimiter, from + 1);
  while (at > 0) {
    const single = delimiter.length === 1;
    const doubled = single && (text[at + 1] === delimiter || text[at - 1] === delimiter);
    if (!/\s/.test(text[at - 1]!) && !doubled) {
      // `***` closes an inner `*` first, then this `**`.
      while (!single && text[at + 2] === delimiter[0]) at++;
      return at;
    }
    at = text.indexOf(delimiter, at + (doubled ? 2 : 1));
  }
  return -1;
}

/** `_` emphasis only between word boundaries, so snake_case words stay as they are. */
function wordBoundary(text: string, start: number, end: number): boolean {
  const before = start === 0 ? '' : text[start - 1]!;
  const after = end >= text.length ? '' : text[end]!;
  return !/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after);
}

/** `[label](href)` with balanced brackets in the label; null when it is not a link. */
function matchLink(
  text: string,
  from: number,
): { label: string; href: string; end: number } | null {
  let depth = 0;
  let close = -1;
  for (let j = from; j < text.length; j++) {
    if (text[j] === '\\') {
      j++;
      continue;
    }
    if (text[j] === '[') depth++;
    if (text[j] === ']' && --depth === 0) {
      close = j;
      break;
    }
  }
  if (close < 0 || text[close + 1] !== '(') return null;
  const end = text.indexOf(')', close + 2);
  if (end < 0) return null;
  const href =
    text
      .slice(close + 2, end)
      .trim()
      .split(/\s+/)[0] ?? '';
  if (!href) return null;
  return { label: text.slice(from + 1, close), href, end: end + 1 };
}

export type LinkKind = 'internal' | 'external' | 'unsafe';

/**
 * Which links the renderer may follow: site paths go through the router, http(s) and mailto
 * open normally, and every other scheme (javascript:, data:…) is dropped to plain text, as is
 * a path that a browser would take to another host (`//x`, `/\x`, `\\x`: shared isSitePath).
 */
export function linkKind(href: string): LinkKind {
  if (isSitePath(href)) return 'internal';
  if (href.startsWith('#')) return 'internal';
  return /^(https?:|mailto:)/i.test(href) ? 'external' : 'unsafe';
}

/** The plain text of inline content (for ids and summaries). */
export function inlineText(children: Inline[]): string {
  return children
    .map((c) => (c.type === 'text' || c.type === 'code' ? c.text : inlineText(c.children)))
    .join('');
}
