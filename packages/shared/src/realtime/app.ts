import type { Language } from '../constants.js';
import { authPayload, forgotPasswordPayload, resetPasswordPayload } from '../schemas/auth.js';
import {
  categoriesPayload,
  contactPayload,
  languagePayload,
  pagePayload,
  pagesPayload,
  questionsPayload,
  schoolInfoPayload,
  schoolsPayload,
  sectionsPayload,
  trialTestPayload,
  type CategoryView,
  type PageSummaryView,
  type PageView,
  type PublicStatisticsView,
  type QuestionView,
  type SectionView,
  type TrialTestView,
} from '../schemas/content.js';
import type { PublicSchoolView } from '../schemas/school.js';
import {
  schoolPagePayload,
  type MapSettingsView,
  type SchoolPageView,
  type SchoolSearchView,
} from '../schemas/school-page.js';
import { signupPayload, type SchoolSignupView, type StudentSignupView } from '../schemas/signup.js';
import {
  teamInviteAcceptPayload,
  teamInviteInfoPayload,
  type TeamInviteInfoView,
} from '../schemas/school-team.js';
import {
  socialCompletePayload,
  socialSignupPayload,
  socialUnlinkPayload,
  type SocialCompleteView,
  type SocialIdentitiesView,
  type SocialProviderView,
} from '../schemas/social-sign-in.js';
import { noPayload } from '../schemas/student.js';
import type { SessionView, SignedInView } from '../schemas/user.js';
import { event, reply, type EmptyReply } from './contract.js';

/** `/app`: public calls, sign-in and the signed-in user's language (SPEC §7). */
export const appContract = {
  auth: event(authPayload, reply<SignedInView>()),
  /**
   * The connection's session as its handshake found it (the web's HttpOnly cookie): the user,
   * or null; negative when the cookie named a session that has ended (expired, revoked, locked).
   */
  session: event(noPayload, reply<{ user: SessionView | null }>()),
  signout: event(noPayload, reply<EmptyReply>()),
  'get-language': event(noPayload, reply<{ lang: Language; languages: Language[] }>()),
  'set-language': event(languagePayload, reply<{ lang: Language }>()),
  sections: event(sectionsPayload, reply<{ sections: SectionView[] }>()),
  categories: event(
    categoriesPayload,
    reply<{ section: SectionView['code']; categories: CategoryView[] }>(),
  ),
  questions: event(questionsPayload, reply<{ category: number; questions: QuestionView[] }>()),
  schools: event(schoolsPayload, reply<SchoolSearchView>()),
  'school/info': event(schoolInfoPayload, reply<{ school: PublicSchoolView }>()),
  signup: event(signupPayload, reply<StudentSignupView | SchoolSignupView>()),
  'forgot-password': event(forgotPasswordPayload, reply<EmptyReply>()),
  'reset-password': event(resetPasswordPayload, reply<EmptyReply>()),
  page: event(pagePayload, reply<PageView>()),
  pages: event(pagesPayload, reply<{ pages: PageSummaryView[] }>()),
  contact: event(contactPayload, reply<{ id: number }>()),
  'public-statistics': event(noPayload, reply<PublicStatisticsView>()),
  'trial-test': event(trialTestPayload, reply<TrialTestView>()),
  'team-invite/info': event(teamInviteInfoPayload, reply<TeamInviteInfoView>()),
  'team-invite/accept': event(teamInviteAcceptPayload, reply<EmptyReply>()),
  'social/providers': event(noPayload, reply<{ providers: SocialProviderView[] }>()),
  'social/complete': event(socialCompletePayload, reply<SocialCompleteView>()),
  'social/sign-up': event(socialSignupPayload, reply<SocialCompleteView>()),
  'social/identities': event(noPayload, reply<SocialIdentitiesView>()),
  'social/unlink': event(socialUnlinkPayload, reply<SocialIdentitiesView>()),
  'school/page': event(schoolPagePayload, reply<SchoolPageView>()),
  'map-settings': event(noPayload, reply<MapSettingsView>()),
};
export type AppContract = typeof appContract;
