import { z } from 'zod';
import type { Language, SectionCode } from '../constants.js';
import { idField, languageField, sectionField } from './fields.js';

export const languagePayload = z.strictObject({ lang: languageField });
export const getLanguagePayload = z.strictObject({}).optional();
export const sectionsPayload = z.strictObject({ lang: languageField.optional() }).optional();
export const categoriesPayload = z.strictObject({
  section: sectionField,
  lang: languageField.optional(),
});
export const questionsPayload = z.strictObject({
  category: idField,
  section: sectionField.optional(),
  lang: languageField.optional(),
});
export const schoolsPayload = z
  .strictObject({
    query: z.string().trim().max(100).optional(),
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
    limit: z.number().int().min(1).max(200).optional(),
  })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), {
    message: 'validation.locationInvalid',
  })
  .optional();
export const schoolInfoPayload = z.strictObject({ id: idField });

/** GET /user/lang query. */
export const userLangQuery = z.strictObject({
  /** A language code, or with `lang` a catalogue key (`*` for all). */
  code: z.string().max(64).optional(),
  lang: z.string().max(8).optional(),
  translations: z.string().max(8).optional(),
  snippets: z.string().max(8).optional(),
  section: z.string().max(16).optional(),
});

export const pagePayload = z.strictObject({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9-]+$/, { error: 'general.notFound' }),
  lang: languageField.optional(),
});
export const pagesPayload = z.union([
  z.undefined(),
  z.strictObject({ lang: languageField.optional() }),
]);

export const contactPayload = z.strictObject({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(128, { error: 'validation.tooLong' }),
  email: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(254, { error: 'validation.tooLong' })
    .pipe(z.email({ error: 'validation.emailInvalid' })),
  subject: z.string().trim().max(255, { error: 'validation.tooLong' }).optional(),
  text: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(4000, { error: 'validation.tooLong' }),
});
export type ContactPayload = z.infer<typeof contactPayload>;

export const trialTestPayload = z.union([
  z.undefined(),
  z.strictObject({ lang: languageField.optional(), section: sectionField.optional() }),
]);

/** A licence section as SPEC §3 names its fields (server content.presenter `presentSection`). */
export interface SectionView {
  code: SectionCode;
  name: string;
  icon: string;
  /** Exam minutes. */
  duration: number;
  /** Questions of the ministry exam. */
  questions: number;
  /** Errors allowed at the exam. */
  min: number;
  minSuccess: number;
  questionCount: number;
  categories: { id: number; key: string; questionCount: number }[];
}

/** A question category of a section, named in the asked language. */
export interface CategoryView {
  id: number;
  key: string;
  name: string;
  icon: string;
  questionCount: number;
}

/** An answer of a question; `isCorrect` travels only where the learner may see it. */
export interface AnswerView {
  id: number;
  no: number;
  answer: string;
  isCorrect?: boolean;
}

/** A question as SPEC §3 (server content.presenter `presentQuestion`). */
export interface QuestionView {
  id: number;
  categoryId: number;
  questionNo: number;
  bookRef: string;
  question: string;
  help: string;
  /** The student's school's own explanation, when it wrote one. */
  schoolHelp: string;
  theoryUrl: string | null;
  theoryName: string;
  level: number;
  photo: string | null;
  hasVideo: boolean;
  videoUrl: string | null;
  hasMp3: boolean;
  answers: AnswerView[];
  /** The answer already recorded, if any. */
  reply: number | null;
}

/** One information page (`page`): its Markdown body in the asked language, else Greek. */
export interface PageView {
  slug: string;
  lang: Language;
  title: string;
  summary: string;
  body: string;
  updatedAt: number;
}

export type PageSummaryView = Pick<PageView, 'slug' | 'lang' | 'title' | 'summary'>;

/** `public-statistics` (SPEC §3); connections are sockets on the answering node. */
export interface PublicStatisticsView {
  schools: number;
  students: number;
  tests: number;
  replies: number;
  connections: number;
  users: number;
}

/** `trial-test`: a fresh draw with the right answers (the page scores locally). */
export interface TrialTestView {
  section: SectionCode;
  questions: QuestionView[];
}
