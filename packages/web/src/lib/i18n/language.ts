import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@kokpit/shared';
import { isConnected, request, setSocketLanguage } from '../socket';
import { i18n, loadCatalogue } from './i18n';

const STORAGE_KEY = 'kokpit.lang';
/** Set once the visitor has answered the offer to switch to the browser's language. */
const OFFER_KEY = 'kokpit.langOffer';

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

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private modes may refuse storage; the URL still carries the language.
  }
}

function storedLanguage(): Language | null {
  const value = readStorage(STORAGE_KEY);
  return isLanguage(value) ? value : null;
}

/** The first of the browser's preferred languages that Kokpit speaks. */
export function browserLanguage(
  tags: readonly string[] = navigator.languages ?? [],
): Language | null {
  for (const tag of tags) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return null;
}

/**
 * The URL's language, else the visitor's last choice, else Greek: Kokpit is a Greek exam's
 * app, so the browser's language is offered (see `languageToOffer`), never imposed.
 */
export function initialLanguage(pathname: string): Language {
  return languageInPath(pathname) ?? storedLanguage() ?? DEFAULT_LANGUAGE;
}

/**
 * The language to offer a visitor reading the Greek default: the browser's, when it is
 * another of Kokpit's and the offer was never answered; null otherwise.
 */
export function languageToOffer(
  pageLanguage: Language,
  preferred: Language | null,
  answered: boolean,
): Language | null {
  if (answered || pageLanguage !== DEFAULT_LANGUAGE) return null;
  return preferred && preferred !== DEFAULT_LANGUAGE ? preferred : null;
}

/** Whether the offer to switch language was accepted or dismissed before. */
export function languageOfferAnswered(): boolean {
  return readStorage(OFFER_KEY) !== null;
}

/** Remembers that the offer was answered, so it never comes back. */
export function answerLanguageOffer(): void {
  writeStorage(OFFER_KEY, 'answered');
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Applies a language everywhere outside React: <html lang>, the socket handshake, storage. */
export function applyLanguageSideEffects(lang: Language): void {
  document.documentElement.lang = lang;
  setSocketLanguage(lang);
  writeStorage(STORAGE_KEY, lang);
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
  if (isConnected('/app')) {
    request('/app', 'set-language', { lang }).catch(() => undefined);
  }
}
