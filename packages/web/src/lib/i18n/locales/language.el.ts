/** The language switcher and the offer of another language (the offer is shown in the language it offers). */
export const languageEl = {
  label: 'Γλώσσα',
  choose: 'Επιλογή γλώσσας',
  invalid: 'Μη έγκυρος κωδικός γλώσσας',
  names: { el: 'Ελληνικά', en: 'English', ru: 'Русский', sq: 'Shqip' },
  /** The offer to switch from the Greek default, written in the language offered. */
  offerText: 'Το Kokpit μιλά και ελληνικά.',
  offerSwitch: 'Αλλαγή σε ελληνικά',
  offerDismiss: 'Όχι, ευχαριστώ',
} as const;
