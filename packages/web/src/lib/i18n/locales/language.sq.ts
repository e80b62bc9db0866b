import type { Widen } from '../catalogue';
import type { languageEl } from './language.el';

export const languageSq: Widen<typeof languageEl> = {
  label: 'Gjuha',
  choose: 'Zgjidh gjuhën',
  invalid: 'Kod gjuhe i pavlefshëm',
  names: { el: 'Ελληνικά', en: 'English', ru: 'Русский', sq: 'Shqip' },
  offerText: 'Kokpit është në greqisht. Ai ofrohet edhe në shqip.',
  offerSwitch: 'Kalo në shqip',
  offerDismiss: 'Jo, faleminderit',
};
