import type { el } from './locales/el';

/** The shape of el with every text widened to string: what each other catalogue must match. */
type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export type Catalogue = Widen<typeof el>;
