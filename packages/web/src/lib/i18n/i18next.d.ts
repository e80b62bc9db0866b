import type { AllTexts } from './catalogue';

// Types `t()` keys from the Greek source catalogue and its parts: a typo in a key is a compile
// error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: AllTexts };
  }
}
