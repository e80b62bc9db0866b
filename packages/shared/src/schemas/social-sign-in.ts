import { z } from 'zod';
import { booleanLike } from './fields.js';
import { studentAccountFields } from './signup.js';
import type { SignedInView } from './user.js';

/** A provider id as configured (OIDC_PROVIDERS): lower-case letters and digits. */
const providerField = z
  .string({ error: 'social.unknownProvider' })
  .regex(/^[a-z][a-z0-9]{0,31}$/, { error: 'social.unknownProvider' });

/** The one-time ticket the callback hands the browser (`#ticket=` on /{lang}/sign-in/social). */
const ticketField = z.string().min(16).max(128);

/** `social/complete` on /app: finish a sign-in the provider confirmed. */
export const socialCompletePayload = z.strictObject({
  ticket: ticketField,
  /** Sign out the account's other devices when it is at MAX_SESSIONS (as `auth`). */
  forceUnique: booleanLike.optional(),
});
export type SocialCompletePayload = z.infer<typeof socialCompletePayload>;

/** The student sign-up form without a password: the provider's identity signs the user in. */
export const socialSignupForm = z.strictObject(studentAccountFields);
export type SocialSignupForm = z.infer<typeof socialSignupForm>;

/** `social/sign-up` on /app: a new student account linked to the ticket's identity. */
export const socialSignupPayload = z.strictObject({
  ticket: ticketField,
  form: socialSignupForm,
});
export type SocialSignupPayload = z.infer<typeof socialSignupPayload>;

/** `social/unlink` on /app. */
export const socialUnlinkPayload = z.strictObject({ provider: providerField });

/** A configured provider, for its sign-in button. */
export interface SocialProviderView {
  id: string;
  name: string;
  /** Where the browser goes to sign in (a path; add `?lang=&rememberMe=` or `intent=link`). */
  startUrl: string;
}

/** What the provider told us of a person we do not know yet: the sign-up form's prefill. */
export interface SocialClaimsView {
  provider: string;
  providerName: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** `social/complete`: signed in, or the sign-up form to fill (SPEC §1). */
export type SocialCompleteView =
  | ({ outcome: 'signed-in' } & SignedInView)
  | { outcome: 'sign-up'; ticket: string; claims: SocialClaimsView };

/** An identity linked to the signed-in account. */
export interface SocialIdentityView {
  provider: string;
  providerName: string;
  email: string;
  linkedAt: number;
}

/** `social/identities`: the account's identities, the providers on offer, its password. */
export interface SocialIdentitiesView {
  identities: SocialIdentityView[];
  providers: SocialProviderView[];
  /** Without a password, the last identity is the only way in and cannot be unlinked. */
  hasPassword: boolean;
}

/** GET /social/{provider}/start: the browser leaves for the provider. */
export const socialStartQuery = z.strictObject({
  /** `link`: add the identity to the account signed in with the `token` cookie. */
  intent: z.enum(['signin', 'link']).optional(),
  lang: z.string().max(8).optional(),
  rememberMe: booleanLike.optional(),
});

/** GET /social/callback: whatever the provider answers (code, state, iss, or an error). */
export const socialCallbackQuery = z.record(z.string().max(64), z.string().max(2048));
