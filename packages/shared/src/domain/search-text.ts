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

/**
 * The searchable text of a school's student: name (both orders), username, e-mail and phone,
 * normalised; the phone's digits only, so "694 12" and "69412" both find it. It starts with
 * "last first", so it also sorts the school's lists by name.
 */
export function studentSearchText(s: {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phone: string | null;
}): string {
  const digits = (s.phone ?? '').replace(/\D/g, '');
  return [
    `${s.lastName} ${s.firstName}`,
    `${s.firstName} ${s.lastName}`,
    s.username,
    s.email,
    digits,
  ]
    .map(normalizeSearchText)
    .join('\n');
}

/** What a typed search looks for in studentSearchText: a phone number typed with spaces as digits. */
export function studentSearchNeedle(text: string): string {
  const needle = normalizeSearchText(text);
  return /^[+\d][\d\s()-]*$/.test(needle) ? needle.replace(/\D/g, '') : needle;
}
