import { describe, expect, it } from 'vitest';
import { fragmentParams, linkParam, withoutLinkParams } from './link-secrets';

describe('tokens handed over in a page address', () => {
  it('are read from the fragment, or from the query of a link mailed before', () => {
    expect(linkParam({ hash: '#reset=abc', search: '' }, 'reset')).toBe('abc');
    expect(linkParam({ hash: '', search: '?reset=old' }, 'reset')).toBe('old');
    expect(linkParam({ hash: '#reset=new', search: '?reset=old' }, 'reset')).toBe('new');
    expect(linkParam({ hash: '#account', search: '' }, 'reset')).toBeNull();
    expect(fragmentParams('#ticket=t&provider=local').get('provider')).toBe('local');
  });

  it('leave the address without touching the rest of it', () => {
    const at = (search: string, hash: string) => ({ pathname: '/el/', search, hash });
    expect(withoutLinkParams(at('', '#reset=abc'), ['reset', 'invite'])).toEqual(at('', ''));
    expect(withoutLinkParams(at('?lang=el&reset=o', '#invite=i&x=1'), ['reset', 'invite'])).toEqual(
      at('?lang=el', '#x=1'),
    );
    expect(withoutLinkParams(at('', '#account'), ['reset'])).toEqual(at('', '#account'));
  });
});
