import { canActAsSchool, canActAsStudent, positive, translate } from '@kokpit/shared';
import {
  defineEvent,
  type AuthedEventContext,
  type EventDefinition,
} from '../../realtime/events.js';
import { requireSchoolMember } from '../schools/school-access.js';
import {
  fetchPresentations,
  listStudentPresentations,
  readPresentation,
  removePresentation,
  reorderPresentation,
  savePresentation,
  searchQuestions,
  type TheoryCaller,
} from './theory.service.js';

/*
 * Theory presentations (shared/realtime/school-theory.ts): open to school accounts whose role
 * allows the `theory` area of an approved school (requireSchoolMember, read per call); each
 * presentation is then checked against the shared policies. Students list their school's.
 */

async function callerOf(ec: AuthedEventContext): Promise<TheoryCaller> {
  const member = await requireSchoolMember(ec.ctx.db, ec.session.userId, 'theory');
  return {
    ctx: ec.ctx,
    actor: { ...ec.actor, schoolId: member.schoolId },
    schoolId: member.schoolId,
    lang: ec.lang,
  };
}

const fetchEvent = defineEvent('/school', 'theory/fetch', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const { schoolId } = await callerOf(ec);
    return positive(await fetchPresentations(ec.ctx.db, schoolId, input.section));
  },
});

const presentationEvent = defineEvent('/school', 'theory/presentation', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const caller = await callerOf(ec);
    return positive(await readPresentation(ec.ctx.db, caller.actor, input.id, ec.lang));
  },
});

const saveEvent = defineEvent('/school', 'theory/save', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const view = await savePresentation(await callerOf(ec), input);
    return positive(view, translate(ec.lang, 'theory.saved'));
  },
});

const reorderEvent = defineEvent('/school', 'theory/reorder', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const view = await reorderPresentation(await callerOf(ec), input);
    return positive(view, translate(ec.lang, 'theory.saved'));
  },
});

const deleteEvent = defineEvent('/school', 'theory/delete', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const view = await removePresentation(await callerOf(ec), input.id);
    return positive(view, translate(ec.lang, 'theory.deleted'));
  },
});

const questionsEvent = defineEvent('/school', 'theory/questions', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const { schoolId } = await callerOf(ec);
    return positive(await searchQuestions(ec.ctx.db, schoolId, { ...input, lang: ec.lang }));
  },
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
