import { DEFAULT_LANGUAGE, FieldLimits, isLanguage, type Language } from '../constants.js';
import { messagesEl } from './messages.el.js';
import { messagesEn, type MessageKey } from './messages.en.js';
import { messagesRu } from './messages.ru.js';
import { messagesSq } from './messages.sq.js';

export type { MessageKey };
export { GLOSSARY, type GlossaryTerm, type GlossaryTermName } from './glossary.js';

/** The server message catalogues, one per language of SPEC §1. */
export const serverMessages: Record<Language, Record<MessageKey, string>> = {
  el: messagesEl,
  en: messagesEn,
  ru: messagesRu,
  sq: messagesSq,
};

export type MessageParams = Record<string, string | number>;

/** Fills `{name}` placeholders; unknown placeholders stay visible so they are noticed. */
export function fillPlaceholders(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** A message in the given language, falling back to Greek (SPEC §1). */
/** Values of placeholders that are fixed by the rules, so no caller has to pass them. */
export const MESSAGE_DEFAULT_PARAMS: Partial<Record<MessageKey, MessageParams>> = {
  'validation.usernameTooShort': { min: FieldLimits.username.min },
  'validation.passwordTooShort': { min: FieldLimits.password.min },
};

export function translate(
  lang: string | undefined,
  key: MessageKey,
  params?: MessageParams,
): string {
  const language: Language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const template =
    pluralOf(language, key, params?.count) ??
    serverMessages[language][key] ??
    serverMessages[DEFAULT_LANGUAGE][key];
  return fillPlaceholders(
    template,
    inLanguage({ ...MESSAGE_DEFAULT_PARAMS[key], ...params }, language),
  );
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/**
 * A count's form of the message, as i18next names plural forms: `key_one`, `key_few`,
 * `key_many` beside the key itself (the other form), chosen by the language's plural rules
 * ("1 signed-in tab", "2 signed-in tabs"); undefined when the catalogue has none.
 */
function pluralOf(language: Language, key: MessageKey, count: unknown): string | undefined {
  if (typeof count !== 'number') return undefined;
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  const form = rules.select(count);
  const catalogue: Partial<Record<string, string>> = serverMessages[language];
  return form === 'other' ? undefined : catalogue[`${key}_${form}`];
}

const numberFormats = new Map<Language, Intl.NumberFormat>();

/** Numbers written as the message's language writes them (12 345 in Albanian, 12.345 in Greek). */
function inLanguage(params: MessageParams, language: Language): MessageParams {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    numberFormats.set(language, format);
  }
  const written: MessageParams = {};
  for (const [name, value] of Object.entries(params)) {
    written[name] = typeof value === 'number' ? format.format(value) : value;
  }
  return written;
}

export function isMessageKey(value: unknown): value is MessageKey {
  // Own keys only: `__proto__` or `toString` is no message.
  return typeof value === 'string' && Object.hasOwn(messagesEn, value);
}
