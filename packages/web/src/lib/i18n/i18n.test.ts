import { describe, expect, it } from 'vitest';
import { serverMessages } from '@kokpit/shared';
import { el } from './locales/el';
import { en } from './locales/en';
import { ru } from './locales/ru';
import { sq } from './locales/sq';

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
