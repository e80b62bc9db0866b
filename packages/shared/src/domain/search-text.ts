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

/** Letters a stored text may hold that normalizeSearchText turns into another single letter. */
const FOLDED_RANGES: [from: number, to: number][] = [
  [0x41, 0x5a], // Latin capitals
  // Latin-1's accented letters (é, ç, ë…): those of the product's languages. Latin Extended
  // would triple the replaces of a Latin needle ("e" has 26 accented forms) for letters its
  // texts do not hold.
  [0xc0, 0xff],
  [0x370, 0x3ff], // Greek
  [0x400, 0x4ff], // Cyrillic
];

function foldPairs(): Map<string, string[]> {
  const byTarget = new Map<string, string[]>();
  for (const [from, to] of FOLDED_RANGES) {
    for (let cp = from; cp <= to; cp++) {
      const ch = String.fromCodePoint(cp);
      const folded = normalizeSearchText(ch);
      if (folded === ch || [...folded].length !== 1) continue;
      byTarget.set(folded, [...(byTarget.get(folded) ?? []), ch]);
    }
  }
  return byTarget;
}

let pairsByTarget: Map<string, string[]> | undefined;

/**
 * What a database must replace in a stored text, besides lowering ASCII, to compare it with a
 * needle folded by normalizeSearchText: for each letter of the needle, the letters that fold to
 * it ("α" ← "Α", "ά", "Ά"; "e" ← "é", "É"…), and the combining accents a decomposed text may
 * hold (→ ""). Only the needle's own letters matter: any other letter cannot match it folded
 * or not, so the database's work grows with the needle, not with the alphabets.
 */
export function searchFoldReplacements(needle: string): [from: string, to: string][] {
  pairsByTarget ??= foldPairs();
  const out: [string, string][] = [
    ['\u0301', ''],
    ['\u0308', ''],
  ];
  for (const letter of new Set(needle)) {
    for (const from of pairsByTarget.get(letter) ?? []) {
      // ASCII capitals are lowered by the database's lower() on both databases.
      if (!/^[A-Z]$/.test(from)) out.push([from, letter]);
    }
  }
  return out;
}
