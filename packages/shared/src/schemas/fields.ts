import { z } from 'zod';
import { FieldLimits, LANGUAGES, MAX_ROW_ID, SECTION_CODES } from '../constants.js';
import { parseCouponCode } from '../domain/coupon-code.js';
import { checkPasswordStrength, USERNAME_PATTERN } from '../domain/password-policy.js';

/*
 * Field schemas shared by forms and server. Every error message is a message key of the
 * catalogues (i18n/messages.*.ts); the server and the web app translate it.
 */

export const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });

export const optionalText = (max: number) =>
  z
    .string({ error: 'validation.criteria' })
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .optional();

export const usernameField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .min(FieldLimits.username.min, { error: 'validation.usernameTooShort' })
  .max(FieldLimits.username.max, { error: 'validation.tooLong' })
  .regex(USERNAME_PATTERN, { error: 'validation.usernameIllegal' });

export const emailField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(FieldLimits.email.max, { error: 'validation.tooLong' })
  .pipe(z.email({ error: 'validation.emailInvalid' }));

/** A new password: strength checked by the shared policy. */
export const newPasswordField = z
  .string({ error: 'validation.passwordRequired' })
  .superRefine((value, ctx) => {
    const problem = checkPasswordStrength(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const phoneField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .regex(/^\+?[0-9 ()-]{10,20}$/, { error: 'validation.phoneInvalid' });

export const optionalPhoneField = z
  .string({ error: 'validation.phoneInvalid' })
  .trim()
  .regex(/^(\+?[0-9 ()-]{10,20})?$/, { error: 'validation.phoneInvalid' })
  .optional();

export const sectionField = z.enum(SECTION_CODES, { error: 'validation.sectionInvalid' });
export const languageField = z.enum(LANGUAGES, { error: 'lang.invalid' });

/** Form bodies arrive as strings; accept numbers sent either way. */
export const numberLike = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/),
  ])
  .transform(Number);

export const idField = z
  .union([z.number(), z.string().trim().regex(/^\d+$/)], { error: 'validation.idInvalid' })
  .transform(Number)
  .pipe(
    z
      .number()
      .int({ error: 'validation.idInvalid' })
      .min(0, { error: 'validation.idInvalid' })
      .max(MAX_ROW_ID, { error: 'validation.idInvalid' }),
  );

export const booleanLike = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

export const locationField = z.strictObject(
  {
    lat: z.number({ error: 'validation.locationInvalid' }).min(-90).max(90),
    lng: z.number({ error: 'validation.locationInvalid' }).min(-180).max(180),
  },
  { error: 'validation.locationRequired' },
);

/**
 * A coupon code as typed: empty (none), or a code whose check digit holds, so a mistyped code
 * is refused here, before the database ("Coupon number is not valid").
 */
export const couponField = z
  .string({ error: 'validation.couponNumberInvalid' })
  .trim()
  .max(FieldLimits.coupon.max, { error: 'validation.couponNumberInvalid' })
  .refine((v) => v === '' || parseCouponCode(v) !== null, {
    error: 'validation.couponNumberInvalid',
  });
