import { canActAsSchool, canActAsStudent, positive } from '@kokpit/shared';
import {
  defineEvent,
  type AuthedEventContext,
  type EventDefinition,
} from '../../realtime/events.js';
import { requireSchoolMember } from '../schools/school-access.js';
import {
  markThreadRead,
  readInbox,
  readStudentThread,
  readThread,
  sendMessage,
  type MessageCaller,
  type SchoolMessageCaller,
} from './messages.service.js';

/*
 * Messaging events (shared/realtime/messages.ts): on /school a member of the school (the
 * `messages` area of school-roles) writes to the school's own students; on /student a student
 * writes to the school they are linked to.
 */

async function schoolCaller(ec: AuthedEventContext): Promise<SchoolMessageCaller> {
  const member = await requireSchoolMember(ec.ctx.db, ec.session.userId, 'messages');
  return {
    side: 'school',
    ctx: ec.ctx,
    actor: { ...ec.actor, schoolId: member.schoolId },
    userId: ec.session.userId,
    schoolId: member.schoolId,
  };
}

const studentCaller = (ec: AuthedEventContext): MessageCaller => ({
  side: 'student',
  ctx: ec.ctx,
  actor: ec.actor,
  userId: ec.session.userId,
});

const schoolInboxEvent = defineEvent('/school', 'messages/inbox', {
  policy: canActAsSchool,
  handle: async (_input, ec) => {
    const caller = await schoolCaller(ec);
    return positive(await readInbox(ec.ctx.db, caller.schoolId));
  },
});

const schoolThreadEvent = defineEvent('/school', 'messages/thread', {
  policy: canActAsSchool,
  handle: async (input, ec) => positive(await readThread(await schoolCaller(ec), input)),
});

const schoolSendEvent = defineEvent('/school', 'messages/send', {
  policy: canActAsSchool,
  handle: async (input, ec) => positive(await sendMessage(await schoolCaller(ec), input)),
});

const schoolReadEvent = defineEvent('/school', 'messages/read', {
  policy: canActAsSchool,
  handle: async (input, ec) =>
    positive(await markThreadRead(await schoolCaller(ec), input.studentId)),
});

/** `/school` messaging events. */
export const schoolMessageEvents: EventDefinition<'/school'>[] = [
  schoolInboxEvent,
  schoolThreadEvent,
  schoolSendEvent,
  schoolReadEvent,
];

const studentThreadEvent = defineEvent('/student', 'messages/thread', {
  policy: canActAsStudent,
  handle: async (input, ec) => positive(await readStudentThread(studentCaller(ec), input ?? {})),
});

const studentSendEvent = defineEvent('/student', 'messages/send', {
  policy: canActAsStudent,
  handle: async (input, ec) => positive(await sendMessage(studentCaller(ec), input)),
});

const studentReadEvent = defineEvent('/student', 'messages/read', {
  policy: canActAsStudent,
  handle: async (_input, ec) => positive(await markThreadRead(studentCaller(ec))),
});

/** `/student` messaging events. */
export const studentMessageEvents: EventDefinition<'/student'>[] = [
  studentThreadEvent,
  studentSendEvent,
  studentReadEvent,
];
