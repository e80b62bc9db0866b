import { describe, expect, it } from 'vitest';
import { normalizeSearchText } from './search-text.js';

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
