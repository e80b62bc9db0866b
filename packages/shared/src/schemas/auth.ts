import { z } from 'zod';
import { FieldLimits } from '../constants.js';
import { booleanLike, emailField, newPasswordField } from './fields.js';

const credential = (max: number) =>
  z.string({ error: 'auth.credentialsRequired' }).max(max, { error: 'validation.tooLong' });

/** `auth` on /app: a token, or a username and password (SPEC §7). */
export const authPayload = z.union([
  z.strictObject({ token: z.string().min(1).max(256) }),
  z.strictObject({
    username: credential(FieldLimits.email.max),
    password: credential(FieldLimits.password.max),
    rememberMe: booleanLike.optional(),
    forceUnique: booleanLike.optional(),
  }),
]);
export type AuthPayload = z.infer<typeof authPayload>;

/** GET /user/signin query. */
export const signinQuery = z.strictObject({
  username: credential(FieldLimits.email.max).optional(),
  password: credential(FieldLimits.password.max).optional(),
  rememberMe: booleanLike.optional(),
  lang: z.string().max(8).optional(),
});

/** GET /auth query: an API client's id and secret (or the X-Api-Token header instead). */
export const apiAuthQuery = z.strictObject({
  clientId: z.string().max(128).optional(),
  clientSecret: z.string().max(256).optional(),
  lang: z.string().max(8).optional(),
});

export const forgotPasswordPayload = z.strictObject({
  email: emailField,
  lang: z.string().max(8).optional(),
});
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordPayload>;

export const resetPasswordPayload = z
  .strictObject({
    token: z.string({ error: 'password.resetTokenInvalid' }).min(1).max(256),
    password: newPasswordField,
    passwordConfirm: z
      .string({ error: 'validation.passwordRequired' })
      .max(FieldLimits.password.max),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    message: 'validation.passwordsMismatch',
    path: ['passwordConfirm'],
  });
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayload>;
