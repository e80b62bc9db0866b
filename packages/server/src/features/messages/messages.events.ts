import { canActAsStudent, positive, translate } from '@kokpit/shared';
import { defineEvent, type EventDefinition } from '../../realtime/events.js';
import { defineSchoolEvent } from '../../realtime/school-scope.js';
import { announce, readAnnouncements } from './announcements.service.js';
import {
  markThreadRead,
  readInbox,
  readStudentThread,
  readThread,
  schoolThread,
  sendMessage,
  studentThread,
} from './messages.service.js';

/*
 * Messaging events (shared/realtime/messages.ts): on /school a member of the school (the
 * `messages` area of school-roles) writes to a student the school accepted (the school step
 * loads them by `studentId`); on /student a student writes to the school that accepted them.
 */

const toStudent = { key: 'studentId', scope: 'accepted' } as const;

const schoolInboxEvent = defineSchoolEvent('messages/inbox', {
  area: 'messages',
  handle: async (_input, ec) => positive(await readInbox(ec.ctx.db, ec.school.id)),
});

const schoolThreadEvent = defineSchoolEvent('messages/thread', {
  area: 'messages',
  student: toStudent,
  handle: async (input, ec) => positive(await readThread(schoolThread(ec, ec.student), input)),
});

const schoolSendEvent = defineSchoolEvent('messages/send', {
  area: 'messages',
  student: toStudent,
  handle: async (input, ec) => positive(await sendMessage(schoolThread(ec, ec.student), input)),
});

/** One message to the school's active students of a section (or all). */
const announceEvent = defineSchoolEvent('messages/announce', {
  area: 'messages',
  handle: async (input, ec) =>
    positive(await announce(ec, input), translate(ec.lang, 'messages.announced')),
});

const announcementsEvent = defineSchoolEvent('messages/announcements', {
  area: 'messages',
  handle: async (_input, ec) => positive(await readAnnouncements(ec.ctx.db, ec.school.id)),
});

const schoolReadEvent = defineSchoolEvent('messages/read', {
  area: 'messages',
  student: toStudent,
  handle: async (_input, ec) => positive(await markThreadRead(schoolThread(ec, ec.student))),
});

/** `/school` messaging events. */
export const schoolMessageEvents: EventDefinition<'/school'>[] = [
  schoolInboxEvent,
  schoolThreadEvent,
  schoolSendEvent,
  schoolReadEvent,
  announceEvent,
  announcementsEvent,
];

const studentThreadEvent = defineEvent('/student', 'messages/thread', {
  policy: canActAsStudent,
  handle: async (input, ec) =>
    positive(await readStudentThread(ec.ctx, ec.actor, ec.session.userId, input ?? {})),
});

const studentSendEvent = defineEvent('/student', 'messages/send', {
  policy: canActAsStudent,
  handle: async (input, ec) =>
    positive(await sendMessage(await studentThread(ec.ctx, ec.actor, ec.session.userId), input)),
});

const studentReadEvent = defineEvent('/student', 'messages/read', {
  policy: canActAsStudent,
  handle: async (_input, ec) =>
    positive(await markThreadRead(await studentThread(ec.ctx, ec.actor, ec.session.userId))),
});

/** `/student` messaging events. */
export const studentMessageEvents: EventDefinition<'/student'>[] = [
  studentThreadEvent,
  studentSendEvent,
  studentReadEvent,
];
