import { describe, expect, it } from 'vitest';
import { placeKey, placeNeedle, placeStem } from './place-search.js';
import { slugify, transliterate } from './transliterate.js';

describe('Greek in Latin letters', () => {
  it('follows ELOT 743 for the common cases', () => {
    expect(transliterate('Θεσσαλονίκη')).toBe('thessaloniki');
    expect(transliterate('Χανιά')).toBe('chania');
    expect(transliterate('ΕΥΚΑΡΠΊΑ')).toBe('efkarpia');
    expect(transliterate('Ευόσμος')).toBe('evosmos');
    expect(transliterate('Ναύπλιο')).toBe('nafplio');
    expect(transliterate('Μπαμπάκου')).toBe('mpampakou');
    expect(transliterate('Ψυχικό')).toBe('psychiko');
  });

  it('makes slugs of names in any alphabet', () => {
    expect(slugify('Σχολή Οδηγών Ακρόπολη')).toBe('scholi-odigon-akropoli');
    expect(slugify('  Driving School Élan! ')).toBe('driving-school-elan');
    expect(slugify('???')).toBe('school');
  });
});

describe('place names as search compares them', () => {
  it('meets the nominative someone types and the genitive of the gazetteer', () => {
    const pairs: [string, string][] = [
      ['Θεσσαλονίκη', 'Θεσσαλονίκης'],
      ['thessaloniki', 'Θεσσαλονίκης'],
      ['Thessaloniki', 'Θεσσαλονίκης'],
      ['ΘΕΣΣΑΛΟΝΙΚΗ', 'Θεσσαλονίκης'],
      ['Αθήνα', 'Αθηναίων'],
      ['Πάτρα', 'Πατρέων'],
      ['Patras', 'Πατρέων'],
      ['Πειραιάς', 'Πειραιώς'],
      ['Piraeus', 'Πειραιώς'],
      ['Χανιά', 'Χανίων'],
      ['Chania', 'Χανίων'],
      ['Hania', 'Χανίων'],
      ['Λαμία', 'Λαμιέων'],
      ['Λάρισα', 'Λαρισαίων'],
      ['Larissa', 'Λαρισαίων'],
      ['Ηράκλειο', 'Ηρακλείου'],
      ['Βόλος', 'Βόλου'],
      ['Γαλάτσι', 'Γαλατσίου'],
      ['Νέα Σμύρνη', 'Νέας Σμύρνης'],
      ['Άγιος Δημήτριος', 'Αγίου Δημητρίου'],
      ['Kerkyra', 'Κέρκυρας'],
      ['Xanthi', 'Ξάνθης'],
      ['Veria', 'Βεροίας'],
      ['Mesologgi', 'Μεσολογγίου'],
    ];
    for (const [typed, official] of pairs)
      expect(placeStem(typed), typed).toBe(placeStem(official));
  });

  it('reads postal codes with or without a space or a "ΤΚ"', () => {
    expect(placeNeedle('54622')).toEqual({ kind: 'postcode', digits: '54622' });
    expect(placeNeedle(' 546 22 ')).toEqual({ kind: 'postcode', digits: '54622' });
    expect(placeNeedle('Τ.Κ. 10431')).toEqual({ kind: 'postcode', digits: '10431' });
    expect(placeNeedle('546')).toEqual({ kind: 'postcode', digits: '546' });
  });

  it('turns exonyms into the gazetteer name and keeps a slash abbreviation', () => {
    expect(placeNeedle('Athens')).toEqual({ kind: 'name', stem: placeStem('Αθηναίων') });
    expect(placeNeedle('Ioannina')).toEqual({ kind: 'name', stem: placeStem('Ιωαννιτών') });
    expect(placeNeedle('Θεσ/νίκη')).toEqual({ kind: 'name', stem: 'thes/nik' });
    expect(placeNeedle('  ')).toEqual({ kind: 'empty' });
    expect(placeKey('Πυλαίας - Χορτιάτη')).toBe('pileas hortiati');
  });
});
