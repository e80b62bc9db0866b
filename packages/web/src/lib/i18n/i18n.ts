import { DEFAULT_LANGUAGE, type Language } from '@kokpit/shared';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue } from './catalogue';
import { pageLanguageFormatter } from './format';
import { el } from './locales/el';

/*
 * Greek's core catalogue (what the shell and the home page show) ships in the main bundle (it is
 * the default and the fallback, SPEC §1); the other languages' are small chunks fetched when
 * first needed. The texts of the other pages, of the school portal and of the back office are
 * parts of their own, in every language Greek included, fetched with the page groups that show
 * them (`loadTexts`), so the home page never carries them.
 */
const loaders: Record<Exclude<Language, 'el'>, () => Promise<Catalogue>> = {
  en: () => import('./locales/en').then((m) => m.en),
  ru: () => import('./locales/ru').then((m) => m.ru),
  sq: () => import('./locales/sq').then((m) => m.sq),
};

/** Texts merged deep into the catalogue (a part may add keys inside a core section). */
type Part = object;

const partLoaders = {
  pages: {
    el: () => import('./locales/pages-texts.el').then((m) => m.pagesTextsEl),
    en: () => import('./locales/pages-texts.en').then((m) => m.pagesTextsEn),
    ru: () => import('./locales/pages-texts.ru').then((m) => m.pagesTextsRu),
    sq: () => import('./locales/pages-texts.sq').then((m) => m.pagesTextsSq),
  },
  admin: {
    el: () => import('./locales/admin-texts.el').then((m) => m.adminTextsEl),
    en: () => import('./locales/admin-texts.en').then((m) => m.adminTextsEn),
    ru: () => import('./locales/admin-texts.ru').then((m) => m.adminTextsRu),
    sq: () => import('./locales/admin-texts.sq').then((m) => m.adminTextsSq),
  },
  school: {
    el: () => import('./locales/school-texts.el').then((m) => m.schoolTextsEl),
    en: () => import('./locales/school-texts.en').then((m) => m.schoolTextsEn),
    ru: () => import('./locales/school-texts.ru').then((m) => m.schoolTextsRu),
    sq: () => import('./locales/school-texts.sq').then((m) => m.schoolTextsSq),
  },
} satisfies Record<string, Record<Language, () => Promise<Part>>>;

/** A part of the texts that only some page groups show. */
export type TextPart = keyof typeof partLoaders;

export const i18n = i18next.createInstance();

/** Parts a page group has asked for: a change of language fetches them in the new one too. */
const wantedParts = new Set<TextPart>();
const loadedParts = new Map<string, Promise<void>>();
/** Languages whose core catalogue is in i18next (a part alone does not count). */
const loadedCores = new Set<Language>(['el']);

function loadPart(lang: Language, part: TextPart): Promise<void> {
  const key = `${lang}:${part}`;
  let loading = loadedParts.get(key);
  if (!loading) {
    loading = partLoaders[part][lang]().then((texts) => {
      i18n.addResourceBundle(lang, 'translation', texts, true, true);
    });
    // A failed fetch (offline, a new release) is tried again next time.
    loading.catch(() => loadedParts.delete(key));
    loadedParts.set(key, loading);
  }
  return loading;
}

/**
 * The texts of a part in the page's language, before a page group that shows them renders
 * (pages.tsx); from then on every language switched to brings the part too.
 */
export function loadTexts(part: TextPart): Promise<void> {
  wantedParts.add(part);
  return loadPart(i18n.language as Language, part);
}

/** A lazily loaded module once the texts it shows are here too. */
export function withTexts<M>(module: Promise<M>, ...parts: TextPart[]): Promise<M> {
  return Promise.all([module, ...parts.map(loadTexts)]).then(([m]) => m);
}

/** Makes sure a language's catalogue (and the parts in use) is in i18next before switching. */
export async function loadCatalogue(lang: Language): Promise<void> {
  if (lang !== 'el' && !loadedCores.has(lang)) {
    const catalogue = await loaders[lang]();
    i18n.addResourceBundle(lang, 'translation', catalogue, true, true);
    loadedCores.add(lang);
  }
  await Promise.all([...wantedParts].map((part) => loadPart(lang, part)));
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
