import type { el } from './locales/el';

// Types `t()` keys from the Greek source catalogue: a typo in a key is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof el };
  }
}
