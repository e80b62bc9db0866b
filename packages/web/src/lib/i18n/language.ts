import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@kokpit/shared';
import { getSocket, request, setSocketLanguage } from '../socket';
import { i18n, loadCatalogue } from './i18n';

const STORAGE_KEY = 'kokpit.lang';

/** The language a route path names (`/en/...`), if any. */
export function languageInPath(pathname: string): Language | null {
  const first = pathname.split('/')[1];
  return isLanguage(first) ? first : null;
}

/** The path with its language segment replaced (or added, for `/`). */
export function pathWithLanguage(pathname: string, lang: Language): string {
  const parts = pathname.split('/');
  if (parts.length > 1 && parts[1] !== '') {
    parts[1] = lang;
    return parts.join('/');
  }
  return `/${lang}`;
}

function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function browserLanguage(): Language | null {
  for (const tag of navigator.languages ?? []) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return null;
}

/** The URL's language, else the visitor's last choice, else the browser's, else Greek. */
export function initialLanguage(pathname: string): Language {
  return languageInPath(pathname) ?? storedLanguage() ?? browserLanguage() ?? DEFAULT_LANGUAGE;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Applies a language everywhere outside React: <html lang>, the socket handshake, storage. */
export function applyLanguageSideEffects(lang: Language): void {
  document.documentElement.lang = lang;
  setSocketLanguage(lang);
  try {
    window.localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Private modes may refuse storage; the URL still carries the language.
  }
}

/**
 * Switches the UI language without a reload and tells the server, which then answers in it
 * and, for a signed-in user, saves it (`set-language`).
 */
export async function changeLanguage(lang: Language): Promise<void> {
  if (!(LANGUAGES as readonly string[]).includes(lang)) return;
  if (lang === currentLanguage() && document.documentElement.lang === lang) return;
  await loadCatalogue(lang).catch(() => undefined);
  await i18n.changeLanguage(lang);
  applyLanguageSideEffects(lang);
  if (getSocket('/app').connected) {
    request('/app', 'set-language', { lang }).catch(() => undefined);
  }
}
