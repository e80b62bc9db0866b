import { ResultCode, type PresentationView } from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildActiveStudent,
  buildSchool,
  buildTeacher,
  type BuiltUser,
} from '../../test/factories.js';
import { answerAll, signInToken, startTest } from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, nextPush, startTestServer, type TestServer } from '../../test/test-server.js';

/* The sample bank (packages/server/content/sample): car questions, and some of bike only. */

describe(`theory presentations on ${testDialect()}`, () => {
  let server: TestServer;
  let school: BuiltUser & { schoolId: number };
  let schoolSocket: Socket;
  let otherSchoolSocket: Socket;
  let student: { user: BuiltUser; socket: Socket };
  let stranger: { user: BuiltUser; socket: Socket };
  let car: number[];
  let bikeOnly: number;
  const db = () => server.ctx.db;

  async function connectAs(user: BuiltUser, ns: string, lang = 'en') {
    return server.connect(ns, { token: await signInToken(server, user), lang });
  }
  /** A student accepted by the school, with the car section activated, on /student. */
  async function studentOf(schoolId: number) {
    const user = await buildActiveStudent(db(), schoolId);
    return { user, socket: await connectAs(user, '/student') };
  }
  const save = (socket: Socket, payload: Record<string, unknown>) =>
    emitAck<PresentationView & { fieldErrors?: Record<string, string> }>(
      socket,
      'theory/save',
      payload,
    );

  beforeAll(async () => {
    server = await startTestServer({ MAX_SESSIONS: '50' });
    school = await buildSchool(db());
    const other = await buildSchool(db());
    schoolSocket = await connectAs(school, '/school');
    otherSchoolSocket = await connectAs(other, '/school');
    student = await studentOf(school.schoolId);
    stranger = await studentOf(other.schoolId);
    const inCar = await db()
      .selectFrom('section_questions as sq')
      .innerJoin('questions as q', 'q.id', 'sq.question_id')
      .select('q.id')
      .where('sq.section_code', '=', 'car')
      .orderBy('q.question_no')
      .execute();
    car = inCar.map((r) => r.id);
    const bike = await db()
      .selectFrom('section_questions')
      .select('question_id')
      .where('section_code', '=', 'bike')
      .where('question_id', 'not in', car)
      .executeTakeFirstOrThrow();
    bikeOnly = bike.question_id;
  });
  afterAll(async () => server?.stop());

  it('saving without a title or without a question names each field (§5)', async () => {
    const noTitle = await save(schoolSocket, {
      title: '  ',
      section: 'car',
      questionIds: car.slice(0, 2),
    });
    expect(noTitle.isPositive).toBe(false);
    expect(noTitle.code).toBe(ResultCode.validation);
    expect(noTitle.data.fieldErrors).toEqual({ title: 'A presentation needs a title.' });
    const noQuestions = await save(schoolSocket, {
      title: 'Σήματα',
      section: 'car',
      questionIds: [],
    });
    expect(noQuestions.data.fieldErrors).toEqual({
      questionIds: 'A presentation needs at least one question.',
    });
    const neither = await save(schoolSocket, { title: '', section: 'car', questionIds: [] });
    expect(neither.message).toBe('Multiple validation errors occurred');
    expect(Object.keys(neither.data.fieldErrors ?? {}).sort()).toEqual(['questionIds', 'title']);
  });

  it('a question of another section is refused on the questions field; nothing is stored', async () => {
    const r = await save(schoolSocket, {
      title: 'Μικτή',
      section: 'car',
      questionIds: [car[0], bikeOnly],
    });
    expect(r.code).toBe(ResultCode.validation);
    expect(r.data.fieldErrors?.questionIds).toContain(String(bikeOnly));
    const stored = await db()
      .selectFrom('theory_presentations')
      .select('id')
      .where('title', '=', 'Μικτή')
      .execute();
    expect(stored).toEqual([]);
  });

  it('a question id that does not exist is "Question was not found!"', async () => {
    const r = await save(schoolSocket, {
      title: 'Άγνωστη',
      section: 'car',
      questionIds: [car[0], 99_999_999],
    });
    expect(r.isPositive).toBe(false);
    expect(r.code).toBe(ResultCode.notFound);
    expect(r.message).toBe('Question was not found!');
  });

  it('a saved presentation reaches the school’s other tabs and its students, in order', async () => {
    const otherTab = await connectAs(school, '/school');
    const tabPush = nextPush<{ section: string }>(otherTab, 'theory-changed');
    const studentPush = nextPush<{ section: string }>(student.socket, 'theory-changed');
    const order = [car[4], car[1], car[3]];
    const r = await save(schoolSocket, {
      title: ' Πινακίδες ',
      section: 'car',
      questionIds: order,
    });
    expect(r.isPositive).toBe(true);
    expect(r.data).toMatchObject({ title: 'Πινακίδες', section: 'car', questionIds: order });
    expect(await tabPush).toEqual({ section: 'car' });
    expect(await studentPush).toEqual({ section: 'car' });

    const listed = await emitAck<{ presentations: PresentationView[] }>(
      schoolSocket,
      'theory/fetch',
      { section: 'car' },
    );
    expect(listed.data.presentations.map((p) => p.id)).toContain(r.data.id);
    const seen = await emitAck<{ presentations: PresentationView[] }>(
      student.socket,
      'theory/list',
      { section: 'car' },
    );
    expect(seen.data.presentations.map((p) => p.title)).toEqual(['Πινακίδες']);
    const notSeen = await emitAck<{ presentations: PresentationView[] }>(
      stranger.socket,
      'theory/list',
      { section: 'car' },
    );
    expect(notSeen.data.presentations).toEqual([]);

    const detail = await emitAck<{
      questions: { id: number; answers: { isCorrect?: boolean }[] }[];
    }>(schoolSocket, 'theory/presentation', { id: r.data.id });
    expect(detail.data.questions.map((q) => q.id)).toEqual(order);
    expect(detail.data.questions[0]!.answers.some((a) => a.isCorrect === true)).toBe(true);
  });

  it('another school can neither read, change, reorder nor delete it', async () => {
    const mine = await save(schoolSocket, {
      title: 'Δική μας',
      section: 'car',
      questionIds: [car[0]],
    });
    const id = mine.data.id;
    const notFound = 'The presentation was not found.';
    const read = await emitAck(otherSchoolSocket, 'theory/presentation', { id });
    expect(read.message).toBe(notFound);
    const change = await save(otherSchoolSocket, {
      id,
      title: 'Κλεμμένη',
      section: 'car',
      questionIds: [car[1]],
    });
    expect(change.message).toBe(notFound);
    const reorder = await emitAck(otherSchoolSocket, 'theory/reorder', {
      id,
      questionIds: [car[0]],
    });
    expect(reorder.message).toBe(notFound);
    const remove = await emitAck(otherSchoolSocket, 'theory/delete', { id });
    expect(remove.message).toBe(notFound);
    const row = await db()
      .selectFrom('theory_presentations')
      .select('title')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.title).toBe('Δική μας');
  });

  it('a student cannot use the school’s events; a teacher of the school can', async () => {
    const token = await signInToken(server, student.user);
    await expect(server.connect('/school', { token, lang: 'en' })).rejects.toThrow(/permission/);
    const member = await buildTeacher(db(), school.schoolId);
    const teacher = await connectAs(member, '/school');
    const r = await save(teacher, { title: 'Του δασκάλου', section: 'car', questionIds: [car[2]] });
    expect(r.isPositive).toBe(true);
    // The school's record names the member who made it.
    const made = await db()
      .selectFrom('audit_log')
      .select(['actor_id', 'action'])
      .where('entity', '=', 'theory_presentations')
      .where('entity_id', '=', String(r.data.id))
      .execute();
    expect(made).toEqual([{ actor_id: member.id, action: 'school.theory.create' }]);
  });

  it('update, reorder and delete the school’s own presentation', async () => {
    const made = await save(schoolSocket, {
      title: 'Πρώτη',
      section: 'car',
      questionIds: [car[0], car[1]],
    });
    const id = made.data.id;
    const updated = await save(schoolSocket, {
      id,
      title: 'Δεύτερη',
      section: 'car',
      questionIds: [car[2], car[0], car[1]],
    });
    expect(updated.data).toMatchObject({
      id,
      title: 'Δεύτερη',
      questionIds: [car[2], car[0], car[1]],
    });
    const reordered = await emitAck<PresentationView>(schoolSocket, 'theory/reorder', {
      id,
      questionIds: [car[1], car[2], car[0]],
    });
    expect(reordered.data.questionIds).toEqual([car[1], car[2], car[0]]);
    const wrongSet = await emitAck(schoolSocket, 'theory/reorder', {
      id,
      questionIds: [car[1], car[5]],
    });
    expect(wrongSet.code).toBe(ResultCode.validation);
    const removed = await emitAck(schoolSocket, 'theory/delete', { id });
    expect(removed.isPositive).toBe(true);
    const again = await emitAck(schoolSocket, 'theory/presentation', { id });
    expect(again.message).toBe('The presentation was not found.');
  });

  it('the builder finds questions by text without accents or case, by category and by number', async () => {
    type Found = {
      questions: { id: number; question: string; categoryId: number; questionNo: number }[];
      total: number;
    };
    const greekTab = await connectAs(school, '/school', 'el');
    const byText = await emitAck<Found>(greekTab, 'theory/questions', {
      section: 'car',
      text: 'ΠΙΝΑΚΙΔΑ',
    });
    expect(byText.isPositive).toBe(true);
    expect(byText.data.total).toBeGreaterThan(0);
    for (const q of byText.data.questions) expect(q.question.toLowerCase()).toMatch(/πινακίδα/);

    const first = byText.data.questions[0]!;
    const byNumber = await emitAck<Found>(schoolSocket, 'theory/questions', {
      section: 'car',
      number: String(first.questionNo),
    });
    expect(byNumber.data.questions.map((q) => q.id)).toContain(first.id);
    const noNumber = await emitAck(schoolSocket, 'theory/questions', {
      section: 'car',
      number: '987654',
    });
    expect(noNumber.message).toBe('Question number not found');

    const byCategory = await emitAck<Found>(schoolSocket, 'theory/questions', {
      section: 'car',
      categoryId: first.categoryId,
    });
    expect(byCategory.data.questions.every((q) => q.categoryId === first.categoryId)).toBe(true);
    expect(byCategory.data.questions.length).toBeGreaterThan(0);
  });

  it('a theory test from a presentation records answers like any test', async () => {
    const order = [car[6], car[2], car[8], car[0]];
    const made = await save(schoolSocket, {
      title: 'Για τεστ',
      section: 'car',
      questionIds: order,
    });
    const started = await startTest(student.socket, {
      section: 'car',
      type: 'theory',
      options: { presentationId: made.data.id },
    });
    expect(started.isPositive).toBe(true);
    expect(started.data.questions.map((q) => q.id)).toEqual(order);
    const replies = await answerAll(server, student.socket, started.data, new Set([car[2]!]));
    expect(replies.every((r) => r.isPositive)).toBe(true);
    const stored = await db()
      .selectFrom('replies')
      .select(['question_id', 'is_correct'])
      .where('test_id', '=', started.data.id)
      .orderBy('id')
      .execute();
    expect(stored.map((r) => r.question_id)).toEqual(order);
    expect(stored.map((r) => Number(r.is_correct))).toEqual([1, 0, 1, 1]);
    const refused = await startTest(stranger.socket, {
      section: 'car',
      type: 'theory',
      options: { presentationId: made.data.id },
    });
    expect(refused.message).toBe('The presentation was not found.');
  });
});
