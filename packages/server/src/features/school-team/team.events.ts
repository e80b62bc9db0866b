import {
  canActAsSchool,
  everyone,
  positive,
  translate,
  type SchoolPermission,
} from '@kokpit/shared';
import {
  defineEvent,
  type AuthedEventContext,
  type EventDefinition,
} from '../../realtime/events.js';
import type { EditorCaller } from '../school-editor/school-editor.service.js';
import { requireSchoolMember } from '../schools/school-access.js';
import {
  acceptInvite,
  inviteTeacher,
  readInvite,
  readTeam,
  removeTeacher,
} from './team.service.js';

/*
 * A school's team: on `/school` the manager (area `members`, shared canManageTeam) lists,
 * invites and removes teachers; on `/app` the invited open their link and make their account.
 */

async function callerOf(ec: AuthedEventContext, area: SchoolPermission): Promise<EditorCaller> {
  const member = await requireSchoolMember(ec.ctx.db, ec.session.userId, area);
  return { ctx: ec.ctx, member, userId: ec.session.userId, ip: ec.ip };
}

const teamEvent = defineEvent('/school', 'team', {
  policy: canActAsSchool,
  handle: async (_input, ec) => {
    const { member } = await callerOf(ec, 'members');
    return positive(await readTeam(ec.ctx.db, member.schoolId));
  },
});

const inviteEvent = defineEvent('/school', 'team/invite', {
  policy: canActAsSchool,
  rateLimit: { limit: 20, windowMs: 60 * 60_000 },
  handle: async (input, ec) => {
    const view = await inviteTeacher(await callerOf(ec, 'members'), input.email, ec.lang);
    return positive(view, translate(ec.lang, 'school.team.invited', { email: input.email }));
  },
});

const removeEvent = defineEvent('/school', 'team/remove', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const view = await removeTeacher(await callerOf(ec, 'members'), input.userId);
    return positive(view, translate(ec.lang, 'school.team.removed'));
  },
});

export const schoolTeamEvents: EventDefinition<'/school'>[] = [teamEvent, inviteEvent, removeEvent];

const inviteInfoEvent = defineEvent('/app', 'team-invite/info', {
  policy: everyone,
  rateLimit: { limit: 30, windowMs: 10 * 60_000 },
  handle: async (input, ec) => positive(await readInvite(ec.ctx.db, input.token)),
});

const inviteAcceptEvent = defineEvent('/app', 'team-invite/accept', {
  policy: everyone,
  rateLimit: { limit: 20, windowMs: 10 * 60_000 },
  handle: async (input, ec) => {
    await acceptInvite(ec.ctx, input, { lang: ec.lang, ip: ec.ip });
    return positive({}, translate(ec.lang, 'school.team.accepted'));
  },
});

export const teamInviteEvents: EventDefinition<'/app'>[] = [inviteInfoEvent, inviteAcceptEvent];
