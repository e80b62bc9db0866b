import { positive, SCHOOL_PERMISSIONS, schoolRoleAllows, translate } from '@kokpit/shared';
import type { EventDefinition } from '../../realtime/events.js';
import { defineSchoolEvent } from '../../realtime/school-scope.js';
import { geocodeBranch } from './branch-geocode.service.js';
import {
  readEditor,
  saveAccount,
  saveLocations,
  saveSchoolLogo,
  saveTexts,
} from './school-editor.service.js';

/*
 * `/school` events of the school editor (shared/realtime/school-editor.ts): every member reads
 * it (area null, even before approval); saving is the `profile` area, a manager's (shared
 * policies canEditSchool), allowed to a school still awaiting approval so it can complete its
 * details meanwhile.
 */

const memberEvent = defineSchoolEvent('member', {
  area: null,
  handle: async (_input, { member }) =>
    positive({
      schoolId: member.schoolId,
      role: member.role,
      schoolStatus: member.schoolStatus,
      permissions: SCHOOL_PERMISSIONS.filter((p) => schoolRoleAllows(member.role, p)),
    }),
});

const editorEvent = defineSchoolEvent('editor', {
  area: null,
  handle: async (_input, ec) => positive(await readEditor(ec.ctx.db, ec.school.id)),
});

const accountEvent = defineSchoolEvent('editor/account', {
  area: 'profile',
  handle: async (input, ec) =>
    positive(await saveAccount(ec, input), translate(ec.lang, 'school.editor.accountSaved')),
});

const textsEvent = defineSchoolEvent('editor/texts', {
  area: 'profile',
  handle: async (input, ec) =>
    positive(await saveTexts(ec, input), translate(ec.lang, 'school.editor.textsSaved')),
});

const locationsEvent = defineSchoolEvent('editor/locations', {
  area: 'profile',
  handle: async (input, ec) =>
    positive(await saveLocations(ec, input), translate(ec.lang, 'school.editor.locationsSaved')),
});

const logoEvent = defineSchoolEvent('editor/logo', {
  area: 'profile',
  handle: async (input, ec) =>
    positive(await saveSchoolLogo(ec, input), translate(ec.lang, 'school.editor.logoSaved')),
});

/** "Find on map": a branch's pin from its address (the `profile` area, like saving it). */
const geocodeEvent = defineSchoolEvent('editor/geocode', {
  area: 'profile',
  handle: async (input, ec) => positive(await geocodeBranch(ec.ctx.geocoder, input)),
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
