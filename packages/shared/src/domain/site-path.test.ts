import { describe, expect, it } from 'vitest';
import { isSitePath } from './site-path.js';

describe('a path of this site', () => {
  it('is a path from the root', () => {
    for (const href of ['/', '/el/page/terms-of-use', '/en/student?x=1#top', '/el/#reset=x']) {
      expect(isSitePath(href), href).toBe(true);
    }
  });

  it('is never another host, however it is spelled', () => {
    for (const href of [
      '//evil.example/',
      '/\\evil.example/',
      '\\\\evil.example/',
      '\\/evil.example/',
      '/\t/evil.example/',
      '/\n/evil.example/',
      '/%5Cevil.example/x\\y',
      'https://evil.example/',
      'javascript:alert(1)',
      'evil.example',
      '',
    ]) {
      expect(isSitePath(href), JSON.stringify(href)).toBe(false);
    }
  });
});
