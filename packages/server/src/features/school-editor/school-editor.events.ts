import {
  canActAsSchool,
  positive,
  SCHOOL_PERMISSIONS,
  schoolRoleAllows,
  translate,
  type SchoolPermission,
} from '@kokpit/shared';
import {
  defineEvent,
  type AuthedEventContext,
  type EventDefinition,
} from '../../realtime/events.js';
import { requireSchoolMember } from '../schools/school-access.js';
import { geocodeBranch } from './branch-geocode.service.js';
import {
  readEditor,
  saveAccount,
  saveLocations,
  saveSchoolLogo,
  saveTexts,
  type EditorCaller,
} from './school-editor.service.js';

/*
 * `/school` events of the school editor (shared/realtime/school-editor.ts): every member reads
 * it; saving is the `profile` area, a manager's (shared policies canEditSchool), allowed to a
 * school still awaiting approval so it can complete its details meanwhile.
 */

async function callerOf(
  ec: AuthedEventContext,
  area: SchoolPermission | null,
): Promise<EditorCaller> {
  const member = await requireSchoolMember(ec.ctx.db, ec.session.userId, area);
  return { ctx: ec.ctx, member, userId: ec.session.userId, ip: ec.ip };
}

const memberEvent = defineEvent('/school', 'member', {
  policy: canActAsSchool,
  handle: async (_input, ec) => {
    const { member } = await callerOf(ec, null);
    return positive({
      schoolId: member.schoolId,
      role: member.role,
      schoolStatus: member.schoolStatus,
      permissions: SCHOOL_PERMISSIONS.filter((p) => schoolRoleAllows(member.role, p)),
    });
  },
});

const editorEvent = defineEvent('/school', 'editor', {
  policy: canActAsSchool,
  handle: async (_input, ec) => {
    const { member } = await callerOf(ec, null);
    return positive(await readEditor(ec.ctx.db, member.schoolId));
  },
});

const accountEvent = defineEvent('/school', 'editor/account', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const caller = { ...(await callerOf(ec, 'profile')), sessionId: ec.session.sessionId };
    const view = await saveAccount(caller, input);
    return positive(view, translate(ec.lang, 'school.editor.accountSaved'));
  },
});

const textsEvent = defineEvent('/school', 'editor/texts', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const view = await saveTexts(await callerOf(ec, 'profile'), input);
    return positive(view, translate(ec.lang, 'school.editor.textsSaved'));
  },
});

const locationsEvent = defineEvent('/school', 'editor/locations', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const view = await saveLocations(await callerOf(ec, 'profile'), input);
    return positive(view, translate(ec.lang, 'school.editor.locationsSaved'));
  },
});

const logoEvent = defineEvent('/school', 'editor/logo', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const view = await saveSchoolLogo(await callerOf(ec, 'profile'), input);
    return positive(view, translate(ec.lang, 'school.editor.logoSaved'));
  },
});

/** "Find on map": a branch's pin from its address (the `profile` area, like saving it). */
const geocodeEvent = defineEvent('/school', 'editor/geocode', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    await callerOf(ec, 'profile');
    return positive(await geocodeBranch(ec.ctx.geocoder, input));
  },
});

export const schoolEditorEvents: EventDefinition<'/school'>[] = [
  memberEvent,
  editorEvent,
  accountEvent,
  textsEvent,
  locationsEvent,
  logoEvent,
  geocodeEvent,
];
