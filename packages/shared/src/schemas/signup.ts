import { z } from 'zod';
import { FieldLimits, Limits, MAX_ROW_ID } from '../constants.js';
import {
  couponField,
  emailField,
  locationField,
  newPasswordField,
  optionalPhoneField,
  optionalText,
  phoneField,
  requiredText,
  sectionField,
  usernameField,
} from './fields.js';

const passwordsMatch = <T extends { password: string; passwordConfirm: string }>(v: T) =>
  v.password === v.passwordConfirm;
const mismatch = { message: 'validation.passwordsMismatch', path: ['passwordConfirm'] };

/** A new student's fields of SPEC §3 but the password (social sign-up has none). */
export const studentAccountFields = {
  username: usernameField,
  email: emailField,
  firstName: requiredText(FieldLimits.name.max),
  lastName: requiredText(FieldLimits.name.max),
  age: z
    .number({ error: 'validation.ageInvalid' })
    .int({ error: 'validation.ageInvalid' })
    .min(15, { error: 'validation.ageInvalid' })
    .max(99, { error: 'validation.ageInvalid' })
    .optional(),
  gender: z.enum(['male', 'female'], { error: 'validation.genderInvalid' }).optional(),
  section: sectionField,
  level: z
    .number({ error: 'validation.levelInvalid' })
    .int({ error: 'validation.levelInvalid' })
    .min(Limits.minStudentLevel, { error: 'validation.levelInvalid' })
    .max(Limits.maxStudentLevel, { error: 'validation.levelInvalid' })
    .optional(),
  coupon: couponField.optional(),
  schoolId: z.number().int().min(0).max(MAX_ROW_ID).optional(),
  lang: z.string().max(8).optional(),
};

/** Student sign-up form (SPEC §3 student fields, §5 rules). */
export const studentSignupForm = z
  .strictObject({
    ...studentAccountFields,
    password: newPasswordField,
    passwordConfirm: z
      .string({ error: 'validation.passwordRequired' })
      .max(FieldLimits.password.max),
  })
  .refine(passwordsMatch, mismatch);
export type StudentSignupForm = z.infer<typeof studentSignupForm>;

/** A school's own fields of SPEC §3, as its sign-up form and its profile dialog take them. */
export const schoolPlaceFields = {
  name: requiredText(FieldLimits.name.max * 2),
  managerName: requiredText(FieldLimits.name.max * 2),
  address: requiredText(FieldLimits.address.max),
  city: requiredText(FieldLimits.name.max),
  area: optionalText(FieldLimits.name.max),
  region: optionalText(FieldLimits.name.max),
  postalCode: z
    .string({ error: 'validation.criteria' })
    .trim()
    .regex(/^(\d{3} ?\d{2})?$/, { error: 'validation.criteria' })
    .optional(),
  phone: phoneField,
  mobile: optionalPhoneField,
};

/** School sign-up form: the school fields of SPEC §3 and its 4-digit coupon prefix. */
export const schoolSignupForm = z
  .strictObject({
    username: usernameField,
    email: emailField,
    password: newPasswordField,
    passwordConfirm: z
      .string({ error: 'validation.passwordRequired' })
      .max(FieldLimits.password.max),
    ...schoolPlaceFields,
    location: locationField,
    couponPrefix: z
      .string({ error: 'validation.couponPrefixInvalid' })
      .trim()
      .regex(/^\d{4}$/, { error: 'validation.couponPrefixInvalid' }),
    lang: z.string().max(8).optional(),
  })
  .refine(passwordsMatch, mismatch);
export type SchoolSignupForm = z.infer<typeof schoolSignupForm>;

export const signupPayload = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('student'), form: studentSignupForm }),
    z.strictObject({ kind: z.literal('school'), form: schoolSignupForm }),
  ],
  { error: 'general.invalidInput' },
);
export type SignupPayload = z.infer<typeof signupPayload>;

/** A student's sign-up: the new account (the client then signs in with `auth`). */
export interface StudentSignupView {
  userId: number;
  username: string;
}

/** A school's sign-up: the school waits for the Kokpit team's approval. */
export interface SchoolSignupView {
  userId: number;
  schoolId: number;
  status: 'pending';
}
