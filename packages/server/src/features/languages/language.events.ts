import { LANGUAGES, positive, everyone } from '@kokpit/shared';
import { defineEvent } from '../../realtime/events.js';
import { shareUserLanguage } from '../../realtime/user-language.js';
import { setUserLanguage } from '../users/user.repository.js';

/** `get-language`: the socket's current language and the ones offered. */
export const getLanguageEvent = defineEvent('/app', 'get-language', {
  policy: everyone,
  handle: async (_input, ec) => positive({ lang: ec.socket.data.lang, languages: [...LANGUAGES] }),
});

/**
 * `set-language`: switches the socket's language; for a signed-in user it is saved and applies
 * to all of the user's sockets (every namespace, tab and node).
 */
export const setLanguageEvent = defineEvent('/app', 'set-language', {
  policy: everyone,
  handle: async (input, ec) => {
    ec.socket.data.lang = input.lang;
    ec.socket.data.langChosen = true;
    if (ec.session) {
      await setUserLanguage(ec.ctx.db, ec.session.userId, input.lang);
      shareUserLanguage(ec.ctx, ec.session.userId, input.lang);
    }
    return positive({ lang: input.lang });
  },
});

export const languageEvents = [getLanguageEvent, setLanguageEvent];
