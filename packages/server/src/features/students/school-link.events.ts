import { noPayload, positive, schoolJoinPayload, translate } from '@kokpit/shared';
import { defineEvent } from '../../realtime/events.js';
import { presentJoinOutcome, presentSchoolLink } from './school-link.presenter.js';
import { joinSchool, loadSchoolLink } from './school-link.service.js';

/** `school/join` {schoolId?, coupon?}: link by coupon (verified) or ask a school (pending). */
export const schoolJoinEvent = defineEvent({
  name: 'school/join',
  schema: schoolJoinPayload,
  requires: 'student',
  handle: async (input, ec) => {
    const outcome = await joinSchool(ec.ctx, ec.session.userId, input);
    return positive(presentJoinOutcome(outcome), translate(ec.lang, outcome.message));
  },
});

/** `school/info` on /student: the student's own school, unlike the public one on /app. */
export const studentSchoolInfoEvent = defineEvent({
  name: 'school/info',
  schema: noPayload,
  requires: 'student',
  handle: async (_input, ec) => {
    return positive(presentSchoolLink(await loadSchoolLink(ec.ctx.db, ec.session.userId)));
  },
});

export const schoolLinkEvents = [schoolJoinEvent, studentSchoolInfoEvent];
