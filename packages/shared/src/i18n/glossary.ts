import type { Language } from '../constants.js';

/*
 * The product's terms in its four languages (el is the source): the one spelling each catalogue
 * uses, and the spellings it must not (a variant, a Latin word in a Greek sentence, a form that
 * breaks with a name put in it). Translators read it; `glossary.test.ts` in the web holds every
 * catalogue, the server's messages and the web's texts, to it: each pattern is matched against
 * each text as written, placeholders included.
 */

export interface GlossaryTerm {
  /** What the term means in the product, for the translator. */
  meaning: string;
  /** The spelling to use, per language. */
  use: Record<Language, string>;
  /** Patterns no text of that language may match (placeholders are removed first). */
  avoid?: Partial<Record<Language, RegExp[]>>;
}

const TERMS = {
  drivingSchool: {
    meaning: 'A driving school, the product’s customer (SPEC §1).',
    use: { el: 'σχολή οδηγών', en: 'driving school', ru: 'автошкола', sq: 'autoshkolla' },
    avoid: { ru: [/школ[аыеу] вождения/i], sq: [/shkoll[aëe]? (e )?drejtimi/i] },
  },
  teacher: {
    meaning: 'A member of a school who is not its manager (school_members role teacher).',
    use: { el: 'εκπαιδευτής', en: 'teacher', ru: 'преподаватель', sq: 'mësues' },
    avoid: { el: [/δάσκαλ/i], en: [/\binstructors?\b/i] },
  },
  motorcycle: {
    meaning: 'The bike licence section (A).',
    use: { el: 'Μοτοσικλέτα', en: 'Motorcycle', ru: 'Мотоцикл', sq: 'Motoçikletë' },
    avoid: { el: [/μοτοσυκλ/i] },
  },
  demo: {
    meaning: 'The free trial of a section before a school activates it (SPEC §4 requested).',
    use: { el: 'δοκιμαστική έκδοση', en: 'demo', ru: 'демо-режим', sq: 'demo' },
    avoid: { el: [/DEMO/] },
  },
  cancel: {
    meaning: 'The button that closes a dialog without doing anything.',
    use: { el: 'Ακύρωση', en: 'Cancel', ru: 'Отмена', sq: 'Anulo' },
    avoid: { el: [/^Άκυρο$/], en: [/^Abort$/] },
  },
  freeCoupon: {
    meaning: 'A coupon of the school not handed out (state): it redeems nothing.',
    use: { el: 'Ελεύθερο', en: 'Free', ru: 'Свободен', sq: 'I lirë' },
  },
  releaseCoupon: {
    meaning: 'Taking reserved coupons back (the button): they become free again.',
    use: { el: 'Αποδέσμευση', en: 'Release', ru: 'Освободить', sq: 'Liro' },
    // "Free" is the state; the button that makes a coupon free says "Release".
    avoid: { en: [/^Free \(/] },
  },
  coupon: {
    meaning: 'A school’s printed code that links and activates a student (SPEC §3).',
    use: { el: 'κουπόνι', en: 'coupon', ru: 'купон', sq: 'kupon' },
    avoid: { en: [/\bvoucher/i] },
  },
  password: {
    meaning: 'The secret an account signs in with.',
    use: { el: 'κωδικός', en: 'password', ru: 'пароль', sq: 'fjalëkalim' },
    avoid: { el: [/συνθηματικ/i] },
  },
  email: {
    meaning: 'An e-mail address or message.',
    use: { el: 'e-mail', en: 'e-mail', ru: 'e-mail', sq: 'e-mail' },
    avoid: {
      el: [/ηλεκτρονικ(ό|ού) ταχυδρομε/i],
      // The word, not a placeholder named so ({{email}}).
      en: [/(?<![{\w])emails?\b(?!\})/i],
    },
  },
  namedPerson: {
    meaning:
      'A person’s name put in a sentence: Greek names do not take the article’s case, so the ' +
      'name stands after a colon or as the subject, never after "του/της" or "τον/την".',
    use: { el: 'Διαγραφή: {{name}}', en: 'Delete: {{name}}', ru: 'Удалить: {{name}}', sq: 'Fshi: {{name}}' }, // prettier-ignore
    avoid: { el: [/(?<!\p{L})(του|της|τον|την|ο|η)\/(της|του|την|τον|ο|η)(?!\p{L})/iu] },
  },
  namedSchool: {
    meaning:
      'A school’s name put in a sentence: names begin with "Σχολή Οδηγών…", so the text never ' +
      'says "σχολή" right before it.',
    use: { el: '«{school}»', en: '“{school}”', ru: '«{school}»', sq: '“{school}”' },
    avoid: { el: [/σχολ(ή|ής)( οδηγών)? [«"]?\{\{?school/i] },
  },
} satisfies Record<string, GlossaryTerm>;

export type GlossaryTermName = keyof typeof TERMS;

/** The product's terms, by name. */
export const GLOSSARY: Record<GlossaryTermName, GlossaryTerm> = TERMS;
