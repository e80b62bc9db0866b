import { describe, expect, it } from 'vitest';
import {
  normalizeSearchText,
  searchFoldReplacements,
  studentSearchNeedle,
  studentSearchText,
} from './search-text.js';

describe('search text', () => {
  it('folds Greek case and accents', () => {
    for (const text of ['Αθήνα', 'ΑΘΗΝΑ', 'αθηνα', 'ΑΘΉΝΑ', 'αθήνα'])
      expect(normalizeSearchText(text)).toBe('αθηνα');
  });

  it('folds final sigma and the diaeresis', () => {
    expect(normalizeSearchText('Πειραιάς')).toBe('πειραιασ');
    expect(normalizeSearchText('ΠΕΙΡΑΙΑΣ')).toBe('πειραιασ');
    expect(normalizeSearchText('Προϊόν ΠΡΟΪΟΝ')).toBe('προιον προιον');
    expect(normalizeSearchText('ΐ ΰ')).toBe('ι υ');
  });

  it('folds Latin case and accents, and white space', () => {
    expect(normalizeSearchText('  Kokpit   École\tDriving ')).toBe('kokpit ecole driving');
  });

  it('leaves digits alone', () => {
    expect(normalizeSearchText('ΤΚ 104 31')).toBe('τκ 104 31');
  });
});

describe('studentSearchText / studentSearchNeedle', () => {
  const text = studentSearchText({
    firstName: 'Σπύρος',
    lastName: 'Παπαδάκης',
    username: 'Spyros.P',
    email: 'Spyros@Example.gr',
    phone: '694 123 4567',
  });

  it.each([
    'σπυρ',
    'ΣΠΥΡΟΣ',
    'παπαδακησ σπυ',
    'Παπαδάκης',
    'spyros.p',
    'example.gr',
    '694 12',
    '69412',
  ])('finds the student by %s', (typed) => {
    expect(text.includes(studentSearchNeedle(typed))).toBe(true);
  });

  it('begins with "last first", so sorting by it sorts by last name', () => {
    expect(text.split('\n')[0]).toBe('παπαδακησ σπυροσ');
  });

  it('does not find by text the student has nowhere', () => {
    expect(text.includes(studentSearchNeedle('Γιώργος'))).toBe(false);
  });
});

describe('searchFoldReplacements', () => {
  const apply = (stored: string, needle: string) =>
    searchFoldReplacements(needle).reduce(
      (text, [from, to]) => text.split(from).join(to),
      stored.replace(/[A-Z]/g, (c) => c.toLowerCase()),
    );

  it('turns a stored text into the folded needle wherever it matches', () => {
    for (const stored of ['Αθήνα', 'ΑΘΗΝΑ', 'αθηνα', 'ΑΘΉΝΑ', 'Αθη\u0301να'])
      expect(apply(stored, 'αθηνα')).toContain('αθηνα');
    expect(apply('Σχολή Οδηγών', 'σχολη')).toContain('σχολη');
    expect(apply('ΝΙΚΟΛΑΟΥ', 'νικολαου')).toBe('νικολαου');
    expect(apply('Πειραιάς', 'πειραιασ')).toBe('πειραιασ');
    expect(apply('Προϊόν', 'προιον')).toBe('προιον');
    expect(apply('École Émile', 'ecole emile')).toBe('ecole emile');
    expect(apply('МОСКВА', 'москва')).toBe('москва');
  });

  it('replaces only letters that fold to one of the needle’s', () => {
    const from = searchFoldReplacements('αβ').map(([f]) => f);
    expect(from).toEqual(expect.arrayContaining(['Α', 'ά', 'Ά', 'Β']));
    expect(from).not.toContain('Ω');
    expect(from).not.toContain('A');
  });
});
