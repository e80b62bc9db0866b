import type { StudentSettings } from '../domain/student-settings.js';
import {
  noPayload,
  profileSavePayload,
  schoolJoinPayload,
  sectionCodePayload,
  settingsSavePayload,
  studentSectionsPayload,
  type ProfileView,
  type SectionEnableView,
  type StudentSectionsView,
} from '../schemas/student.js';
import type { JoinOutcomeView, SchoolLinkView } from '../schemas/school.js';
import {
  sectionStatisticsPayload,
  testCommitPayload,
  testIdPayload,
  testRecordPayload,
  testStartPayload,
  type FinishedSimulation,
  type Highlights,
  type RecordResult,
  type SectionStatistics,
  type TestTextsView,
  type TestView,
} from '../schemas/tests.js';
import { theoryFetchPayload, type PresentationListView } from '../schemas/theory.js';
import { examDateSavePayload } from '../schemas/exam-date.js';
import { event, reply } from './contract.js';
import { studentMessagesContract } from './messages.js';

/** `/student`: a signed-in student's own sections, profile, school, tests and statistics. */
export const studentContract = {
  sections: event(studentSectionsPayload, reply<StudentSectionsView>()),
  'section/change': event(sectionCodePayload, reply<{ current: string }>()),
  'section-enable': event(sectionCodePayload, reply<SectionEnableView>()),
  profile: event(noPayload, reply<ProfileView>()),
  'profile/save': event(profileSavePayload, reply<ProfileView>()),
  'settings/save': event(settingsSavePayload, reply<{ settings: StudentSettings }>()),
  'school/join': event(schoolJoinPayload, reply<JoinOutcomeView>()),
  'school/info': event(noPayload, reply<SchoolLinkView>()),
  'test-start': event(testStartPayload, reply<TestView>()),
  'test-resume': event(testIdPayload, reply<TestView>()),
  'test-restart': event(testIdPayload, reply<TestView>()),
  'test-cancel': event(testIdPayload, reply<{ id: number; status: 'cancelled' }>()),
  'test-finish': event(testIdPayload, reply<FinishedSimulation>()),
  /** The words of a test's questions in every language: the page follows a language switch. */
  'test-texts': event(testIdPayload, reply<TestTextsView>()),
  /** One of the student's own finished simulations, every question with its answers. */
  'simulation-review': event(testIdPayload, reply<FinishedSimulation>()),
  'test-record': event(testRecordPayload, reply<RecordResult>()),
  'test-record/commit': event(
    testCommitPayload,
    reply<{ testId: number; results: RecordResult[] }>(),
  ),
  highlights: event(sectionStatisticsPayload, reply<Highlights>()),
  /** The learner's exam date in a section (date null forgets it); `highlights` has its plan. */
  'exam-date/save': event(examDateSavePayload, reply<{ section: string; date: string | null }>()),
  statistics: event(sectionStatisticsPayload, reply<SectionStatistics>()),
  ...studentMessagesContract,
  /** The student's school's theory presentations of a section (none without a school). */
  'theory/list': event(theoryFetchPayload, reply<PresentationListView>()),
};
export type StudentContract = typeof studentContract;
