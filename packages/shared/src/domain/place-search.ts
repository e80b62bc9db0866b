import { normalizeSearchText } from './search-text.js';
import { transliterateNormalized } from './transliterate.js';

/*
 * Place names as the place search compares them. Greek and Latin meet in one folded Latin
 * "sound skeleton" (ου → u, αι → e, ει/οι/υ → i, χ/ch → h, double letters once), and each word
 * loses its case ending, because the gazetteer names municipalities in the genitive
 * ("Θεσσαλονίκης", "Πατρέων", "Χανίων") while people type the nominative, in either alphabet
 * ("Θεσσαλονίκη", "thessaloniki", "Patras", "Chania"): all of these meet at one stem.
 */

/** Latin spellings folded to one: the order matters (ch before h, ai before i…). */
const FOLDS: [RegExp, string][] = [
  [/ph/g, 'f'],
  [/ch|kh/g, 'h'],
  [/ks/g, 'x'],
  [/c/g, 'k'],
  [/y/g, 'i'],
  [/w/g, 'o'],
  [/ou/g, 'u'],
  [/ae|ai/g, 'e'],
  [/ei|oi/g, 'i'],
  [/mp/g, 'b'],
  [/nt/g, 'd'],
  [/gk/g, 'g'],
  [/gg/g, 'ng'],
  [/(.)\1+/g, '$1'],
];

/** Case endings, longest first; a stem keeps at least three letters. */
const ENDINGS = [
  'ieon',
  'eon',
  'ion',
  'ias',
  'ios',
  'iu',
  'io',
  'ia',
  'on',
  'us',
  'es',
  'is',
  'as',
  'os',
  'u',
  'i',
  'a',
  'o',
  'e',
  's',
];
const MIN_STEM = 3;

/** The folded Latin skeleton of a name: words of [a-z0-9] separated by single spaces. */
export function placeKey(text: string): string {
  let key = transliterateNormalized(normalizeSearchText(text)).replace(/[^a-z0-9/]+/g, ' ');
  for (const [from, to] of FOLDS) key = key.replace(from, to);
  return key.replace(/\s+/g, ' ').trim();
}

function stemWord(word: string): string {
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM) {
      return word.slice(0, -ending.length);
    }
  }
  return word;
}

/** Each word of the skeleton without its case ending ("Θεσσαλονίκης" → "thesalonik"). */
export function placeStem(text: string): string {
  return placeKey(text)
    .split(' ')
    .filter(Boolean)
    .map((w) => {
      // "θεσ/νικη": the part before the slash is a cut-off beginning, not a word to stem.
      const parts = w.split('/');
      return [...parts.slice(0, -1), stemWord(parts.at(-1)!)].join('/');
    })
    .join(' ');
}

/*
 * Names whose common form shares no stem with the gazetteer's (English exonyms, irregular
 * genitives): what is typed → the name searched instead.
 */
const ALIASES: [string[], string][] = [
  [['Athens', 'Athenes', 'Afina'], 'Αθήνα'],
  [['Salonica', 'Salonika', 'Saloniki'], 'Θεσσαλονίκη'],
  [['Heraklion', 'Herakleion', 'Iraklion'], 'Ηράκλειο'],
  [['Ioannina', 'Ιωάννινα', 'Γιάννενα', 'Γιάννινα', 'Yannina'], 'Ιωαννιτών'],
  [['Trikala', 'Τρίκαλα'], 'Τρικκαίων'],
  [['Marousi', 'Maroussi', 'Μαρούσι'], 'Αμαρουσίου'],
  [['Livadeia', 'Livadia', 'Λιβαδειά'], 'Λεβαδέων'],
  [['Corfu', 'Korfu'], 'Κέρκυρα'],
  [['Crete', 'Kreta'], 'Κρήτη'],
  [['Rhodes', 'Rodos'], 'Ρόδος'],
];
const ALIAS_BY_STEM = new Map<string, string>(
  ALIASES.flatMap(([names, target]) => names.map((n) => [placeStem(n), target] as const)),
);

/** What a typed search is: a postal code (its digits), or a name's stems. */
export type PlaceNeedle =
  { kind: 'postcode'; digits: string } | { kind: 'name'; stem: string } | { kind: 'empty' };

/**
 * Reads a typed place: "546 22" and "54622" are a postal code (three digits or more), any
 * other text a name ("Θεσ/νίκη" keeps its slash: the two parts are looked for in order).
 */
export function placeNeedle(text: string): PlaceNeedle {
  const trimmed = text.trim();
  const code = trimmed.replace(/^(τ\.?\s*κ\.?|t\.?\s*k\.?)\s*/i, '');
  if (/^\d{3}\s?\d{0,2}$/.test(code)) return { kind: 'postcode', digits: code.replace(/\s/g, '') };
  const stem = placeStem(trimmed);
  if (!stem) return { kind: 'empty' };
  const alias = ALIAS_BY_STEM.get(stem);
  return { kind: 'name', stem: alias ? placeStem(alias) : stem };
}

/** Place kinds, most likely meant first when two places share a name. */
export const PLACE_KINDS = [
  'municipality',
  'municipal-unit',
  'community',
  'area',
  'regional-unit',
  'region',
] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** A school with nothing closer than this is "far" from the place searched (SPEC §9). */
export const NEAR_SCHOOL_KM = 30;
