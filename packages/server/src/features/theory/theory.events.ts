import { canActAsStudent, positive, translate } from '@kokpit/shared';
import { defineEvent, type EventDefinition } from '../../realtime/events.js';
import { defineSchoolEvent } from '../../realtime/school-scope.js';
import {
  fetchPresentations,
  listStudentPresentations,
  readPresentation,
  removePresentation,
  reorderPresentation,
  savePresentation,
  searchQuestions,
} from './theory.service.js';

/*
 * Theory presentations (shared/realtime/school-theory.ts): on /school, members whose role
 * allows the `theory` area of an approved school (the school step); each presentation is then
 * checked against the shared policies. Students list their school's.
 */

const fetchEvent = defineSchoolEvent('theory/fetch', {
  area: 'theory',
  handle: async (input, ec) =>
    positive(await fetchPresentations(ec.ctx.db, ec.school.id, input.section)),
});

const presentationEvent = defineSchoolEvent('theory/presentation', {
  area: 'theory',
  handle: async (input, ec) =>
    positive(await readPresentation(ec.ctx.db, ec.actor, input.id, ec.lang)),
});

const saveEvent = defineSchoolEvent('theory/save', {
  area: 'theory',
  handle: async (input, ec) =>
    positive(await savePresentation(ec, input), translate(ec.lang, 'theory.saved')),
});

const reorderEvent = defineSchoolEvent('theory/reorder', {
  area: 'theory',
  handle: async (input, ec) =>
    positive(await reorderPresentation(ec, input), translate(ec.lang, 'theory.saved')),
});

const deleteEvent = defineSchoolEvent('theory/delete', {
  area: 'theory',
  handle: async (input, ec) =>
    positive(await removePresentation(ec, input.id), translate(ec.lang, 'theory.deleted')),
});

const questionsEvent = defineSchoolEvent('theory/questions', {
  area: 'theory',
  handle: async (input, ec) =>
    positive(await searchQuestions(ec.ctx.db, ec.school.id, { ...input, lang: ec.lang })),
});

export const schoolTheoryEvents: EventDefinition<'/school'>[] = [
  fetchEvent,
  presentationEvent,
  saveEvent,
  reorderEvent,
  deleteEvent,
  questionsEvent,
];

/** `theory/list` {section} on /student: the presentations of the student's school. */
const studentListEvent = defineEvent('/student', 'theory/list', {
  policy: canActAsStudent,
  handle: async (input, ec) =>
    positive(await listStudentPresentations(ec.ctx.db, ec.actor, input.section)),
});

export const studentTheoryEvents: EventDefinition<'/student'>[] = [studentListEvent];
