import { positive, translate, canActAsStudent } from '@kokpit/shared';
import { defineEvent } from '../../realtime/events.js';
import { readSchoolPresentation } from '../school-editor/school-presentation.js';
import { presentJoinOutcome, presentSchoolLink } from './school-link.presenter.js';
import { joinSchool, loadSchoolLink } from './school-link.service.js';

/** `school/join` {schoolId?, coupon?}: link by coupon (verified) or ask a school (pending). */
export const schoolJoinEvent = defineEvent('/student', 'school/join', {
  policy: canActAsStudent,
  handle: async (input, ec) => {
    const outcome = await joinSchool(ec.ctx, ec.session.userId, input);
    return positive(presentJoinOutcome(outcome), translate(ec.lang, outcome.message));
  },
});

/** `school/info` on /student: the student's own school, unlike the public one on /app. */
export const studentSchoolInfoEvent = defineEvent('/student', 'school/info', {
  policy: canActAsStudent,
  handle: async (_input, ec) => {
    const view = presentSchoolLink(await loadSchoolLink(ec.ctx.db, ec.session.userId));
    if (!view.school) return positive(view);
    const shown = await readSchoolPresentation(ec.ctx.db, view.school.id, ec.lang);
    return positive({ ...view, welcome: shown?.welcome ?? '' });
  },
});

export const schoolLinkEvents = [schoolJoinEvent, studentSchoolInfoEvent];
