import { canActAsStudent, positive, translate } from '@kokpit/shared';
import { defineEvent } from '../../realtime/events.js';
import { saveExamDate } from './exam-date.service.js';

/** `exam-date/save` {section, date}: the learner's own exam date (null forgets it). */
export const examDateSaveEvent = defineEvent('/student', 'exam-date/save', {
  policy: canActAsStudent,
  handle: async (input, ec) => {
    const { userId } = ec.session;
    await saveExamDate(ec.ctx.db, { studentId: userId, ...input, setBy: userId });
    const message = translate(ec.lang, input.date === null ? 'examDate.cleared' : 'examDate.saved');
    return positive({ section: input.section, date: input.date }, message);
  },
});

export const studentExamDateEvents = [examDateSaveEvent];
