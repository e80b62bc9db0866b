import {
  isLanguage,
  positive,
  signupPayload,
  translate,
  type SignupPayload,
  everyone,
} from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import { validate } from '../../core/validate.js';
import { defineEvent } from '../../realtime/events.js';
import { signUpSchool, signUpStudent } from './signup.service.js';

/** Sign-ups per address: enough for a family or a school's front desk, not for a script. */
const SIGNUP_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

/**
 * Validates with the contract's `signupPayload` here (defineEvent's `parse`) so that errors are
 * keyed like the service's ("username", not "form.username"): the form shows every error
 * under its own field, whichever side found it.
 */
function parseSignup(payload: unknown): SignupPayload {
  try {
    return validate(signupPayload, payload);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const unprefix = <T>(entries: Record<string, T>) =>
      Object.fromEntries(
        Object.entries(entries).map(([field, v]) => [field.replace(/^form\./, ''), v]),
      );
    throw AppError.validation(unprefix(error.fieldErrors), unprefix(error.fieldParams));
  }
}

/**
 * `signup` {kind, form} on /app (SPEC §7). The client signs in with `auth` afterwards, so the
 * reply carries no session.
 */
export const signupEvent = defineEvent('/app', 'signup', {
  policy: everyone,
  rateLimit: SIGNUP_LIMIT,
  parse: parseSignup,
  handle: async (input, ec) => {
    const meta = { ip: ec.ip, lang: isLanguage(input.form.lang) ? input.form.lang : ec.lang };
    if (input.kind === 'student') {
      const { userId, username } = await signUpStudent(ec.ctx, input.form, meta);
      return positive({ userId, username }, translate(ec.lang, 'signup.studentDone'));
    }
    const { userId, schoolId } = await signUpSchool(ec.ctx, input.form, meta);
    return positive(
      { userId, schoolId, status: 'pending' },
      translate(ec.lang, 'school.pendingApproval'),
    );
  },
});

export const signupEvents = [signupEvent];
