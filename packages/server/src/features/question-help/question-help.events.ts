import { positive, translate } from '@kokpit/shared';
import type { EventDefinition } from '../../realtime/events.js';
import { defineSchoolEvent } from '../../realtime/school-scope.js';
import {
  deleteQuestionHelp,
  fetchQuestionHelp,
  listQuestionHelp,
  saveQuestionHelp,
  searchHelpQuestions,
} from './question-help.service.js';

/*
 * `/school` events on the school's help texts (shared/src/realtime/school-question-help.ts).
 * Any member who teaches (the `theory` area) acts, always on the school they belong to, so a
 * school never reads or changes another's texts.
 */

const fetchEvent = defineSchoolEvent('question-help/fetch', {
  area: 'theory',
  handle: async (input, ec) =>
    positive(await fetchQuestionHelp(ec.ctx.db, ec.school.id, input.questionId, ec.lang)),
});

const saveEvent = defineSchoolEvent('question-help/save', {
  area: 'theory',
  rateLimit: { limit: 300, windowMs: 60 * 60_000 },
  handle: async (input, ec) => {
    const view = await saveQuestionHelp(ec.ctx.db, ec.school.id, input, ec.lang, ec.userId);
    return positive(view, translate(ec.lang, 'questionHelp.saved'));
  },
});

const deleteEvent = defineSchoolEvent('question-help/delete', {
  area: 'theory',
  handle: async (input, ec) => {
    const view = await deleteQuestionHelp(ec.ctx.db, ec.school.id, input, ec.lang, ec.userId);
    return positive(view, translate(ec.lang, 'questionHelp.deleted'));
  },
});

const searchEvent = defineSchoolEvent('question-help/search', {
  area: 'theory',
  handle: async (input, ec) => positive(await searchHelpQuestions(ec.ctx.db, input.text, ec.lang)),
});

const listEvent = defineSchoolEvent('question-help/list', {
  area: 'theory',
  handle: async (_input, ec) => positive(await listQuestionHelp(ec.ctx.db, ec.school.id, ec.lang)),
});

export const questionHelpEvents: EventDefinition<'/school'>[] = [
  fetchEvent,
  saveEvent,
  deleteEvent,
  searchEvent,
  listEvent,
];
