import { positive, translate, canActAsStudent } from '@kokpit/shared';
import { defineEvent } from '../../realtime/events.js';
import { pushSignout } from '../../realtime/pushes.js';
import { presentProfile, presentSettings } from './profile.presenter.js';
import { loadProfile, saveProfile, saveSettings } from './profile.service.js';

/** `profile`: the signed-in student's user fields, settings and school standing. */
export const profileEvent = defineEvent('/student', 'profile', {
  policy: canActAsStudent,
  handle: async (_input, ec) => {
    const profile = await loadProfile(ec.ctx.db, ec.session.userId);
    return positive(presentProfile(profile, ec.ctx.config));
  },
});

/**
 * `profile/save`: name, e-mail, optional new password (with the current one; the student's
 * other sessions are then signed out) and the student fields (SPEC §5).
 */
export const profileSaveEvent = defineEvent('/student', 'profile/save', {
  policy: canActAsStudent,
  handle: async (input, ec) => {
    const profile = await saveProfile(ec.ctx, ec.session.userId, input, {
      ip: ec.ip,
      sessionId: ec.session.sessionId,
    });
    pushSignout(ec.ctx, profile.revokedSessionIds, 'auth.passwordChanged');
    return positive(presentProfile(profile, ec.ctx.config), translate(ec.lang, 'profile.saved'));
  },
});

/** `settings/save`: test-page preferences, merged into what is stored. */
export const settingsSaveEvent = defineEvent('/student', 'settings/save', {
  policy: canActAsStudent,
  handle: async (input, ec) => {
    const settings = await saveSettings(ec.ctx, ec.session.userId, input);
    return positive({ settings: presentSettings(settings) }, translate(ec.lang, 'settings.saved'));
  },
});

export const profileEvents = [profileEvent, profileSaveEvent, settingsSaveEvent];
