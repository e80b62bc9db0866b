/*
 * Text as search compares it: Greek (and Latin) without case or accents. SQLite's lower() and
 * LIKE fold ASCII only, so searchable text is stored normalised by this function when written,
 * and the needle is normalised the same way when searched.
 */

const COMBINING_MARKS = /\p{M}/gu;

/**
 * Lower case, accents and diaeresis removed (ά → α, ϊ → ι, é → e), final sigma folded to σ,
 * runs of white space as one space. "Αθήνα", "ΑΘΗΝΑ" and "αθηνα" all give "αθηνα";
 * "Πειραιάς" gives "πειραιασ".
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/ς/g, 'σ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The searchable text of a school: its name and where it is, normalised (one line each). */
export function schoolSearchText(s: {
  name: string;
  city: string;
  area: string;
  region: string;
}): string {
  return [s.name, s.city, s.area, s.region].map(normalizeSearchText).join('\n');
}
