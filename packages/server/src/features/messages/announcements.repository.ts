import { StudentSchoolStatus } from '@kokpit/shared';
import type { Db } from '../../db/database.js';

/*
 * The SQL of announcements (issue 33): the announcement row, whom it goes to, the message
 * each of them gets in their thread (messages.announcement_id), and who read it.
 */

export interface AnnouncementRecord {
  id: number;
  section: string | null;
  text: string;
  authorName: string;
  createdAt: number;
}

export interface AnnouncementReader {
  announcementId: number;
  studentId: number;
  name: string;
  readAt: number | null;
}

/** Stores the announcement once per client id; null when that client id was stored before. */
export async function insertAnnouncement(
  db: Db,
  a: { schoolId: number; authorId: number; section: string | null; text: string; clientId: string; at: number }, // prettier-ignore
): Promise<number | null> {
  const row = await db
    .insertInto('announcements')
    .values({
      school_id: a.schoolId,
      author_id: a.authorId,
      section_code: a.section,
      text: a.text,
      client_id: a.clientId,
      created_at: a.at,
    })
    .onConflict((oc) => oc.columns(['school_id', 'client_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findAnnouncementId(
  db: Db,
  schoolId: number,
  clientId: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('announcements')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row?.id;
}

/** The school's active students, those with the section when one is named. */
export async function listAnnouncedStudents(
  db: Db,
  schoolId: number,
  section: string | null,
): Promise<{ id: number }[]> {
  let q = db
    .selectFrom('students as s')
    .select('s.user_id as id')
    .where('s.school_id', '=', schoolId)
    .where('s.school_status', '=', StudentSchoolStatus.active);
  if (section !== null) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('student_sections as x')
          .select('x.student_id')
          .whereRef('x.student_id', '=', 's.user_id')
          .where('x.section_code', '=', section),
      ),
    );
  }
  return q.orderBy('s.user_id').execute();
}

/** Marks a stored message as this announcement's. */
export async function linkMessage(db: Db, messageId: number, announcementId: number) {
  await db
    .updateTable('messages')
    .set({ announcement_id: announcementId })
    .where('id', '=', messageId)
    .execute();
}

/** The school's announcements, newest first (at most `limit`). */
export async function listAnnouncements(
  db: Db,
  schoolId: number,
  limit: number,
  id?: number,
): Promise<AnnouncementRecord[]> {
  let q = db
    .selectFrom('announcements as a')
    .leftJoin('users as u', 'u.id', 'a.author_id')
    .select([
      'a.id',
      'a.section_code as section',
      'a.text',
      'a.created_at as createdAt',
      'u.first_name as firstName',
      'u.last_name as lastName',
    ])
    .where('a.school_id', '=', schoolId);
  if (id !== undefined) q = q.where('a.id', '=', id);
  const rows = await q.orderBy('a.id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    section: r.section,
    text: r.text,
    createdAt: Number(r.createdAt),
    authorName: [r.firstName, r.lastName].filter(Boolean).join(' '),
  }));
}

/** Each announcement's recipients, with when they read it. */
export async function listReaders(db: Db, ids: number[]): Promise<AnnouncementReader[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('messages as m')
    .innerJoin('users as u', 'u.id', 'm.recipient_id')
    .select([
      'm.announcement_id as announcementId',
      'm.recipient_id as studentId',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'm.read_at as readAt',
    ])
    .where('m.announcement_id', 'in', ids)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .execute();
  return rows.map((r) => ({
    announcementId: r.announcementId!,
    studentId: r.studentId,
    name: [r.firstName, r.lastName].filter(Boolean).join(' '),
    readAt: r.readAt === null ? null : Number(r.readAt),
  }));
}
