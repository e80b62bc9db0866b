import { z } from 'zod';
import { FieldLimits, LANGUAGES, type Language } from '../constants.js';
import {
  emailField,
  newPasswordField,
  optionalPhoneField,
  phoneField,
  requiredText,
} from './fields.js';

/*
 * The school editor of SPEC §2 (`/{lang}/school/edit`): account, content texts and locations,
 * each saved on its own, with the §5 rules. Every error message is a catalogue key.
 */

/** Greece with its islands, generously: a pin outside it is a slip of the mouse. */
export const GREECE_BOX = { minLat: 34, maxLat: 42, minLng: 19, maxLng: 30 } as const;

/** A branch's pin: required, and in Greece (SPEC §5 "location required/invalid"). */
export const branchPinField = z
  .strictObject(
    {
      lat: z
        .number({ error: 'validation.locationInvalid' })
        .min(GREECE_BOX.minLat, { error: 'validation.locationInvalid' })
        .max(GREECE_BOX.maxLat, { error: 'validation.locationInvalid' }),
      lng: z
        .number({ error: 'validation.locationInvalid' })
        .min(GREECE_BOX.minLng, { error: 'validation.locationInvalid' })
        .max(GREECE_BOX.maxLng, { error: 'validation.locationInvalid' }),
    },
    { error: 'validation.locationRequired' },
  )
  .nullable()
  .refine((v) => v !== null, { error: 'validation.locationRequired' })
  .transform((v) => v!);

const postalCodeField = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^\d{3} ?\d{2}$/, { error: 'school.editor.postalCodeInvalid' })
  .transform((v) => v.replace(' ', ''));

const passwordConfirmField = z
  .string({ error: 'validation.passwordRequired' })
  .max(FieldLimits.password.max);

/** `editor/account`: the school's name and contacts; a new password for the caller, if given. */
export const schoolAccountSavePayload = z
  .strictObject({
    name: requiredText(FieldLimits.name.max * 2),
    managerName: requiredText(FieldLimits.name.max * 2),
    phone: phoneField,
    mobile: optionalPhoneField,
    email: emailField,
    /** The caller's current password: needed only to set a new one. */
    currentPassword: z.string().max(FieldLimits.password.max).optional(),
    password: newPasswordField.optional(),
    passwordConfirm: passwordConfirmField.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password === undefined) return;
    if (v.password !== v.passwordConfirm) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.passwordsMismatch',
        path: ['passwordConfirm'],
      });
    }
    if (!v.currentPassword) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.passwordRequired',
        path: ['currentPassword'],
      });
    }
  });
export type SchoolAccountSavePayload = z.infer<typeof schoolAccountSavePayload>;

/** The school's own words in one language: a welcome for its students, a description. */
export const schoolTextFields = z.strictObject({
  welcome: z
    .string({ error: 'validation.criteria' })
    .trim()
    .max(FieldLimits.text.max / 4, { error: 'validation.tooLong' }),
  description: z
    .string({ error: 'validation.criteria' })
    .trim()
    .max(FieldLimits.text.max, { error: 'validation.tooLong' }),
});
export type SchoolTextFields = z.infer<typeof schoolTextFields>;
/** The texts by language; a language left out or empty shows the Greek ones. */
export type SchoolTexts = Partial<Record<Language, SchoolTextFields>>;

/** `editor/texts`: the welcome and description in any of the four languages. */
export const schoolTextsSavePayload = z.strictObject({
  texts: z.partialRecord(z.enum(LANGUAGES, { error: 'lang.invalid' }), schoolTextFields),
});
export type SchoolTextsSavePayload = z.infer<typeof schoolTextsSavePayload>;

/** At most this many branches per school. */
export const MAX_SCHOOL_BRANCHES = 10;

/** One branch as the editor sends it. */
export const branchField = z.strictObject({
  address: requiredText(FieldLimits.address.max),
  city: requiredText(FieldLimits.name.max),
  postalCode: postalCodeField,
  phone: optionalPhoneField,
  location: branchPinField,
});
export type BranchInput = z.input<typeof branchField>;

/** `editor/locations`: every branch, the first the school's main place (SPEC §3 location). */
export const schoolLocationsSavePayload = z.strictObject({
  locations: z
    .array(branchField, { error: 'validation.locationRequired' })
    .min(1, { error: 'validation.locationRequired' })
    .max(MAX_SCHOOL_BRANCHES, { error: 'validation.tooLong' }),
});
export type SchoolLocationsSavePayload = z.infer<typeof schoolLocationsSavePayload>;

/** Logos are small: they show at most a few hundred pixels wide. */
export const LOGO_MAX_BYTES = 150 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
const DATA_URL = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+={0,2})$/;

/** Bytes a base64 string decodes to. */
function base64Bytes(b64: string): number {
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return (b64.length * 3) / 4 - padding;
}

/** `editor/logo`: a PNG, JPEG or WebP as a data URL up to LOGO_MAX_BYTES; null removes it. */
export const schoolLogoSavePayload = z.strictObject({
  dataUrl: z
    .string({ error: 'school.editor.logoType' })
    .max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 64, { error: 'school.editor.logoTooLarge' })
    .regex(DATA_URL, { error: 'school.editor.logoType' })
    .refine((v) => base64Bytes(v.slice(v.indexOf(',') + 1)) <= LOGO_MAX_BYTES, {
      error: 'school.editor.logoTooLarge',
    })
    .nullable(),
});
export type SchoolLogoSavePayload = z.infer<typeof schoolLogoSavePayload>;

/** Splits a logo's data URL into its type and bytes (base64). */
export function parseLogoDataUrl(dataUrl: string): { contentType: string; base64: string } | null {
  const m = DATA_URL.exec(dataUrl);
  return m ? { contentType: m[1]!, base64: m[2]! } : null;
}

/* ---- Replies ---- */

export interface BranchView {
  id: number;
  address: string;
  city: string;
  postalCode: string;
  phone: string;
  location: { lat: number; lng: number };
}

/** Everything the editor's three tabs show. */
export interface SchoolEditorView {
  id: number;
  account: { name: string; managerName: string; phone: string; mobile: string; email: string };
  texts: SchoolTexts;
  locations: BranchView[];
  /** Where the logo is served, with its version; null without one. */
  logoUrl: string | null;
  couponPrefix: string;
  /** SchoolStatus. */
  status: number;
}

/** What a school shows the public and its students (the public page, the dashboard). */
export interface SchoolPresentationView {
  id: number;
  name: string;
  logoUrl: string | null;
  /** In the asked language, else Greek, else ''. */
  welcome: string;
  description: string;
  phone: string;
  mobile: string;
  email: string;
  locations: BranchView[];
}

/** The welcome and description in `lang`, each falling back to Greek when empty. */
export function pickSchoolTexts(texts: SchoolTexts, lang: string): SchoolTextFields {
  const own = (LANGUAGES as readonly string[]).includes(lang) ? texts[lang as Language] : undefined;
  const greek = texts.el;
  return {
    welcome: own?.welcome || greek?.welcome || '',
    description: own?.description || greek?.description || '',
  };
}

/**
 * `editor/geocode`: a branch's address, city and postal code, to find its pin in the offline
 * gazetteer ("find on map"); whatever is empty is skipped.
 */
export const branchGeocodePayload = z.strictObject({
  address: z.string().trim().max(FieldLimits.address.max).default(''),
  city: z.string().trim().max(FieldLimits.name.max).default(''),
  postalCode: z.string().trim().max(16).default(''),
});
export type BranchGeocodePayload = z.infer<typeof branchGeocodePayload>;

/** Where the gazetteer places a branch's address, and the place it read it as. */
export interface BranchGeocodeView {
  location: { lat: number; lng: number };
  /** As the gazetteer names it ("Θεσσαλονίκης"), and the municipality or region it lies in. */
  name: string;
  context: string;
  postalCode: string | null;
}
