import { request } from '../socket';
import { currentLanguage } from '../i18n/language';
import type { SessionUser } from './session-types';

/**
 * The URL decides the UI language (SPEC §2); a signed-in user whose saved language differs
 * gets it saved, so mail and server messages follow the language they are using.
 */
export function syncUserLanguage(user: SessionUser): void {
  const lang = currentLanguage();
  if (user.lang !== lang) request('/app', 'set-language', { lang }).catch(() => undefined);
}
