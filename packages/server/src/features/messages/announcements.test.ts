import {
  SectionStatus,
  StudentSchoolStatus,
  type AnnouncementsView,
  type AnnouncementView,
  type MessageView,
  type StudentThreadView,
} from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildActiveStudent,
  buildSchool,
  buildStudent,
  buildTeacher,
  type BuiltUser,
} from '../../test/factories.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, nextPush, startTestServer, type TestServer } from '../../test/test-server.js';

/*
 * Issue 33, item 2: a manager or a teacher writes one announcement to every active student of
 * a section (or all of them); each gets it in their own thread as a message from the school,
 * live, and the school sees who has read it.
 */

describe(`a school's announcements on ${testDialect()}`, () => {
  let server: TestServer;
  let school: BuiltUser & { schoolId: number };
  let teacherTab: Socket;
  let managerTab: Socket;
  /** Active with the car section: Άννα and Βασίλης; active with the bike only: Γιάννης. */
  let anna: BuiltUser;
  let vasilis: BuiltUser;
  let giannis: BuiltUser;
  let pending: BuiltUser;
  let archived: BuiltUser;
  let elsewhere: BuiltUser;
  const db = () => server.ctx.db;

  async function connectAs(user: { username: string; password: string }, ns: string) {
    const r = await server.api(
      `/user/signin?username=${user.username}&password=${encodeURIComponent(user.password)}`,
    );
    return server.connect(ns, { token: String(r.body.data.token), lang: 'en' });
  }
  const announcedTo = async (announcementId: number) =>
    (
      await db()
        .selectFrom('messages')
        .select('recipient_id')
        .where('announcement_id', '=', announcementId)
        .orderBy('recipient_id')
        .execute()
    ).map((r) => r.recipient_id);

  beforeAll(async () => {
    server = await startTestServer({ MAX_SESSIONS: '50' });
    school = await buildSchool(db());
    anna = await buildActiveStudent(db(), school.schoolId);
    vasilis = await buildActiveStudent(db(), school.schoolId);
    giannis = await buildStudent(db(), { schoolId: school.schoolId, verified: true });
    await db()
      .insertInto('student_sections')
      .values({
        student_id: giannis.id,
        section_code: 'bike',
        status: SectionStatus.activated,
        school_id: school.schoolId,
        requested_at: Date.now(),
        updated_at: Date.now(),
      })
      .execute();
    pending = await buildStudent(db(), {
      schoolId: school.schoolId,
      schoolStatus: StudentSchoolStatus.pending,
    });
    archived = await buildStudent(db(), {
      schoolId: school.schoolId,
      schoolStatus: StudentSchoolStatus.archived,
    });
    elsewhere = await buildActiveStudent(db(), (await buildSchool(db())).schoolId);
    managerTab = await connectAs(school, '/school');
    teacherTab = await connectAs(await buildTeacher(db(), school.schoolId), '/school');
  }, 60_000);
  afterAll(async () => server?.stop());

  it('a teacher’s announcement to the car section reaches its active students, live, in their threads', async () => {
    const annaTab = await connectAs(anna, '/student');
    const heard = nextPush<{ message: MessageView; unread: number }>(annaTab, 'message');
    const schoolHeard = nextPush<{ message: MessageView }>(managerTab, 'message');
    const r = await emitAck<AnnouncementView>(teacherTab, 'messages/announce', {
      clientId: 'announce-car-1',
      text: 'Αύριο η θεωρία αρχίζει στις 18:00.',
      section: 'car',
    });
    expect(r).toMatchObject({
      isPositive: true,
      message: 'The announcement was sent to the students.',
      data: { section: 'car', text: 'Αύριο η θεωρία αρχίζει στις 18:00.', recipients: 2, read: 0 },
    });
    expect(await announcedTo(r.data.id)).toEqual([anna.id, vasilis.id].sort((a, b) => a - b));
    const pushed = await heard;
    expect(pushed).toMatchObject({
      unread: 1,
      message: { studentId: anna.id, fromSchool: true, text: 'Αύριο η θεωρία αρχίζει στις 18:00.' },
    });
    expect((await schoolHeard).message.fromSchool).toBe(true);
    const thread = await emitAck<StudentThreadView>(annaTab, 'messages/thread');
    expect(thread.data.messages.map((m) => m.text)).toContain('Αύριο η θεωρία αρχίζει στις 18:00.');
    annaTab.disconnect();
  });

  it('sent again with its client id, it is stored and delivered once', async () => {
    const payload = { clientId: 'announce-all-1', text: 'Κλειστά την Τρίτη.' };
    const first = await emitAck<AnnouncementView>(managerTab, 'messages/announce', payload);
    const again = await emitAck<AnnouncementView>(managerTab, 'messages/announce', payload);
    expect(again.data.id).toBe(first.data.id);
    // Without a section: every active student, none of the requests, the archive or elsewhere.
    const to = await announcedTo(first.data.id);
    expect(to).toEqual([anna.id, vasilis.id, giannis.id].sort((a, b) => a - b));
    for (const id of [pending.id, archived.id, elsewhere.id]) expect(to).not.toContain(id);
  });

  it('the school sees who has read it, once a student reads their thread', async () => {
    const sent = await emitAck<AnnouncementView>(managerTab, 'messages/announce', {
      clientId: 'announce-car-2',
      text: 'Η εξέταση μετατίθεται.',
      section: 'car',
    });
    const vasilisTab = await connectAs(vasilis, '/student');
    const read = await emitAck(vasilisTab, 'messages/read');
    expect(read.isPositive).toBe(true);
    const list = await emitAck<AnnouncementsView>(teacherTab, 'messages/announcements');
    const seen = list.data.announcements.find((a) => a.id === sent.data.id)!;
    expect(seen).toMatchObject({ recipients: 2, read: 1 });
    expect(seen.readers.find((r) => r.studentId === vasilis.id)?.readAt).toEqual(
      expect.any(Number),
    );
    expect(seen.readers.find((r) => r.studentId === anna.id)?.readAt).toBeNull();
    // Newest first.
    expect(list.data.announcements[0]!.id).toBe(sent.data.id);
    vasilisTab.disconnect();
  });

  it('another school sees none of them, and an empty text is refused', async () => {
    const other = await buildSchool(db());
    const otherTab = await connectAs(other, '/school');
    const list = await emitAck<AnnouncementsView>(otherTab, 'messages/announcements');
    expect(list.data.announcements).toEqual([]);
    const empty = await emitAck(managerTab, 'messages/announce', {
      clientId: 'announce-empty',
      text: '  ',
    });
    expect(empty.isPositive).toBe(false);
    otherTab.disconnect();
  });
});
