import type { AnnouncePayload, AnnouncementsView, AnnouncementView } from '@kokpit/shared';
import { now } from '../../core/clock.js';
import type { Db } from '../../db/database.js';
import type { SchoolCaller } from '../schools/school-access.js';
import {
  findAnnouncementId,
  insertAnnouncement,
  linkMessage,
  listAnnouncedStudents,
  listAnnouncements,
  listReaders,
  type AnnouncementRecord,
  type AnnouncementReader,
} from './announcements.repository.js';
import { presentMessage } from './messages.presenter.js';
import { pushMessage } from './messages.pushes.js';
import { countBothUnread, findMessage, insertMessage } from './messages.repository.js';

/*
 * Announcements (issue 33, item 2): a manager or teacher writes one message to every active
 * student of the school who has a section (or every active student); each gets it in their
 * own thread as a message from the school, pushed live like any message, and the school sees
 * who has read it (each message's read_at). Stored once per client id: a resend after a lost
 * link answers with the announcement already sent and pushes nothing again.
 */

const LISTED = 50;

function present(a: AnnouncementRecord, readers: AnnouncementReader[]): AnnouncementView {
  const own = readers.filter((r) => r.announcementId === a.id);
  return {
    ...a,
    recipients: own.length,
    read: own.filter((r) => r.readAt !== null).length,
    readers: own.map(({ studentId, name, readAt }) => ({ studentId, name, readAt })),
  };
}

async function readAnnouncement(db: Db, schoolId: number, id: number): Promise<AnnouncementView> {
  const [a] = await listAnnouncements(db, schoolId, 1, id);
  if (!a) throw new Error('announcement not stored');
  return present(a, await listReaders(db, [id]));
}

/** `messages/announce`: the announcement, stored and delivered to each student's thread. */
export async function announce(
  caller: SchoolCaller,
  input: AnnouncePayload,
): Promise<AnnouncementView> {
  const { ctx } = caller;
  const schoolId = caller.school.id;
  const at = now();
  const section = input.section ?? null;
  const sent = await ctx.db.transaction().execute(async (trx) => {
    const id = await insertAnnouncement(trx, {
      schoolId,
      authorId: caller.userId,
      section,
      text: input.text,
      clientId: input.clientId,
      at,
    });
    if (id === null) return { id: (await findAnnouncementId(trx, schoolId, input.clientId))!, messages: [] }; // prettier-ignore
    const messages: { studentId: number; messageId: number }[] = [];
    for (const student of await listAnnouncedStudents(trx, schoolId, section)) {
      const messageId = await insertMessage(trx, {
        schoolId,
        studentId: student.id,
        senderId: caller.userId,
        recipientId: student.id,
        clientId: `announcement-${id}-${student.id}`,
        text: input.text,
        at,
      });
      if (messageId === null) continue;
      await linkMessage(trx, messageId, id);
      messages.push({ studentId: student.id, messageId });
    }
    return { id, messages };
  });
  // After the commit: each student's thread hears of its message, with both sides' unread.
  for (const { studentId, messageId } of sent.messages) {
    const [stored, unread] = await Promise.all([
      findMessage(ctx.db, messageId),
      countBothUnread(ctx.db, schoolId, studentId),
    ]);
    if (!stored) continue;
    const sides = { schoolId, studentId, schoolUnread: unread.school, studentUnread: unread.student }; // prettier-ignore
    pushMessage(ctx, sides, presentMessage(stored));
  }
  return readAnnouncement(ctx.db, schoolId, sent.id);
}

/** `messages/announcements`: the school's latest announcements with who read each. */
export async function readAnnouncements(db: Db, schoolId: number): Promise<AnnouncementsView> {
  const list = await listAnnouncements(db, schoolId, LISTED);
  const readers = await listReaders(
    db,
    list.map((a) => a.id),
  );
  return { announcements: list.map((a) => present(a, readers)) };
}
