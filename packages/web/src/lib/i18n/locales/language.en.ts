import type { Widen } from '../catalogue';
import type { languageEl } from './language.el';

export const languageEn: Widen<typeof languageEl> = {
  label: 'Language',
  choose: 'Choose language',
  invalid: 'Invalid language code',
  names: { el: 'Ελληνικά', en: 'English', ru: 'Русский', sq: 'Shqip' },
  offerText: 'Kokpit is in Greek. It is also available in English.',
  offerSwitch: 'Switch to English',
  offerDismiss: 'No, thanks',
};
