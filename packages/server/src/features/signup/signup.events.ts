import { AppEvents, isLanguage, positive, signupPayload, translate } from '@kokpit/shared';
import { defineEvent } from '../../realtime/events.js';
import { signUpSchool, signUpStudent } from './signup.service.js';

/** Sign-ups per address: enough for a family or a school's front desk, not for a script. */
const SIGNUP_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

/**
 * `signup` {kind, form} on /app (SPEC §7). The client signs in with `auth` afterwards, so the
 * reply carries no session.
 */
export const signupEvent = defineEvent({
  name: AppEvents.signup,
  schema: signupPayload,
  rateLimit: SIGNUP_LIMIT,
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
