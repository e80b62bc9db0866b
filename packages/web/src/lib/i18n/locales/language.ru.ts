import type { Widen } from '../catalogue';
import type { languageEl } from './language.el';

export const languageRu: Widen<typeof languageEl> = {
  label: 'Язык',
  choose: 'Выбрать язык',
  invalid: 'Недопустимый код языка',
  names: { el: 'Ελληνικά', en: 'English', ru: 'Русский', sq: 'Shqip' },
  offerText: 'Kokpit открыт на греческом. Он есть и на русском.',
  offerSwitch: 'Перейти на русский',
  offerDismiss: 'Нет, спасибо',
};
