/*
 * The vocative of a Greek first name, for greeting someone by it ("Γεια σας, Γιώργο!").
 * Only masculine names change: -ος drops its ς (Γιώργος → Γιώργο), except when the name has
 * more than two syllables and is stressed on the antepenult, which takes -ε (Αλέξανδρος →
 * Αλέξανδρε); -ας, -ης, -ές and -ούς drop their ς (Κώστας → Κώστα). A few common names are
 * exceptions, listed. Feminine names, names in another script and anything else stay as given.
 */

/** Common names pinned by hand, checked before the rule (its table in the unit test). */
const EXCEPTIONS: Record<string, string> = {
  Πέτρος: 'Πέτρο',
  Σπύρος: 'Σπύρο',
  Στέφανος: 'Στέφανε',
  Θεόδωρος: 'Θεόδωρε',
  Φίλιππος: 'Φίλιππε',
  Χριστόφορος: 'Χριστόφορε',
  Γρηγόριος: 'Γρηγόριε',
  Γεώργιος: 'Γεώργιε',
  Δημήτριος: 'Δημήτριε',
  Ευάγγελος: 'Ευάγγελε',
  Άγγελος: 'Άγγελε',
};

const VOWEL_GROUPS = /αι|ει|οι|υι|ου|αυ|ευ|ηυ|[αεηιουωάέήίόύώϊϋΐΰ]/g;
const STRESSED = /[άέήίόύώΐΰ]/;

/** The syllables' vowel groups of a word (lower case), counted as Greek writes them. */
function vowelGroups(word: string): string[] {
  return word.toLowerCase().match(VOWEL_GROUPS) ?? [];
}

/** Whether the stress falls on the third syllable from the end. */
function proparoxytone(word: string): boolean {
  const groups = vowelGroups(word);
  return groups.length >= 3 && STRESSED.test(groups[groups.length - 3]!);
}

/** The vocative of one Greek first name; anything that is not one comes back unchanged. */
export function greekVocative(name: string): string {
  const trimmed = name.trim();
  if (!/^[\u0370-\u03ff\u1f00-\u1fff]+$/.test(trimmed)) return name;
  const exception = EXCEPTIONS[trimmed];
  if (exception) return exception;
  if (/ος$/.test(trimmed)) {
    const stem = trimmed.slice(0, -2);
    return proparoxytone(trimmed) ? `${stem}ε` : `${stem}ο`;
  }
  if (/(ας|ης|ής|άς|ές|ούς)$/.test(trimmed)) return trimmed.slice(0, -1);
  return trimmed;
}
