import { everyone, positive, translate } from '@kokpit/shared';
import { defineEvent, type EventDefinition } from '../../realtime/events.js';
import { defineSchoolEvent } from '../../realtime/school-scope.js';
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

const teamEvent = defineSchoolEvent('team', {
  area: 'members',
  handle: async (_input, ec) => positive(await readTeam(ec.ctx.db, ec.school.id)),
});

const inviteEvent = defineSchoolEvent('team/invite', {
  area: 'members',
  rateLimit: { limit: 20, windowMs: 60 * 60_000 },
  handle: async (input, ec) => {
    const view = await inviteTeacher(ec, input.email, ec.lang);
    return positive(view, translate(ec.lang, 'school.team.invited', { email: input.email }));
  },
});

const removeEvent = defineSchoolEvent('team/remove', {
  area: 'members',
  handle: async (input, ec) =>
    positive(await removeTeacher(ec, input.userId), translate(ec.lang, 'school.team.removed')),
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
