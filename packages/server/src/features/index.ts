import type { RouteRegistrar } from '../http/app.js';
import type { Namespace } from '@kokpit/shared';
import type { EventDefinition } from '../realtime/events.js';
import type { NamespaceEvents, NamespaceHooks } from '../realtime/io.js';
import { adminRecordEvents } from './admin/admin.events.js';
import { registerAuditReverter } from './admin/admin-audit-reverters.js';
import { mediaFilesEvents } from './admin-files/media-files.events.js';
import { mediaAuditReverter } from './admin-files/media-files-revert.js';
import { registerMediaFileRoutes } from './admin-files/media-files.routes.js';
import { registerExportRoutes } from './admin-exports/export.routes.js';
import { adminOperationsEvents } from './admin-operations/admin-operations.events.js';
import { paymentsEvents } from './payments/payments.events.js';
import { adminContentEvents } from './admin-content/admin-content.events.js';
import { authEvents } from './auth/auth.events.js';
import { registerAuthRoutes } from './auth/auth.routes.js';
import { registerWebSessionRoutes } from './auth/web-session.routes.js';
import { contactEvents } from './contact/contact.events.js';
import { contentEvents } from './content/content.events.js';
import { studentExamDateEvents } from './exam-date/index.js';
import { registerPictureRoutes } from './content/picture.routes.js';
import { registerHealthRoutes } from './health/health.routes.js';
import { languageEvents } from './languages/language.events.js';
import { schoolMessageEvents, studentMessageEvents } from './messages/messages.events.js';
import { pageEvents } from './pages/page.events.js';
import { publicStatisticsEvent } from './statistics/public-statistics.js';
import { statisticsEvents } from './statistics/statistics.events.js';
import { registerLanguageRoutes } from './languages/language.routes.js';
import { passwordResetEvents } from './password-reset/password-reset.events.js';
import { billingEvents } from './billing/billing.events.js';
import { couponEvents } from './coupons/coupon.events.js';
import { questionHelpEvents } from './question-help/question-help.events.js';
import { schoolStudentEvents } from './school-students/school-students.events.js';
import { schoolEditorEvents } from './school-editor/school-editor.events.js';
import { registerSchoolLogoRoutes } from './school-editor/school-logo.routes.js';
import { schoolTeamEvents, teamInviteEvents } from './school-team/team.events.js';
import { publicSchoolEvents } from './schools/school.events.js';
import { studentSectionEvents } from './sections/student-sections.events.js';
import { signupEvents } from './signup/signup.events.js';
import { socialEvents } from './social-sign-in/social.events.js';
import { registerSocialRoutes } from './social-sign-in/social.routes.js';
import { countVisit, joinSchoolRoom } from './students/connection-hooks.js';
import { profileEvents } from './students/profile.events.js';
import { schoolLinkEvents } from './students/school-link.events.js';
import { testEvents } from './practice/practice.events.js';
import { schoolTheoryEvents, studentTheoryEvents } from './theory/theory.events.js';
import { trialTestEvent } from './trial/trial.events.js';

/*
 * Every feature's transport, in one list per namespace. Each feature owns its handlers; this
 * file only says which exist (no central switch).
 */

export const apiRoutes: RouteRegistrar[] = [
  registerAuthRoutes,
  registerLanguageRoutes,
  registerSocialRoutes,
  registerMediaFileRoutes,
  registerExportRoutes,
];

export const rootRoutes: RouteRegistrar[] = [
  registerWebSessionRoutes,
  registerPictureRoutes,
  registerSchoolLogoRoutes,
  registerHealthRoutes,
];

/** Each list holds only its own namespace's events (a misplaced one fails `tsc`). */
export const namespaceEvents = {
  '/app': [
    ...authEvents,
    ...languageEvents,
    ...publicSchoolEvents,
    ...contentEvents,
    ...signupEvents,
    ...socialEvents,
    ...passwordResetEvents,
    ...pageEvents,
    ...contactEvents,
    publicStatisticsEvent,
    trialTestEvent,
    ...teamInviteEvents,
  ],
  '/student': [
    ...studentSectionEvents,
    ...profileEvents,
    ...schoolLinkEvents,
    ...testEvents,
    ...statisticsEvents,
    ...studentExamDateEvents,
    ...studentMessageEvents,
    ...studentTheoryEvents,
  ],
  '/school': [
    ...schoolStudentEvents,
    ...billingEvents,
    ...couponEvents,
    ...schoolMessageEvents,
    ...schoolTheoryEvents,
    ...schoolEditorEvents,
    ...schoolTeamEvents,
    ...questionHelpEvents,
  ],
  '/admin': [
    ...adminRecordEvents,
    ...adminOperationsEvents,
    ...paymentsEvents,
    ...mediaFilesEvents,
    ...adminContentEvents,
  ],
} satisfies { [N in Namespace]: EventDefinition<N>[] } & NamespaceEvents;

/** Entries of the audit log about something other than a table row, and who reverts them. */
registerAuditReverter('media', mediaAuditReverter);

/** Work each namespace does when an authenticated socket connects (see ConnectionHook). */
export const namespaceHooks: NamespaceHooks = {
  '/student': [countVisit],
  '/school': [joinSchoolRoom],
};
