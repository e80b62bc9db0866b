import { ServerPushes, type MessageView } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { pushToSchool, pushToStudent } from '../students/student-pushes.js';

/*
 * Messaging pushes, after the write has committed: every tab and device of both sides (the
 * school's room on /school, the student's user room on /student, once a tab) gets the message or
 * the read receipt, each with its own side's unread count, so the sender's other tabs show the
 * message too and every header badge stays right.
 */

export interface ThreadSides {
  schoolId: number;
  studentId: number;
  schoolUnread: number;
  studentUnread: number;
}

export function pushMessage(ctx: AppContext, sides: ThreadSides, message: MessageView): void {
  pushToSchool(ctx, sides.schoolId, ServerPushes.message, { message, unread: sides.schoolUnread });
  pushToStudent(ctx, sides.studentId, ServerPushes.message, {
    message,
    unread: sides.studentUnread,
  });
}

export function pushMessagesRead(
  ctx: AppContext,
  sides: ThreadSides,
  bySchool: boolean,
  readAt: number,
): void {
  const base = { studentId: sides.studentId, bySchool, readAt };
  pushToSchool(ctx, sides.schoolId, ServerPushes.messagesRead, {
    ...base,
    unread: sides.schoolUnread,
  });
  pushToStudent(ctx, sides.studentId, ServerPushes.messagesRead, {
    ...base,
    unread: sides.studentUnread,
  });
}
