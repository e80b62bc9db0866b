import {
  announcePayload,
  schoolReadPayload,
  schoolSendPayload,
  schoolThreadPayload,
  studentSendPayload,
  studentThreadPayload,
  type AnnouncementsView,
  type AnnouncementView,
  type InboxView,
  type SentView,
  type StudentThreadView,
  type ThreadView,
  type UnreadView,
} from '../schemas/messages.js';
import { noPayload } from '../schemas/student.js';
import { event, reply, type NamespaceContract } from './contract.js';

/**
 * `/school` messages (SPEC §1, §7): the school's inbox (threads newest first, unread first), a
 * thread with one of its own students, send and mark read. Another school's student is "not
 * found".
 */
export const schoolMessagesContract = {
  'messages/inbox': event(noPayload, reply<InboxView>()),
  'messages/thread': event(schoolThreadPayload, reply<ThreadView>()),
  'messages/send': event(schoolSendPayload, reply<SentView>()),
  'messages/read': event(schoolReadPayload, reply<UnreadView>()),
  /** One message to all the school's active students of a section (or all), each in their thread. */
  'messages/announce': event(announcePayload, reply<AnnouncementView>()),
  /** The school's announcements with who read them. */
  'messages/announcements': event(noPayload, reply<AnnouncementsView>()),
} satisfies NamespaceContract;

/** `/student` messages: the one thread with the school the student is linked to. */
export const studentMessagesContract = {
  'messages/thread': event(studentThreadPayload, reply<StudentThreadView>()),
  'messages/send': event(studentSendPayload, reply<SentView>()),
  'messages/read': event(noPayload, reply<UnreadView>()),
} satisfies NamespaceContract;
