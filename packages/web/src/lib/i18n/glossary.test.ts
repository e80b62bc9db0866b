import { GLOSSARY, serverMessages, type Language } from '@kokpit/shared';
import { describe, expect, it } from 'vitest';
import { adminTextsEl } from './locales/admin-texts.el';
import { adminTextsEn } from './locales/admin-texts.en';
import { adminTextsRu } from './locales/admin-texts.ru';
import { adminTextsSq } from './locales/admin-texts.sq';
import { el } from './locales/el';
import { en } from './locales/en';
import { pagesTextsEl } from './locales/pages-texts.el';
import { pagesTextsEn } from './locales/pages-texts.en';
import { pagesTextsRu } from './locales/pages-texts.ru';
import { pagesTextsSq } from './locales/pages-texts.sq';
import { ru } from './locales/ru';
import { schoolTextsEl } from './locales/school-texts.el';
import { schoolTextsEn } from './locales/school-texts.en';
import { schoolTextsRu } from './locales/school-texts.ru';
import { schoolTextsSq } from './locales/school-texts.sq';
import { sq } from './locales/sq';

/*
 * Issue 33, item 7: the catalogues follow the product's glossary (shared i18n/glossary.ts):
 * one spelling per term in each language, in the server's messages and the web's texts alike.
 */

/** Every text of these catalogues with where it is ("web pagesTexts.stats.seen"). */
function texts(source: string, catalogue: object, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? texts(source, value as object, `${prefix}${key}.`)
      : typeof value === 'string'
        ? [[`${source} ${prefix}${key}`, value] as [string, string]]
        : [],
  );
}

const WEB: Record<Language, object[]> = {
  el: [el, pagesTextsEl, schoolTextsEl, adminTextsEl],
  en: [en, pagesTextsEn, schoolTextsEn, adminTextsEn],
  ru: [ru, pagesTextsRu, schoolTextsRu, adminTextsRu],
  sq: [sq, pagesTextsSq, schoolTextsSq, adminTextsSq],
};

const textsOf = (lang: Language): [string, string][] => [
  ...texts('server', serverMessages[lang]),
  ...WEB[lang].flatMap((part) => texts('web', part)),
];

const LANGUAGES: Language[] = ['el', 'en', 'ru', 'sq'];

describe('the catalogues follow the glossary', () => {
  it.each(LANGUAGES)('%s uses one spelling per term', (lang) => {
    const all = textsOf(lang);
    const offending = Object.entries(GLOSSARY).flatMap(([term, entry]) => {
      const patterns = entry.avoid?.[lang] ?? [];
      return patterns.flatMap((pattern) =>
        all
          .filter(([, text]) => pattern.test(text))
          .map(([where, text]) => `${term} (${entry.use[lang]}): ${where} = ${text}`),
      );
    });
    expect(offending).toEqual([]);
  });

  it('names every term in the four languages', () => {
    for (const [term, entry] of Object.entries(GLOSSARY)) {
      for (const lang of LANGUAGES) expect(entry.use[lang].trim(), `${term} ${lang}`).not.toBe('');
    }
  });

  it('catches what it is there to catch', () => {
    const hits = (term: keyof typeof GLOSSARY, lang: Language, text: string) =>
      (GLOSSARY[term].avoid?.[lang] ?? []).some((p) => p.test(text));
    expect(hits('namedPerson', 'el', 'Ο λογαριασμός του/της {{name}} θα διαγραφεί')).toBe(true);
    expect(hits('namedPerson', 'el', 'Θα διαγραφεί ο λογαριασμός: {{name}}')).toBe(false);
    expect(hits('namedSchool', 'el', 'Η ομάδα ενέκρινε τη σχολή {school}.')).toBe(true);
    expect(hits('namedSchool', 'el', 'Η ομάδα ενέκρινε την εγγραφή σας: «{school}».')).toBe(false);
    expect(hits('motorcycle', 'el', 'Μοτοσυκλέτα (Α)')).toBe(true);
    expect(hits('demo', 'el', 'στην έκδοση DEMO')).toBe(true);
    expect(hits('cancel', 'el', 'Άκυρο')).toBe(true);
    expect(hits('releaseCoupon', 'en', 'Free (3)')).toBe(true);
    expect(hits('email', 'en', 'Create your account for {{email}}.')).toBe(false);
    expect(hits('email', 'en', 'Check your email.')).toBe(true);
  });
});
