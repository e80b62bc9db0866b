import { canActAsSchool, positive, translate } from '@kokpit/shared';
import { defineEvent, type EventDefinition } from '../../realtime/events.js';
import { actingSchool } from '../billing/acting-school.js';
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

const fetchEvent = defineEvent('/school', 'question-help/fetch', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const school = await actingSchool(ec.ctx.db, ec.session.userId, 'theory');
    return positive(await fetchQuestionHelp(ec.ctx.db, school.id, input.questionId, ec.lang));
  },
});

const saveEvent = defineEvent('/school', 'question-help/save', {
  policy: canActAsSchool,
  rateLimit: { limit: 300, windowMs: 60 * 60_000 },
  handle: async (input, ec) => {
    const school = await actingSchool(ec.ctx.db, ec.session.userId, 'theory');
    const view = await saveQuestionHelp(ec.ctx.db, school.id, input, ec.lang, ec.session.userId);
    return positive(view, translate(ec.lang, 'questionHelp.saved'));
  },
});

const deleteEvent = defineEvent('/school', 'question-help/delete', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const school = await actingSchool(ec.ctx.db, ec.session.userId, 'theory');
    const view = await deleteQuestionHelp(ec.ctx.db, school.id, input, ec.lang, ec.session.userId);
    return positive(view, translate(ec.lang, 'questionHelp.deleted'));
  },
});

const searchEvent = defineEvent('/school', 'question-help/search', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    await actingSchool(ec.ctx.db, ec.session.userId, 'theory');
    return positive(await searchHelpQuestions(ec.ctx.db, input.text, ec.lang));
  },
});

const listEvent = defineEvent('/school', 'question-help/list', {
  policy: canActAsSchool,
  handle: async (_input, ec) => {
    const school = await actingSchool(ec.ctx.db, ec.session.userId, 'theory');
    return positive(await listQuestionHelp(ec.ctx.db, school.id, ec.lang));
  },
});

export const questionHelpEvents: EventDefinition<'/school'>[] = [
  fetchEvent,
  saveEvent,
  deleteEvent,
  searchEvent,
  listEvent,
];
