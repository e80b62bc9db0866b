import type { adminTextsEl } from './locales/admin-texts.el';
import type { el } from './locales/el';
import type { pagesTextsEl } from './locales/pages-texts.el';
import type { schoolTextsEl } from './locales/school-texts.el';

/** The shape of a Greek catalogue with every text widened to string: what each other must match. */
export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The core catalogue: the shell, the public pages and the learner's pages. */
export type Catalogue = Widen<typeof el>;

/**
 * Every UI text: the core and the parts fetched with the page groups that show them (every
 * other page's, the school portal's, the back office's; `loadTexts` in i18n.ts).
 */
export type AllTexts = typeof el & typeof pagesTextsEl & typeof schoolTextsEl & typeof adminTextsEl;
export type FullCatalogue = Widen<AllTexts>;
