import { describe, expect, it } from 'vitest';
import { browserLanguage, languageToOffer } from './language';

describe('the Greek default and the offer to switch', () => {
  it('takes the first of the browser’s languages that Kokpit speaks', () => {
    expect(browserLanguage(['de-DE', 'en-US', 'el'])).toBe('en');
    expect(browserLanguage(['sq-AL'])).toBe('sq');
    expect(browserLanguage(['fr', 'de'])).toBeNull();
  });

  it('offers an English browser English on a Greek page, once', () => {
    expect(languageToOffer('el', 'en', false)).toBe('en');
    expect(languageToOffer('el', 'ru', false)).toBe('ru');
    expect(languageToOffer('el', 'en', true), 'answered before').toBeNull();
  });

  it('offers nothing to a Greek browser, or on a page in a language the visitor chose', () => {
    expect(languageToOffer('el', 'el', false)).toBeNull();
    expect(languageToOffer('el', null, false)).toBeNull();
    expect(languageToOffer('sq', 'en', false)).toBeNull();
  });
});
