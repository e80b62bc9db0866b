import {
  schoolHighlightsPayload,
  schoolProfileSavePayload,
  studentAddPayload,
  studentArchivePayload,
  studentCommentsPayload,
  studentIdPayload,
  studentListPayload,
  studentPasswordPayload,
  studentSavePayload,
  studentSearchPayload,
  studentStatsPayload,
  type SchoolHighlights,
  type SchoolProfileView,
  type SchoolStudentStatistics,
  type SchoolStudentInfoView,
  type StudentAddView,
  type StudentChangeView,
  type StudentDeleteView,
  type StudentListView,
  type StudentSearchView,
} from '../schemas/school-students.js';
import { noPayload } from '../schemas/student.js';
import type { EmptyReply } from './contract.js';
import { event, reply, type NamespaceContract } from './contract.js';

/**
 * `/school`, the school's students (SPEC §7): lists, search, info, lifecycle (approve, reject,
 * reconsider, archive, restore, delete), sections, comments, passwords, a student's statistics, the
 * school's highlights and profile. Each answers for the school's own students only: another
 * school's student is "not found".
 */
export const schoolStudentsContract = {
  highlights: event(schoolHighlightsPayload, reply<SchoolHighlights>()),
  'students/list': event(studentListPayload, reply<StudentListView>()),
  'students/search': event(studentSearchPayload, reply<StudentSearchView>()),
  'students/info': event(studentIdPayload, reply<SchoolStudentInfoView>()),
  'students/approve': event(studentIdPayload, reply<StudentChangeView>()),
  'students/reject': event(studentIdPayload, reply<StudentChangeView>()),
  /** A rejected request waits again (the school's rejected list). */
  'students/reconsider': event(studentIdPayload, reply<StudentChangeView>()),
  'students/archive': event(studentArchivePayload, reply<StudentChangeView>()),
  'students/restore': event(studentIdPayload, reply<StudentChangeView>()),
  'students/save': event(studentSavePayload, reply<SchoolStudentInfoView>()),
  'students/add': event(studentAddPayload, reply<StudentAddView>()),
  'students/stats': event(studentStatsPayload, reply<SchoolStudentStatistics>()),
  'students/delete': event(studentIdPayload, reply<StudentDeleteView>()),
  'students/password': event(studentPasswordPayload, reply<EmptyReply>()),
  'students/comments': event(studentCommentsPayload, reply<StudentChangeView>()),
  profile: event(noPayload, reply<SchoolProfileView>()),
  'profile/save': event(schoolProfileSavePayload, reply<SchoolProfileView>()),
} satisfies NamespaceContract;
