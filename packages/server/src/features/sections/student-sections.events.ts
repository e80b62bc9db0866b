import { positive, translate, canActAsStudent } from '@kokpit/shared';
import { defineEvent } from '../../realtime/events.js';
import { presentStudentSections } from './student-sections.presenter.js';
import { changeSection, enableSection, loadStudentSections } from './student-sections.service.js';

/** `sections` on /student: the six sections with the student's status, and the current one. */
export const studentSectionsEvent = defineEvent('/student', 'sections', {
  policy: canActAsStudent,
  handle: async (input, ec) => {
    const all = await loadStudentSections(ec.ctx.db, ec.session.userId);
    return positive(presentStudentSections(all, input?.lang ?? ec.lang));
  },
});

/** `section/change` {code}: switch to a requested (demo) or activated section (SPEC §4). */
export const sectionChangeEvent = defineEvent('/student', 'section/change', {
  policy: canActAsStudent,
  handle: async (input, ec) => {
    return positive(await changeSection(ec.ctx, ec.session.userId, input.code));
  },
});

/** `section-enable` {code}: ask the student's school to activate a section. */
export const sectionEnableEvent = defineEvent('/student', 'section-enable', {
  policy: canActAsStudent,
  handle: async (input, ec) => {
    const r = await enableSection(ec.ctx, ec.session.userId, input.code);
    return positive(
      { code: r.code, status: r.status, changed: r.changed },
      translate(ec.lang, r.message),
    );
  },
});

export const studentSectionEvents = [studentSectionsEvent, sectionChangeEvent, sectionEnableEvent];
