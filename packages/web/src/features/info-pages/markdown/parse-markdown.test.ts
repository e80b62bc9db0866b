import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  inlineText,
  linkKind,
  parseInline,
  parseMarkdown,
  type Block,
  type Inline,
} from './parse-markdown';

describe('info page Markdown', () => {
  it('reads headings, paragraphs joined across lines, and keeps h1 for the page title', () => {
    expect(parseMarkdown('# Top\n\n## Part\n\nOne line\nand the next.\n\n### Sub')).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Top' }] },
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Part' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'One line and the next.' }] },
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'Sub' }] },
    ]);
  });

  it('reads bold, italic, nested emphasis and code', () => {
    expect(parseInline('**Στάση** και *στάθμευση* με **έντονο *και πλάγιο*** `κώδικα`')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'Στάση' }] },
      { type: 'text', text: ' και ' },
      { type: 'em', children: [{ type: 'text', text: 'στάθμευση' }] },
      { type: 'text', text: ' με ' },
      {
        type: 'strong',
        children: [
          { type: 'text', text: 'έντονο ' },
          { type: 'em', children: [{ type: 'text', text: 'και πλάγιο' }] },
        ],
      },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'κώδικα' },
    ]);
  });

  it('leaves lone asterisks, snake_case and escapes as text', () => {
    expect(inlineText(parseInline('5 * 3 = 15, file_name_here, \\*not em\\*'))).toBe(
      '5 * 3 = 15, file_name_here, *not em*',
    );
    expect(parseInline('a * b * c')).toEqual([{ type: 'text', text: 'a * b * c' }]);
  });

  it('reads links with emphasis in the label', () => {
    expect(parseInline('δείτε το [**τεστ** προόδου](/el/page/simata-test-proodou).')).toEqual([
      { type: 'text', text: 'δείτε το ' },
      {
        type: 'link',
        href: '/el/page/simata-test-proodou',
        children: [
          { type: 'strong', children: [{ type: 'text', text: 'τεστ' }] },
          { type: 'text', text: ' προόδου' },
        ],
      },
      { type: 'text', text: '.' },
    ]);
  });

  it('reads bullet and numbered lists, with continuation lines', () => {
    expect(parseMarkdown('- **A.** first\n  more\n- second\n\n3. three\n4. four')).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [
          [
            { type: 'strong', children: [{ type: 'text', text: 'A.' }] },
            { type: 'text', text: ' first more' },
          ],
          [{ type: 'text', text: 'second' }],
        ],
      },
      {
        type: 'list',
        ordered: true,
        start: 3,
        items: [[{ type: 'text', text: 'three' }], [{ type: 'text', text: 'four' }]],
      },
    ]);
  });

  it('reads blockquotes with their own blocks, and rules', () => {
    expect(parseMarkdown('> **Tip:** one\n> two\n>\n> - item\n\n---')).toEqual([
      {
        type: 'blockquote',
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'strong', children: [{ type: 'text', text: 'Tip:' }] },
              { type: 'text', text: ' one two' },
            ],
          },
          { type: 'list', ordered: false, start: 1, items: [[{ type: 'text', text: 'item' }]] },
        ],
      },
      { type: 'rule' },
    ]);
  });

  it('never turns HTML into markup: tags stay text', () => {
    const blocks = parseMarkdown('<script>alert(1)</script> <b>x</b>');
    expect(blocks).toEqual([
      {
        type: 'paragraph',
        children: [{ type: 'text', text: '<script>alert(1)</script> <b>x</b>' }],
      },
    ]);
  });

  it('follows only site paths, http(s) and mailto links', () => {
    expect(linkKind('/en/page/terms-of-use')).toBe('internal');
    expect(linkKind('https://www.yme.gr')).toBe('external');
    expect(linkKind('mailto:info@kokpit.gr')).toBe('external');
    expect(linkKind('javascript:alert(1)')).toBe('unsafe');
    expect(linkKind('//evil.example')).toBe('unsafe');
    // A browser reads a backslash as a slash: these leave the site as `//` does.
    expect(linkKind('/\\evil.example/')).toBe('unsafe');
    expect(linkKind('\\\\evil.example/')).toBe('unsafe');
    expect(linkKind('/\\/evil.example/')).toBe('unsafe');
    expect(linkKind('#top')).toBe('internal');
    expect(linkKind('data:text/html,x')).toBe('unsafe');
  });
});

describe('a link in an information page that leaves the site', () => {
  it('is never drawn as a site link', () => {
    const [block] = parseMarkdown('[x](/\\evil.example/) and [y](\\\\evil.example)');
    const links = (block as { children: Inline[] }).children.filter((c) => c.type === 'link');
    expect(links.map((l) => linkKind((l as { href: string }).href))).toEqual(['unsafe', 'unsafe']);
  });
});

describe('the shipped information pages', () => {
  const dir = fileURLToPath(new URL('../../../../../server/content/pages/', import.meta.url));
  const files = readdirSync(dir).filter((name) => name.endsWith('.md'));

  /** Every text node of a page, where left-over Markdown would show as stray symbols. */
  function texts(blocks: Block[]): string[] {
    const fromInline = (nodes: Inline[]): string[] =>
      nodes.flatMap((n) =>
        n.type === 'text' ? [n.text] : n.type === 'code' ? [] : fromInline(n.children),
      );
    return blocks.flatMap((b) =>
      b.type === 'blockquote'
        ? texts(b.children)
        : b.type === 'list'
          ? b.items.flatMap(fromInline)
          : b.type === 'rule'
            ? []
            : fromInline(b.children),
    );
  }

  it.each(files)('%s leaves no Markdown syntax in its text', (name) => {
    const body = readFileSync(`${dir}${name}`, 'utf8').replace(/^---[\s\S]*?\n---\n/, '');
    const blocks = parseMarkdown(body);
    expect(blocks.length).toBeGreaterThan(0);
    const leftovers = texts(blocks).filter((t) => /\*\*|\]\(|^#|(^|\s)\*\S/.test(t));
    expect(leftovers).toEqual([]);
  });
});
