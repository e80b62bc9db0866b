import { positive, translate } from '@kokpit/shared';
import type { EventDefinition } from '../../realtime/events.js';
import { defineSchoolEvent } from '../../realtime/school-scope.js';
import { readSchoolHighlights } from './school-highlights.service.js';
import { readSchoolProfile, saveSchoolProfile } from './school-profile.service.js';
import {
  addStudent,
  saveComments,
  saveStudent,
  setStudentPassword,
} from './school-student-accounts.service.js';
import {
  approve,
  archive,
  reconsider,
  reject,
  remove,
  restore,
} from './school-student-lifecycle.service.js';
import {
  listStudents,
  readStudentInfo,
  readStudentStatistics,
  searchStudents,
} from './school-student-reads.service.js';

/*
 * `/school` events about the school's students (shared/realtime/school-students.ts). The school
 * step admits the member to the `students` area and loads the student a payload names within
 * the school: a join request still waiting is reached only by its own events (approve, reject;
 * the lists show it), a rejected one only by reconsider (the rejected list shows it), everything
 * else reaches the students the school accepted.
 */

const byId = { key: 'id', scope: 'accepted' } as const;
const requestById = { key: 'id', scope: 'request' } as const;

const highlightsEvent = defineSchoolEvent('highlights', {
  area: 'students',
  handle: async (input, ec) =>
    positive(await readSchoolHighlights(ec.ctx.db, ec.school.id, input?.section)),
});

const listEvent = defineSchoolEvent('students/list', {
  area: 'students',
  handle: async (input, ec) => positive(await listStudents(ec.ctx.db, ec.school.id, input)),
});

const searchEvent = defineSchoolEvent('students/search', {
  area: 'students',
  handle: async (input, ec) => positive(await searchStudents(ec.ctx.db, ec.school.id, input)),
});

const infoEvent = defineSchoolEvent('students/info', {
  area: 'students',
  student: byId,
  handle: async (_input, ec) =>
    positive(await readStudentInfo(ec.ctx.db, ec.school.id, ec.student)),
});

const approveEvent = defineSchoolEvent('students/approve', {
  area: 'students',
  student: requestById,
  handle: async (_input, ec) =>
    positive(await approve(ec, ec.student), translate(ec.lang, 'school.students.approved')),
});

const rejectEvent = defineSchoolEvent('students/reject', {
  area: 'students',
  student: requestById,
  handle: async (_input, ec) =>
    positive(await reject(ec, ec.student), translate(ec.lang, 'school.students.rejected')),
});

/** The rejected list's "restore": the request waits again. */
const reconsiderEvent = defineSchoolEvent('students/reconsider', {
  area: 'students',
  student: { key: 'id', scope: 'rejected' },
  handle: async (_input, ec) =>
    positive(await reconsider(ec, ec.student), translate(ec.lang, 'school.students.reconsidered')),
});

const archiveEvent = defineSchoolEvent('students/archive', {
  area: 'students',
  student: byId,
  handle: async (input, ec) =>
    positive(await archive(ec, ec.student, input), translate(ec.lang, 'school.students.archived')),
});

const restoreEvent = defineSchoolEvent('students/restore', {
  area: 'students',
  student: byId,
  handle: async (_input, ec) =>
    positive(await restore(ec, ec.student), translate(ec.lang, 'school.students.restored')),
});

const saveEvent = defineSchoolEvent('students/save', {
  area: 'students',
  student: byId,
  handle: async (input, ec) =>
    positive(await saveStudent(ec, ec.student, input), translate(ec.lang, 'school.students.saved')),
});

const addEvent = defineSchoolEvent('students/add', {
  area: 'students',
  handle: async (input, ec) =>
    positive(await addStudent(ec, input), translate(ec.lang, 'school.students.added')),
});

const statsEvent = defineSchoolEvent('students/stats', {
  area: 'students',
  student: byId,
  handle: async (input, ec) =>
    positive(await readStudentStatistics(ec.ctx.db, ec.student, input.section, ec.lang)),
});

const deleteEvent = defineSchoolEvent('students/delete', {
  area: 'students',
  student: byId,
  handle: async (_input, ec) =>
    positive(await remove(ec, ec.student), translate(ec.lang, 'school.students.deleted')),
});

const passwordEvent = defineSchoolEvent('students/password', {
  area: 'students',
  student: byId,
  handle: async (input, ec) => {
    await setStudentPassword(ec, ec.student, input);
    return positive({}, translate(ec.lang, 'school.students.passwordChanged'));
  },
});

const commentsEvent = defineSchoolEvent('students/comments', {
  area: 'students',
  student: byId,
  handle: async (input, ec) =>
    positive(
      await saveComments(ec, ec.student, input.comments),
      translate(ec.lang, 'school.students.commentsSaved'),
    ),
});

/** Any member may read the school's card, even before the operators approve the school. */
const profileEvent = defineSchoolEvent('profile', {
  area: null,
  handle: async (_input, ec) => positive(await readSchoolProfile(ec.ctx.db, ec.school.id)),
});

const profileSaveEvent = defineSchoolEvent('profile/save', {
  area: 'profile',
  handle: async (input, ec) =>
    positive(
      await saveSchoolProfile(ec, input),
      translate(ec.lang, 'school.students.profileSaved'),
    ),
});

/** `/school` events about the school's students (shared/realtime/school-students.ts). */
export const schoolStudentEvents: EventDefinition<'/school'>[] = [
  highlightsEvent,
  listEvent,
  searchEvent,
  infoEvent,
  approveEvent,
  rejectEvent,
  reconsiderEvent,
  archiveEvent,
  restoreEvent,
  saveEvent,
  addEvent,
  statsEvent,
  deleteEvent,
  passwordEvent,
  commentsEvent,
  profileEvent,
  profileSaveEvent,
];
