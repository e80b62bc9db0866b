import { describe, expect, it } from 'vitest';
import { serverMessages } from '@kokpit/shared';
import { adminTextsEl } from './locales/admin-texts.el';
import { adminTextsEn } from './locales/admin-texts.en';
import { adminTextsRu } from './locales/admin-texts.ru';
import { adminTextsSq } from './locales/admin-texts.sq';
import { el as elCore } from './locales/el';
import { en as enCore } from './locales/en';
import { ru as ruCore } from './locales/ru';
import { pagesTextsEl } from './locales/pages-texts.el';
import { schoolTextsEl } from './locales/school-texts.el';
import { pagesTextsEn } from './locales/pages-texts.en';
import { schoolTextsEn } from './locales/school-texts.en';
import { pagesTextsRu } from './locales/pages-texts.ru';
import { schoolTextsRu } from './locales/school-texts.ru';
import { pagesTextsSq } from './locales/pages-texts.sq';
import { schoolTextsSq } from './locales/school-texts.sq';
import { sq as sqCore } from './locales/sq';

/** A catalogue with its parts merged in, as i18next holds it once every part is loaded. */
function merged(...parts: object[]): object {
  const out: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const before = out[key];
      out[key] =
        typeof value === 'object' && typeof before === 'object' && before !== null
          ? merged(before, value as object)
          : value;
    }
  }
  return out;
}

const el = merged(elCore, pagesTextsEl, schoolTextsEl, adminTextsEl);
const en = merged(enCore, pagesTextsEn, schoolTextsEn, adminTextsEn);
const ru = merged(ruCore, pagesTextsRu, schoolTextsRu, adminTextsRu);
const sq = merged(sqCore, pagesTextsSq, schoolTextsSq, adminTextsSq);

/** Every leaf key of a catalogue, as dotted paths. */
function keysOf(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

function leaves(catalogue: object, prefix = ''): [string, unknown][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('UI catalogues', () => {
  const source = keysOf(el).sort();
  const others = { en, ru, sq };

  it.each(Object.entries(others))(
    '%s has exactly the keys of el (none missing, none extra)',
    (_lang, catalogue) => {
      const keys = keysOf(catalogue).sort();
      expect(
        keys.filter((k) => !source.includes(k)),
        'extra keys',
      ).toEqual([]);
      expect(
        source.filter((k) => !keys.includes(k)),
        'missing keys',
      ).toEqual([]);
    },
  );

  it.each(Object.entries({ el, ...others }))('%s has no empty text', (_lang, catalogue) => {
    const empty = leaves(catalogue).filter(
      ([, value]) => typeof value !== 'string' || value.trim() === '',
    );
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it.each(Object.entries(others))('%s keeps the placeholders of el', (_lang, catalogue) => {
    const sourceTexts = new Map(leaves(el));
    const mismatched = leaves(catalogue)
      .filter(([key, text]) => {
        const original = sourceTexts.get(key);
        return typeof original === 'string' && typeof text === 'string'
          ? placeholders(original).join() !== placeholders(text).join()
          : false;
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});

describe('the ministry exam', () => {
  /*
   * One name per language on every page and in every server message: "εξέταση υπουργείου",
   * "ministry exam", "экзамен министерства", "provimi i ministrisë". The tryout found
   * "ministry test", "simulation" and "пробный экзамен" beside them.
   */
  const otherNames: Record<string, RegExp> = {
    el: /προσομοίωσ|τεστ υπουργείου|εξέτασ\S* του υπουργείου/i,
    en: /ministry test|simulation/i,
    ru: /симуляц|пробн\S* экзамен/i,
    sq: /simulim|test\S* e ministrisë/i,
  };
  const catalogues = { el, en, ru, sq };

  it.each(Object.keys(otherNames))('%s names it one way only', (lang) => {
    const texts = [
      ...leaves(catalogues[lang as keyof typeof catalogues]),
      ...Object.entries(serverMessages[lang as keyof typeof serverMessages]),
    ];
    const others = texts.filter(
      ([, text]) => typeof text === 'string' && otherNames[lang]!.test(text),
    );
    expect(others.map(([key]) => key)).toEqual([]);
  });
});
