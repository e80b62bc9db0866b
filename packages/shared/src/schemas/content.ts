import { z } from 'zod';
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
