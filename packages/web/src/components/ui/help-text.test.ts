import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HelpText } from './help-text';

const html = (source: string) => renderToStaticMarkup(createElement(HelpText, { source }));

describe('a help text on the page', () => {
  it('draws paragraphs, emphasis, lists and allowed links as elements', () => {
    expect(html('**Στοπ** *πάντα*\n\n- ένα\n- [σήματα](/el/page/signs)\n\n2. δύο')).toBe(
      '<div data-help-text="">' +
        '<p><strong>Στοπ</strong> <em>πάντα</em></p>' +
        '<ul><li>ένα</li><li><a href="/el/page/signs" target="_blank" rel="noopener noreferrer">σήματα</a></li></ul>' +
        '<ol start="2"><li>δύο</li></ol>' +
        '</div>',
    );
  });

  it('never lets a script tag, raw HTML or a javascript: link reach the page as HTML', () => {
    const out = html(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)"> [κλικ](javascript:alert(3)) ' +
        '**<iframe src="//evil.example"></iframe>**',
    );
    expect(out).not.toMatch(/<script|<img|<iframe|href="javascript/i);
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('&lt;img src=x onerror=&quot;alert(2)&quot;&gt; κλικ');
    expect(out).toContain('<strong>&lt;iframe');
  });
});
