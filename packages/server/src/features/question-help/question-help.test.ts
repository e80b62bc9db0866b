import {
  ResultCode,
  StudentSchoolStatus,
  type FinishedSimulation,
  type QuestionHelpListView,
  type QuestionHelpSearchView,
  type QuestionHelpView,
} from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildTeacher, type BuiltUser } from '../../test/factories.js';
import {
  answerAll,
  buildLearner,
  signInToken,
  startTest,
  type QuestionView,
} from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

type Schooled = QuestionView & { schoolHelp: string };

describe(`a school's help texts on questions, on ${testDialect()}`, () => {
  let server: TestServer;
  let school: BuiltUser & { schoolId: number };
  let other: BuiltUser & { schoolId: number };
  let tab: Socket;
  let otherTab: Socket;
  /** Every question of the car section, by id. */
  let carIds: number[];
  const db = () => server.ctx.db;
  const connectSchool = async (user: BuiltUser, lang = 'en') =>
    server.connect('/school', { token: await signInToken(server, user), lang });
  const save = (socket: Socket, questionId: number, lang: string, text: string) =>
    emitAck<QuestionHelpView>(socket, 'question-help/save', { questionId, lang, text });
  const fetchHelp = (socket: Socket, questionId: number) =>
    emitAck<QuestionHelpView>(socket, 'question-help/fetch', { questionId });

  beforeAll(async () => {
    server = await startTestServer();
    school = await buildSchool(db());
    other = await buildSchool(db());
    tab = await connectSchool(school);
    otherTab = await connectSchool(other);
    carIds = (
      await db()
        .selectFrom('section_questions')
        .select('question_id')
        .where('section_code', '=', 'car')
        .execute()
    ).map((r) => r.question_id);
  });
  afterAll(async () => server?.stop());

  it('a school writes, replaces and deletes its text per language', async () => {
    const id = carIds[0]!;
    const first = await save(tab, id, 'el', '**Προσοχή** στο σήμα.');
    expect(first.isPositive, first.message).toBe(true);
    expect(first.message).toBe("The question's help text was saved.");
    expect(first.data.question.id).toBe(id);
    expect(first.data.texts.el.text).toBe('**Προσοχή** στο σήμα.');
    expect(first.data.texts.en).toEqual({ text: '', updatedAt: null });
    await save(tab, id, 'en', 'Mind the sign.');
    const replaced = await save(tab, id, 'el', 'Νέο κείμενο');
    expect(replaced.data.texts.el.text).toBe('Νέο κείμενο');
    expect(replaced.data.texts.en.text).toBe('Mind the sign.');

    const read = await fetchHelp(tab, id);
    expect(read.data.texts.el.text).toBe('Νέο κείμενο');
    expect(read.data.question.answers.some((a) => a.isCorrect)).toBe(true);

    const deleted = await emitAck<QuestionHelpView>(tab, 'question-help/delete', {
      questionId: id,
      lang: 'en',
    });
    expect(deleted.isPositive).toBe(true);
    expect(deleted.data.texts.en.text).toBe('');
    const list = await emitAck<QuestionHelpListView>(tab, 'question-help/list');
    expect(list.data.items.find((i) => i.id === id)).toMatchObject({ languages: ['el'] });
  });

  it('a teacher of the school writes its help too', async () => {
    const teacher = await buildTeacher(db(), school.schoolId);
    const teacherTab = await connectSchool(teacher);
    const r = await save(teacherTab, carIds[1]!, 'ru', 'Подсказка');
    expect(r.isPositive, r.message).toBe(true);
    expect((await fetchHelp(tab, carIds[1]!)).data.texts.ru.text).toBe('Подсказка');
    // The school's record names the member who wrote it.
    const written = await db()
      .selectFrom('audit_log')
      .select(['actor_id', 'action'])
      .where('entity', '=', 'school_question_help')
      .where('entity_id', '=', `${school.schoolId}:${carIds[1]!}:ru`)
      .execute();
    expect(written).toEqual([{ actor_id: teacher.id, action: 'school.help.save' }]);
  });

  it('"Question was not found!" for a question the bank does not have', async () => {
    for (const r of [
      await fetchHelp(tab, 987_654),
      await save(tab, 987_654, 'el', 'x'),
      await emitAck(tab, 'question-help/delete', { questionId: 987_654, lang: 'el' }),
    ]) {
      expect(r.isPositive).toBe(false);
      expect(r.code).toBe(ResultCode.notFound);
      expect(r.message).toBe('Question was not found!');
    }
  });

  it('refuses an empty or too long text and an unknown language', async () => {
    for (const payload of [
      { questionId: carIds[0], lang: 'el', text: '   ' },
      { questionId: carIds[0], lang: 'el', text: 'α'.repeat(4001) },
      { questionId: carIds[0], lang: 'de', text: 'Hilfe' },
    ]) {
      const r = await emitAck(tab, 'question-help/save', payload);
      expect(r.isPositive, JSON.stringify(payload).slice(0, 60)).toBe(false);
    }
  });

  it('another school neither reads nor changes this school’s texts', async () => {
    const id = carIds[2]!;
    await save(tab, id, 'el', 'Της σχολής μας');
    const theirs = await fetchHelp(otherTab, id);
    expect(theirs.isPositive).toBe(true);
    expect(theirs.data.texts.el.text).toBe('');
    expect(
      (await emitAck<QuestionHelpListView>(otherTab, 'question-help/list')).data.items,
    ).toEqual([]);
    // Their delete and save touch their own rows only.
    await emitAck(otherTab, 'question-help/delete', { questionId: id, lang: 'el' });
    await save(otherTab, id, 'el', 'Της άλλης σχολής');
    expect((await fetchHelp(tab, id)).data.texts.el.text).toBe('Της σχολής μας');
  });

  it('a student or an anonymous visitor cannot reach the events at all', async () => {
    const learner = await buildLearner(server, { schoolId: school.schoolId });
    await expect(server.connect('/school', { token: learner.token })).rejects.toMatchObject({
      data: { code: 404 },
    });
    await expect(server.connect('/school')).rejects.toMatchObject({ data: { isPositive: false } });
    // On /student the events do not exist.
    const r = await emitAck(learner.socket, 'question-help/fetch', { questionId: carIds[0] });
    expect(r.isPositive).toBe(false);
  });

  it('finds questions by number and by text without accents; a missing number is said so', async () => {
    const [q] = await db()
      .selectFrom('questions as q')
      .innerJoin('question_texts as t', 't.question_id', 'q.id')
      .select(['q.id', 'q.question_no', 't.text'])
      .where('t.lang', '=', 'el')
      .where('q.active', '=', 1)
      .limit(1)
      .execute();
    const byNumber = await emitAck<QuestionHelpSearchView>(tab, 'question-help/search', {
      text: String(q!.question_no),
    });
    expect(byNumber.data.items.map((i) => i.id)).toContain(q!.id);
    const word = q!.text.split(/\s+/).find((w) => w.length > 5)!;
    const plain = word.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const byText = await emitAck<QuestionHelpSearchView>(tab, 'question-help/search', {
      text: plain,
    });
    expect(byText.isPositive).toBe(true);
    expect(byText.data.items.length).toBeGreaterThan(0);
    const none = await emitAck(tab, 'question-help/search', { text: '99999999' });
    expect(none.message).toBe('Question number not found');
  });

  it('its own student sees the school’s help in a test, another school’s student does not', async () => {
    const at = Date.now();
    // Greek help on every car question; English on even ids only.
    await db()
      .deleteFrom('school_question_help')
      .where('school_id', '=', school.schoolId)
      .execute();
    await db()
      .insertInto('school_question_help')
      .values([
        ...carIds.map((id) => ({
          school_id: school.schoolId,
          question_id: id,
          lang: 'el',
          text: `<script>alert(${id})</script> **Βοήθεια ${id}**`,
          updated_at: at,
        })),
        ...carIds
          .filter((id) => id % 2 === 0)
          .map((id) => ({
            school_id: school.schoolId,
            question_id: id,
            lang: 'en',
            text: `Help ${id}`,
            updated_at: at,
          })),
      ])
      .execute();
    const ours = await buildLearner(server, { schoolId: school.schoolId, lang: 'en' });
    const theirs = await buildLearner(server, { schoolId: other.schoolId, lang: 'en' });
    const pending = await buildLearner(server, {
      schoolId: school.schoolId,
      schoolStatus: StudentSchoolStatus.pending,
    });
    const alone = await buildLearner(server, { verified: false });

    const test = await startTest(ours.socket, { section: 'car', type: 'progress' });
    expect(test.isPositive, test.message).toBe(true);
    const expectOurs = (q: Schooled) =>
      expect(q.schoolHelp).toBe(
        q.id % 2 === 0 ? `Help ${q.id}` : `<script>alert(${q.id})</script> **Βοήθεια ${q.id}**`,
      );
    for (const q of test.data.questions as Schooled[]) expectOurs(q);
    // Resumed, the test still carries it.
    const resumed = await emitAck<{ questions: Schooled[] }>(ours.socket, 'test-resume', {
      id: test.data.id,
    });
    for (const q of resumed.data.questions) expectOurs(q);

    // The other school's student reads that school's own text (it wrote one earlier), never ours.
    const theirTest = await startTest(theirs.socket, { section: 'car', type: 'progress' });
    for (const q of theirTest.data.questions as Schooled[])
      expect(q.schoolHelp).toBe(q.id === carIds[2] ? 'Της άλλης σχολής' : '');
    for (const stranger of [pending, alone]) {
      const t = await startTest(stranger.socket, { section: 'car', type: 'progress' });
      expect(t.isPositive, t.message).toBe(true);
      for (const q of t.data.questions as Schooled[]) expect(q.schoolHelp).toBe('');
    }
  });

  it('the review of a finished simulation shows the school’s help', async () => {
    const learner = await buildLearner(server, { schoolId: school.schoolId, lang: 'el' });
    const practice = (await startTest(learner.socket, { section: 'car', type: 'progress' })).data;
    await answerAll(server, learner.socket, practice);
    const exam = (await startTest(learner.socket, { section: 'car', type: 'simulation' })).data;
    await answerAll(server, learner.socket, exam);
    const review = await emitAck<FinishedSimulation<Schooled>>(
      learner.socket,
      'simulation-review',
      { id: exam.id },
    );
    expect(review.isPositive, review.message).toBe(true);
    for (const q of review.data.result.questions)
      expect(q.schoolHelp).toBe(`<script>alert(${q.id})</script> **Βοήθεια ${q.id}**`);
  });
});
