import type { Language } from '@kokpit/shared';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './language';

/** The UI language, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  useTranslation();
  return currentLanguage();
}
