import type { RouteRegistrar } from '../http/app.js';
import type { Namespace } from '@kokpit/shared';
import type { EventDefinition } from '../realtime/events.js';
import type { NamespaceEvents, NamespaceHooks } from '../realtime/io.js';
import { authEvents } from './auth/auth.events.js';
import { registerAuthRoutes } from './auth/auth.routes.js';
import { contactEvents } from './contact/contact.events.js';
import { contentEvents } from './content/content.events.js';
import { registerPictureRoutes } from './content/picture.routes.js';
import { languageEvents } from './languages/language.events.js';
import { pageEvents } from './pages/page.events.js';
import { publicStatisticsEvent } from './statistics/public-statistics.js';
import { statisticsEvents } from './statistics/statistics.events.js';
import { registerLanguageRoutes } from './languages/language.routes.js';
import { passwordResetEvents } from './password-reset/password-reset.events.js';
import { publicSchoolEvents } from './schools/school.events.js';
import { studentSectionEvents } from './sections/student-sections.events.js';
import { signupEvents } from './signup/signup.events.js';
import { countVisit, joinSchoolRoom } from './students/connection-hooks.js';
import { profileEvents } from './students/profile.events.js';
import { schoolLinkEvents } from './students/school-link.events.js';
import { testEvents } from './practice/practice.events.js';
import { trialTestEvent } from './trial/trial.events.js';

/*
 * Every feature's transport, in one list per namespace. Each feature owns its handlers; this
 * file only says which exist (no central switch).
 */

export const apiRoutes: RouteRegistrar[] = [registerAuthRoutes, registerLanguageRoutes];

export const rootRoutes: RouteRegistrar[] = [registerPictureRoutes];

/** Each list holds only its own namespace's events (a misplaced one fails `tsc`). */
export const namespaceEvents = {
  '/app': [
    ...authEvents,
    ...languageEvents,
    ...publicSchoolEvents,
    ...contentEvents,
    ...signupEvents,
    ...passwordResetEvents,
    ...pageEvents,
    ...contactEvents,
    publicStatisticsEvent,
    trialTestEvent,
  ],
  '/student': [
    ...studentSectionEvents,
    ...profileEvents,
    ...schoolLinkEvents,
    ...testEvents,
    ...statisticsEvents,
  ],
  '/school': [],
} satisfies { [N in Namespace]: EventDefinition<N>[] } & NamespaceEvents;

/** Work each namespace does when an authenticated socket connects (see ConnectionHook). */
export const namespaceHooks: NamespaceHooks = {
  '/student': [countVisit],
  '/school': [joinSchoolRoom],
};
