import {
  MESSAGE_MAX_LENGTH,
  ResultCode,
  StudentSchoolStatus,
  type InboxView,
  type MessageView,
  type PushPayloads,
  type SentView,
  type StudentThreadView,
  type ThreadView,
  type UnreadView,
} from '@kokpit/shared';
import { Manager, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildStudent, buildTeacher, type BuiltUser } from '../../test/factories.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, nextPush, startTestServer, type TestServer } from '../../test/test-server.js';

let seq = 0;
const clientId = () => `test-${Date.now().toString(36)}-${(seq++).toString(36)}`;

describe(`messages between a school and its students on ${testDialect()}`, () => {
  let server: TestServer;
  let school: BuiltUser & { schoolId: number };
  let teacher: BuiltUser;
  let eleni: BuiltUser;
  let nikos: BuiltUser;
  let stranger: BuiltUser;
  let loner: BuiltUser;
  let schoolTab: Socket;
  let teacherTab: Socket;
  let eleniTab: Socket;
  let nikosTab: Socket;

  const db = () => server.ctx.db;
  async function connectAs(user: { username: string; password: string }, ns: string) {
    const r = await server.api(
      `/user/signin?username=${user.username}&password=${encodeURIComponent(user.password)}`,
    );
    return server.connect(ns, { token: String(r.body.data.token), lang: 'en' });
  }
  /** A browser tab of the web app: /app and /student sharing one connection. */
  async function studentTab(user: { username: string; password: string }) {
    const r = await server.api(
      `/user/signin?username=${user.username}&password=${encodeURIComponent(user.password)}`,
    );
    const auth = { token: String(r.body.data.token), lang: 'en' };
    const manager = new Manager(server.url, { transports: ['websocket'], reconnection: false });
    const open = (ns: string) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = manager.socket(ns, { auth });
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    const tab = { app: await open('/app'), student: await open('/student') };
    /** How many of `event` each namespace of the tab has received. */
    const count = (event: string) => {
      const seen = { app: 0, student: 0 };
      tab.app.on(event, () => seen.app++);
      tab.student.on(event, () => seen.student++);
      return seen;
    };
    /**
     * Once a push has reached /student, whatever the server sent the tab's /app with it was sent
     * before this round trip's reply, on the same connection.
     */
    const settle = () => emitAck(tab.app, 'get-language');
    return { ...tab, count, settle, close: () => manager._close() };
  }
  const countRows = async (senderId: number) =>
    (await db().selectFrom('messages').select('id').where('sender_id', '=', senderId).execute())
      .length;

  beforeAll(async () => {
    server = await startTestServer({ MAX_SESSIONS: '50' });
    school = await buildSchool(db());
    teacher = await buildTeacher(db(), school.schoolId);
    const other = await buildSchool(db());
    eleni = await buildStudent(db(), { schoolId: school.schoolId, firstName: 'Ελένη' });
    // Archived: the school that accepted him still writes to him, and he to it.
    nikos = await buildStudent(db(), {
      schoolId: school.schoolId,
      schoolStatus: StudentSchoolStatus.archived,
      firstName: 'Νίκος',
    });
    stranger = await buildStudent(db(), { schoolId: other.schoolId });
    loner = await buildStudent(db());
    schoolTab = await connectAs(school, '/school');
    teacherTab = await connectAs(teacher, '/school');
    eleniTab = await connectAs(eleni, '/student');
    nikosTab = await connectAs(nikos, '/student');
  });
  afterAll(async () => server?.stop());

  it('refuses a message to a student of another school as not found, and stores nothing', async () => {
    const sent = await emitAck(schoolTab, 'messages/send', {
      studentId: stranger.id,
      clientId: clientId(),
      text: 'Γεια σας',
    });
    expect(sent).toMatchObject({
      isPositive: false,
      code: ResultCode.notFound,
      message: 'The student was not found.',
    });
    const thread = await emitAck(schoolTab, 'messages/thread', { studentId: stranger.id });
    expect(thread.code).toBe(ResultCode.notFound);
    const read = await emitAck(schoolTab, 'messages/read', { studentId: stranger.id });
    expect(read.code).toBe(ResultCode.notFound);
    expect(await countRows(school.id)).toBe(0);
  });

  it('a student without a school has no one to write to', async () => {
    const lonerTab = await connectAs(loner, '/student');
    const sent = await emitAck(lonerTab, 'messages/send', { clientId: clientId(), text: 'Hi' });
    expect(sent.isPositive).toBe(false);
    expect(sent.message).toBe('You can write to a driving school once you have joined one.');
    const thread = await emitAck<StudentThreadView>(lonerTab, 'messages/thread');
    expect(thread.data).toMatchObject({ linked: false, messages: [] });
  });

  it('a student cannot write on the /school namespace', async () => {
    const r = await server.api(
      `/user/signin?username=${eleni.username}&password=${encodeURIComponent(eleni.password)}`,
    );
    const refused = await server
      .connect('/school', { token: String(r.body.data.token), lang: 'en' })
      .then(
        (s) =>
          emitAck(s, 'messages/send', { studentId: eleni.id, clientId: clientId(), text: 'x' }),
        (e: unknown) => e,
      );
    expect(refused).not.toMatchObject({ isPositive: true });
  });

  it('pushes a student’s message to every school tab, and counts it unread until read', async () => {
    const toSchool = nextPush<PushPayloads['message']>(schoolTab, 'message');
    const toTeacher = nextPush<PushPayloads['message']>(teacherTab, 'message');
    const toOwnTab = nextPush<PushPayloads['message']>(eleniTab, 'message');
    const sent = await emitAck<SentView>(eleniTab, 'messages/send', {
      clientId: clientId(),
      text: '  Καλησπέρα, πότε είναι το επόμενο μάθημα θεωρίας;  ',
    });
    expect(sent.isPositive).toBe(true);
    expect(sent.data.message).toMatchObject({
      fromSchool: false,
      studentId: eleni.id,
      text: 'Καλησπέρα, πότε είναι το επόμενο μάθημα θεωρίας;',
      readAt: null,
    });
    expect((await toSchool).unread).toBe(1);
    expect((await toTeacher).message.id).toBe(sent.data.message.id);
    expect((await toOwnTab).unread).toBe(0);

    await emitAck(nikosTab, 'messages/send', { clientId: clientId(), text: 'Κι εγώ ρωτάω' });
    const inbox = await emitAck<InboxView>(schoolTab, 'messages/inbox');
    expect(inbox.data.unread).toBe(2);
    expect(inbox.data.threads.map((t) => [t.studentId, t.unread])).toEqual([
      [nikos.id, 1],
      [eleni.id, 1],
    ]);

    const receipt = nextPush<PushPayloads['messages-read']>(eleniTab, 'messages-read');
    const read = await emitAck<UnreadView>(teacherTab, 'messages/read', { studentId: eleni.id });
    expect(read.data.unread).toBe(1);
    expect(await receipt).toMatchObject({ studentId: eleni.id, bySchool: true, unread: 0 });
    const thread = await emitAck<ThreadView>(schoolTab, 'messages/thread', {
      studentId: eleni.id,
    });
    expect(thread.data.unread).toBe(0);
    expect(thread.data.messages[0]!.readAt).toEqual(expect.any(Number));
    const after = await emitAck<InboxView>(schoolTab, 'messages/inbox');
    expect(after.data.unread).toBe(1);
    // Unread first: Nikos's thread stays on top while Eleni's is read.
    expect(after.data.threads.map((t) => t.unread)).toEqual([1, 0]);
  });

  it('the school’s reply reaches the student, who reads it; the school sees the time read', async () => {
    const toStudent = nextPush<PushPayloads['message']>(eleniTab, 'message');
    const toOtherTab = nextPush<PushPayloads['message']>(teacherTab, 'message');
    await emitAck<SentView>(schoolTab, 'messages/send', {
      studentId: eleni.id,
      clientId: clientId(),
      text: 'Την Τετάρτη στις 18:00.',
    });
    const pushed = await toStudent;
    expect(pushed).toMatchObject({ unread: 1, message: { fromSchool: true } });
    expect((await toOtherTab).message.text).toBe('Την Τετάρτη στις 18:00.');
    const mine = await emitAck<StudentThreadView>(eleniTab, 'messages/thread');
    expect(mine.data).toMatchObject({ linked: true, unread: 1 });
    expect(mine.data.messages.map((m: MessageView) => m.fromSchool)).toEqual([false, true]);

    const receipt = nextPush<PushPayloads['messages-read']>(schoolTab, 'messages-read');
    const read = await emitAck<UnreadView>(eleniTab, 'messages/read');
    expect(read.data.unread).toBe(0);
    expect(await receipt).toMatchObject({ bySchool: false, studentId: eleni.id });
    const thread = await emitAck<ThreadView>(schoolTab, 'messages/thread', {
      studentId: eleni.id,
    });
    expect(thread.data.messages.at(-1)!.readAt).toEqual(expect.any(Number));
  });

  it('stores a message sent twice with one client id once, and pushes it once', async () => {
    const id = clientId();
    let pushes = 0;
    const count = () => pushes++;
    schoolTab.on('message', count);
    const before = await countRows(nikos.id);
    const [first, second] = await Promise.all([
      emitAck<SentView>(nikosTab, 'messages/send', { clientId: id, text: 'Μία φορά' }),
      emitAck<SentView>(nikosTab, 'messages/send', { clientId: id, text: 'Μία φορά' }),
    ]);
    const third = await emitAck<SentView>(nikosTab, 'messages/send', { clientId: id, text: 'x' });
    expect(first.isPositive && second.isPositive && third.isPositive).toBe(true);
    expect(
      new Set([first.data.message.id, second.data.message.id, third.data.message.id]).size,
    ).toBe(1);
    expect(await countRows(nikos.id)).toBe(before + 1);
    // The pushes of all three went out before their acknowledgements; a round trip on the
    // school's own connection delivers whatever was sent to it before.
    await emitAck(schoolTab, 'messages/inbox');
    schoolTab.off('message', count);
    expect(pushes).toBe(1);
  });

  it('a student tab gets each message and read receipt once, on /student, in every tab', async () => {
    const tabs = [await studentTab(eleni), await studentTab(eleni)];
    const messages = tabs.map((tab) => tab.count('message'));
    const receipts = tabs.map((tab) => tab.count('messages-read'));
    const arrived = tabs.map((tab) => nextPush(tab.student, 'message'));
    await emitAck(schoolTab, 'messages/send', {
      studentId: eleni.id,
      clientId: clientId(),
      text: 'Μην ξεχάσετε την ταυτότητα.',
    });
    await Promise.all(arrived);
    const read = tabs.map((tab) => nextPush(tab.student, 'messages-read'));
    await emitAck(tabs[0]!.student, 'messages/read');
    await Promise.all(read);
    for (const tab of tabs) await tab.settle();
    expect(messages).toEqual([
      { app: 0, student: 1 },
      { app: 0, student: 1 },
    ]);
    expect(receipts).toEqual([
      { app: 0, student: 1 },
      { app: 0, student: 1 },
    ]);
    for (const tab of tabs) tab.close();
  });

  it('keeps a script tag as text, stored and returned as typed', async () => {
    const text = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const sent = await emitAck<SentView>(schoolTab, 'messages/send', {
      studentId: eleni.id,
      clientId: clientId(),
      text,
    });
    expect(sent.data.message.text).toBe(text);
    const row = await db()
      .selectFrom('messages')
      .select('text')
      .where('id', '=', sent.data.message.id)
      .executeTakeFirstOrThrow();
    expect(row.text).toBe(text);
    const mine = await emitAck<StudentThreadView>(eleniTab, 'messages/thread');
    expect(mine.data.messages.at(-1)!.text).toBe(text);
  });

  it('refuses an empty message and one over the limit, in words', async () => {
    const empty = await emitAck(eleniTab, 'messages/send', { clientId: clientId(), text: '   ' });
    expect(empty).toMatchObject({ isPositive: false, message: 'Write a message first.' });
    const long = await emitAck(eleniTab, 'messages/send', {
      clientId: clientId(),
      text: 'α'.repeat(MESSAGE_MAX_LENGTH + 1),
    });
    expect(long.message).toBe('A message can be at most 2,000 characters long.');
    const exact = await emitAck(eleniTab, 'messages/send', {
      clientId: clientId(),
      text: 'α'.repeat(MESSAGE_MAX_LENGTH),
    });
    expect(exact.isPositive).toBe(true);
  });

  it('pages back through a long thread, oldest first within a page', async () => {
    for (let i = 0; i < 5; i++) {
      await emitAck(schoolTab, 'messages/send', {
        studentId: nikos.id,
        clientId: clientId(),
        text: `Σημείωση ${i}`,
      });
    }
    const page = await emitAck<ThreadView>(schoolTab, 'messages/thread', {
      studentId: nikos.id,
      limit: 3,
    });
    expect(page.data.messages.map((m) => m.text)).toEqual([
      'Σημείωση 2',
      'Σημείωση 3',
      'Σημείωση 4',
    ]);
    expect(page.data.hasMore).toBe(true);
    const older = await emitAck<ThreadView>(schoolTab, 'messages/thread', {
      studentId: nikos.id,
      limit: 3,
      before: page.data.messages[0]!.id,
    });
    expect(older.data.messages.at(-1)!.text).toBe('Σημείωση 1');
  });
});
