import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '../domain/message-limits.js';
import { idField, sectionField } from './fields.js';

/*
 * Messages between a school and each of its students (SPEC §1, §3 "Message", §4 unread → read):
 * one thread per school and student, plain text only (the web renders it as text, never HTML).
 */

export const messageTextField = z
  .string({ error: 'messages.empty' })
  .trim()
  .min(1, { error: 'messages.empty' })
  .max(MESSAGE_MAX_LENGTH, { error: 'messages.tooLong' });

/**
 * The client's own id for a message (a UUID it makes when the message is typed): a message sent
 * again after a lost link carries the same id and is stored once.
 */
export const clientMessageIdField = z
  .string({ error: 'validation.criteria' })
  .regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'validation.criteria' });

/** Paging back through a thread: messages older than `before` (a message id). */
const pageFields = {
  before: idField.optional(),
  limit: z.number().int().min(1).max(100).optional(),
};

/** `messages/thread` on /school: the thread with one of the school's students. */
export const schoolThreadPayload = z.strictObject({ studentId: idField, ...pageFields });
export type SchoolThreadPayload = z.infer<typeof schoolThreadPayload>;

/** `messages/send` on /school. */
export const schoolSendPayload = z.strictObject({
  studentId: idField,
  clientId: clientMessageIdField,
  text: messageTextField,
});
export type SchoolSendPayload = z.infer<typeof schoolSendPayload>;

/** `messages/read` on /school: the student's messages in the thread become read. */
export const schoolReadPayload = z.strictObject({ studentId: idField });

/** `messages/thread` on /student: the thread with the school the student is linked to. */
export const studentThreadPayload = z.union([z.undefined(), z.strictObject(pageFields)]);

/** `messages/send` on /student. */
export const studentSendPayload = z.strictObject({
  clientId: clientMessageIdField,
  text: messageTextField,
});
export type StudentSendPayload = z.infer<typeof studentSendPayload>;

/**
 * `messages/announce` on /school: one message to every active student of the school who has
 * the section (every active student without one), each in their own thread.
 */
export const announcePayload = z.strictObject({
  clientId: clientMessageIdField,
  text: messageTextField,
  section: sectionField.optional(),
});
export type AnnouncePayload = z.infer<typeof announcePayload>;

/** An announcement as the school sees it: to how many it went and how many read it. */
export interface AnnouncementView {
  id: number;
  /** The section whose students it went to; null: every active student. */
  section: string | null;
  text: string;
  authorName: string;
  createdAt: number;
  recipients: number;
  read: number;
  /** Who has read it and who not yet, by name. */
  readers: { studentId: number; name: string; readAt: number | null }[];
}

/** `messages/announcements`: the school's announcements, newest first. */
export interface AnnouncementsView {
  announcements: AnnouncementView[];
}

/** One message as both sides see it. */
export interface MessageView {
  id: number;
  clientId: string | null;
  studentId: number;
  /** True when the school wrote it (any of its members). */
  fromSchool: boolean;
  senderName: string;
  text: string;
  createdAt: number;
  /** When the recipient read it; null while unread. */
  readAt: number | null;
}

/** A line of the school's inbox. */
export interface ThreadSummaryView {
  studentId: number;
  studentName: string;
  lastMessageAt: number | null;
  lastText: string;
  lastFromSchool: boolean;
  /** The student's messages the school has not read. */
  unread: number;
}

export interface InboxView {
  threads: ThreadSummaryView[];
  /** Unread messages across every thread. */
  unread: number;
}

/** One thread, a page of it, oldest first. */
export interface ThreadView {
  studentId: number;
  /** The other side's name: the student's for a school, the school's for a student. */
  withName: string;
  messages: MessageView[];
  /** Older messages remain before the first one. */
  hasMore: boolean;
  /** Unread messages to the caller in this thread. */
  unread: number;
}

/** The caller's unread count, after a read or a send. */
export interface UnreadView {
  unread: number;
}

/** A sent message and the sender's unread count. */
export interface SentView {
  message: MessageView;
  unread: number;
}

/** The student's thread, or why there is none (not linked to a school). */
export type StudentThreadView = ThreadView & { linked: boolean };
