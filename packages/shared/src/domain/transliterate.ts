import { normalizeSearchText } from './search-text.js';

/*
 * Greek in Latin letters, close to ELOT 743 (the Greek passport standard): "Θεσσαλονίκη" gives
 * "thessaloniki", "Χανιά" "chania", "Ευκαρπία" "efkarpia". Used for school slugs and, folded
 * further by place-search.ts, to compare what a user typed in either alphabet.
 */

const PAIRS: Record<string, string> = {
  αι: 'ai',
  ει: 'ei',
  οι: 'oi',
  ου: 'ou',
  υι: 'yi',
  μπ: 'mp',
  ντ: 'nt',
  γκ: 'gk',
  γγ: 'ng',
  γχ: 'nch',
  γξ: 'nx',
};

const LETTERS: Record<string, string> = {
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/** Before these αυ/ευ sound "af"/"ef"; elsewhere "av"/"ev". */
const VOICELESS = new Set([...'θκξπστφχψ']);

/**
 * Greek letters of already normalised text (lower case, no accents: `normalizeSearchText`)
 * written in Latin; anything else is kept as it is.
 */
export function transliterateNormalized(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const next = text[i + 1] ?? '';
    if ((c === 'α' || c === 'ε' || c === 'η') && next === 'υ') {
      const after = text[i + 2] ?? '';
      const base = LETTERS[c]!;
      out += base + (after === '' || after === ' ' || VOICELESS.has(after) ? 'f' : 'v');
      i++;
      continue;
    }
    const pair = PAIRS[c + next];
    if (pair) {
      out += pair;
      i++;
      continue;
    }
    out += LETTERS[c] ?? c;
  }
  return out;
}

/** Any text in Latin letters, lower case and without accents ("Αθήνα" → "athina"). */
export function transliterate(text: string): string {
  return transliterateNormalized(normalizeSearchText(text));
}

/**
 * A URL path segment from a name: transliterated, letters and digits joined by single hyphens,
 * at most `max` characters ("Σχολή Οδηγών Ακρόπολη" → "scholi-odigon-akropoli").
 */
export function slugify(text: string, max = 80): string {
  const slug = transliterate(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, max).replace(/-+$/, '') || 'school';
}
