import { DEFAULT_LANGUAGE, type Language } from '@kokpit/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue } from './catalogue';
import { pageLanguageFormatter } from './format';
import { el } from './locales/el';

/*
 * Greek ships in the main bundle (it is the default and the fallback, SPEC §1); the other
 * catalogues are small chunks fetched when first needed.
 */
const loaders: Record<Exclude<Language, 'el'>, () => Promise<Catalogue>> = {
  en: () => import('./locales/en').then((m) => m.en),
  ru: () => import('./locales/ru').then((m) => m.ru),
  sq: () => import('./locales/sq').then((m) => m.sq),
};

export const i18n = i18next.createInstance();

/** Makes sure a language's catalogue is in i18next before switching to it. */
export async function loadCatalogue(lang: Language): Promise<void> {
  if (lang === 'el' || i18n.hasResourceBundle(lang, 'translation')) return;
  const catalogue = await loaders[lang]();
  i18n.addResourceBundle(lang, 'translation', catalogue, true, true);
}

/** Starts i18next in Greek and then switches to the language the visitor arrives with. */
export async function initI18n(lang: Language): Promise<void> {
  await i18n
    .use(initReactI18next)
    .use(pageLanguageFormatter)
    .init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: { el: { translation: el } },
      partialBundledLanguages: true,
      // Every number and date in a text is written in that text's language (format.ts).
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
      // The catalogue types catch most missing keys; this catches computed ones in development.
      saveMissing: import.meta.env.DEV,
      missingKeyHandler: (_lngs, _ns, key) => console.error(`i18n: missing key "${key}"`),
    });
  if (lang !== DEFAULT_LANGUAGE) {
    await loadCatalogue(lang).catch(() => undefined);
    await i18n.changeLanguage(lang);
  }
}
