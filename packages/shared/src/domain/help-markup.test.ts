import { describe, expect, it } from 'vitest';
import { helpMarkupToText, isSafeHelpHref, parseHelpMarkup } from './help-markup.js';

const text = (t: string) => ({ type: 'text', text: t });
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });

describe('help texts in Markdown-lite', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(parseHelpMarkup('Πρώτη\nγραμμή\n\nΔεύτερη')).toEqual([
      paragraph(text('Πρώτη'), { type: 'break' }, text('γραμμή')),
      paragraph(text('Δεύτερη')),
    ]);
  });

  it('reads bold and italics, nested', () => {
    expect(
      parseHelpMarkup('**Προσοχή** στο *STOP* και __όχι__ _εδώ_ **μαζί *με* πλάγια**'),
    ).toEqual([
      paragraph(
        { type: 'strong', children: [text('Προσοχή')] },
        text(' στο '),
        { type: 'em', children: [text('STOP')] },
        text(' και '),
        { type: 'strong', children: [text('όχι')] },
        text(' '),
        { type: 'em', children: [text('εδώ')] },
        text(' '),
        {
          type: 'strong',
          children: [text('μαζί '), { type: 'em', children: [text('με')] }, text(' πλάγια')],
        },
      ),
    ]);
  });

  it('leaves unclosed or spaced markers as typed', () => {
    expect(parseHelpMarkup('2 * 3 = 6, **όχι κλειστό, a_b')).toEqual([
      paragraph(text('2 * 3 = 6, **όχι κλειστό, a_b')),
    ]);
    expect(parseHelpMarkup('\\*όχι έμφαση\\*')).toEqual([paragraph(text('*όχι έμφαση*'))]);
  });

  it('reads bullet and numbered lists, each its own list', () => {
    expect(parseHelpMarkup('Κανόνες:\n- ένα\n* **δύο**\n3. τρία\n4) τέσσερα')).toEqual([
      paragraph(text('Κανόνες:')),
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [[text('ένα')], [{ type: 'strong', children: [text('δύο')] }]],
      },
      { type: 'list', ordered: true, start: 3, items: [[text('τρία')], [text('τέσσερα')]] },
    ]);
  });

  it('links to the product’s pages and to https addresses only', () => {
    expect(parseHelpMarkup('Δες [τα σήματα](/el/info/signs).')).toEqual([
      paragraph(
        text('Δες '),
        { type: 'link', href: '/el/info/signs', children: [text('τα σήματα')] },
        text('.'),
      ),
    ]);
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://example.com',
      '//evil.example',
      '/\\evil.example',
      'vbscript:x',
      'mailto:a@b.c',
    ]) {
      expect(isSafeHelpHref(href), href).toBe(false);
      const blocks = parseHelpMarkup(`[κλικ](${href})`);
      expect(JSON.stringify(blocks), href).not.toContain('"link"');
    }
    expect(isSafeHelpHref('https://www.yme.gr/')).toBe(true);
    expect(isSafeHelpHref('/el/theory/3')).toBe(true);
  });

  it('keeps a script tag or raw HTML as plain text', () => {
    const source = '<script>alert(1)</script> <img src=x onerror=alert(1)> **<b>x</b>**';
    const blocks = parseHelpMarkup(source);
    expect(blocks).toEqual([
      paragraph(text('<script>alert(1)</script> <img src=x onerror=alert(1)> '), {
        type: 'strong',
        children: [text('<b>x</b>')],
      }),
    ]);
  });

  it('gives the plain text for previews', () => {
    expect(helpMarkupToText('**Στοπ**: σταματάς.\n\n- ένα\n- δύο')).toBe(
      'Στοπ: σταματάς.\nένα · δύο',
    );
  });

  it('stops nesting deep emphasis', () => {
    const deep = '*'.repeat(40) + 'x' + '*'.repeat(40);
    expect(() => parseHelpMarkup(deep)).not.toThrow();
  });
});
