import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { buildStudent, buildTest } from '../../test/factories.js';
import { createTestDatabase, testDialect, type TestDatabase } from '../../test/test-database.js';
import {
  importContent,
  readContent,
  sampleContentPath,
  seedInitialContent,
} from './content-importer.js';
import { ContentImportError } from './content-model.js';
import { getPicture, listCategories, listQuestions, listSections } from './content.repository.js';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>';

function samplePack() {
  return {
    format: 'kokpit-pack/1',
    name: 'Test pack',
    categories: [
      {
        key: 'SIGNS',
        names: { el: 'Σήμανση', en: 'Road signs', ru: 'Дорожные знаки', sq: 'Sinjalistika' },
      },
      { key: 'RULES', names: { el: 'Κανόνες', en: 'Rules' } },
    ],
    questions: [
      {
        id: 't-001',
        sections: ['car', 'bike'],
        category: 'SIGNS',
        level: 2,
        photo: 'Stop.svg',
        text: {
          el: 'Τι σημαίνει;',
          en: 'What does it mean?',
          ru: 'Что это значит?',
          sq: 'Çfarë do të thotë?',
        },
        help: { el: 'Σταματάτε.' },
        answers: [
          { text: { el: 'Στοπ', en: 'Stop' }, correct: true },
          { text: { el: 'Πάρκινγκ', en: 'Parking' }, correct: false },
          { text: { el: 'Τίποτα', en: 'Nothing' }, correct: false },
        ],
      },
      {
        id: 't-002',
        sections: ['truck'],
        category: 'RULES',
        bookRef: 'ΚΑΝΟΝΕΣ 12',
        text: { el: 'Μόνο ελληνικά' },
        answers: [
          { text: { el: 'Ναι' }, correct: false },
          { text: { el: 'Όχι' }, correct: true },
        ],
      },
      {
        id: 't-003',
        sections: ['car'],
        category: 'SIGNS',
        text: { el: 'Τρίτη ερώτηση', en: 'Third question' },
        answers: [
          { text: { el: 'Α' }, correct: true },
          { text: { el: 'Β' }, correct: false },
        ],
      },
    ],
  };
}
type TestPack = ReturnType<typeof samplePack>;

function writePack(dir: string, pack: unknown): string {
  mkdirSync(join(dir, 'pictures'), { recursive: true });
  writeFileSync(join(dir, 'pictures', 'stop.svg'), SVG);
  writeFileSync(join(dir, 'pack.json'), JSON.stringify(pack, null, 2));
  return dir;
}

async function problemsOf(path: string): Promise<string[]> {
  try {
    await readContent(path);
  } catch (error) {
    if (error instanceof ContentImportError) return error.problems;
    throw error;
  }
  throw new Error('expected the pack to be rejected');
}

async function replyTo(db: Db, questionId: number, answerId: number): Promise<void> {
  const student = await buildStudent(db);
  const at = Date.now();
  const testId = await buildTest(db, student.id, at);
  await db
    .insertInto('test_questions')
    .values({ test_id: testId, position: 0, question_id: questionId })
    .execute();
  await db
    .insertInto('replies')
    .values({
      student_id: student.id,
      test_id: testId,
      question_id: questionId,
      answer_id: answerId,
      is_correct: 0,
      client_reply_id: `r-${at}`,
      answered_at: at,
    })
    .execute();
  await db
    .insertInto('question_stats')
    .values({ student_id: student.id, question_id: questionId, date_viewed: at, replies: 1 })
    .execute();
}

describe(`content pack import on ${testDialect()}`, () => {
  let tdb: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    tdb = await createTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'kokpit-pack-'));
  });
  afterAll(async () => {
    await tdb?.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it('rejects an invalid pack and names every problem with its question id', async () => {
    const pack: TestPack = samplePack();
    const [q1, q2, q3] = pack.questions as [
      TestPack['questions'][number],
      ...TestPack['questions'],
    ];
    q1.answers = q1.answers.map((a) => ({ ...a, correct: true }));
    q2!.answers = q2!.answers.slice(0, 1);
    q3!.text = { el: '  ', en: 'Only English' };
    const bad = [
      ...pack.questions,
      { ...q3!, id: 't-004', text: { el: 'x' }, sections: ['tractor'], category: 'NOPE' },
    ];
    const problems = await problemsOf(writePack(join(dir, 'bad1'), { ...pack, questions: bad }));
    expect(problems).toEqual(
      expect.arrayContaining([
        't-001: answers: exactly one answer must be correct',
        't-002: answers: needs 2 to 5 answers',
        't-003: text.el: Greek text is required',
        expect.stringMatching(/^t-004: sections\.0: /),
        't-004: unknown category NOPE',
      ]),
    );

    const refs = samplePack();
    refs.questions[0]!.photo = 'missing.svg';
    refs.questions[1]!.category = 'NOPE';
    refs.questions[2]!.id = 't-001';
    const refProblems = await problemsOf(writePack(join(dir, 'bad2'), refs));
    expect(refProblems).toEqual([
      't-001: photo missing.svg is not in pictures/',
      't-002: unknown category NOPE',
      't-001: duplicate question id',
    ]);
    expect(await countRows(tdb.handle.db)).toBe(0);
  });

  it('refuses a path that is neither a ministry folder nor a pack', async () => {
    await expect(readContent(join(dir, 'nowhere'))).rejects.toThrow(/No such file or folder/);
    mkdirSync(join(dir, 'empty'));
    await expect(readContent(join(dir, 'empty'))).rejects.toThrow(/neither Questions.csv/);
  });

  it('imports a pack (seeding the sections) and serves it in every language', async () => {
    const db = tdb.handle.db;
    const path = writePack(join(dir, 'good'), samplePack());
    const summary = await seedInitialContent(db, { contentPath: join(path, 'pack.json') });
    expect(summary?.questions).toEqual({ inserted: 3, updated: 0, unchanged: 0 });
    expect(summary?.sections.car).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
    expect(summary?.pictures.inserted).toBe(1);
    expect(await seedInitialContent(db, { contentPath: path })).toBeNull();

    const sections = await listSections(db);
    expect(sections.map((s) => [s.code, s.questionCount])).toEqual([
      ['car', 2], ['bike', 1], ['truck', 1], ['bus', 0], ['ptruck', 0], ['pbus', 0],
    ]); // prettier-ignore
    expect(sections[0]?.categories.map((c) => [c.key, c.questionCount])).toEqual([['SIGNS', 2]]);

    const truck = await listCategories(db, 'truck', 'ru');
    expect(truck.map((c) => [c.key, c.name, c.questionCount])).toEqual([['RULES', 'Κανόνες', 1]]);
    const car = await listCategories(db, 'car', 'sq');
    expect(car).toMatchObject([{ key: 'SIGNS', name: 'Sinjalistika', questionCount: 2 }]);

    const questions = await listQuestions(db, {
      categoryId: car[0]!.id,
      section: 'car',
      lang: 'sq',
    });
    expect(questions.map((q) => q.text)).toEqual(['Çfarë do të thotë?', 'Τρίτη ερώτηση']);
    const first = questions[0]!;
    expect(first).toMatchObject({ photo: 'stop.svg', level: 2, help: 'Σταματάτε.', questionNo: 1 });
    expect(first.answers.map((a) => [a.no, a.text, a.isCorrect])).toEqual([
      [1, 'Στοπ', true], [2, 'Πάρκινγκ', false], [3, 'Τίποτα', false],
    ]); // prettier-ignore
    const bike = await listQuestions(db, { categoryId: car[0]!.id, section: 'bike', lang: 'en' });
    expect(bike.map((q) => q.answers.map((a) => a.text))).toEqual([['Stop', 'Parking', 'Nothing']]);

    const picture = await getPicture(db, 'STOP.svg');
    expect(picture?.contentType).toBe('image/svg+xml');
    expect(picture?.bytes.toString('utf8')).toBe(SVG);
    expect(await getPicture(db, 'none.svg')).toBeUndefined();
  });

  it('re-imports in place: unchanged questions untouched, edits applied, replies kept', async () => {
    const db = tdb.handle.db;
    const path = join(dir, 'good');
    const before = await snapshot(db);
    const again = await importContent(db, path);
    expect(again.questions).toEqual({ inserted: 0, updated: 0, unchanged: 3 });
    expect(await snapshot(db)).toEqual(before);

    const q1 = await db
      .selectFrom('questions')
      .select('id')
      .where('source_id', '=', 't-001')
      .executeTakeFirstOrThrow();
    const answer3 = await db
      .selectFrom('answers').select('id').where('question_id', '=', q1.id).where('no', '=', 3)
      .executeTakeFirstOrThrow(); // prettier-ignore
    await replyTo(db, q1.id, answer3.id);

    const edited = samplePack();
    edited.questions[0]!.answers.pop(); // answer 3 has a reply: kept, not deleted
    edited.questions[0]!.sections = ['car'];
    edited.questions[1]!.answers[0]!.text.el = 'Ναι, πάντα';
    edited.questions[2]!.text = { el: 'Τρίτη ερώτηση' };
    writePack(path, edited);
    const changed = await importContent(db, path);
    expect(changed.questions).toEqual({ inserted: 0, updated: 3, unchanged: 0 });
    expect(changed.answersKept).toBe(1);
    expect(await db.selectFrom('replies').select('id').execute()).toHaveLength(1);
    expect(await db.selectFrom('question_stats').select('question_id').execute()).toHaveLength(1);
    expect((await listSections(db)).find((s) => s.code === 'bike')?.questionCount).toBe(0);
    const signs = (await listCategories(db, 'car', 'en'))[0]!;
    const texts = (await listQuestions(db, { categoryId: signs.id, lang: 'en' })).map(
      (q) => q.text,
    );
    expect(texts).toEqual(['What does it mean?', 'Τρίτη ερώτηση']);

    const settled = await importContent(db, path);
    expect(settled.questions).toEqual({ inserted: 0, updated: 0, unchanged: 3 });
  });
});

async function countRows(db: Db): Promise<number> {
  const r = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

async function snapshot(db: Db) {
  return {
    questions: await db.selectFrom('questions').selectAll().orderBy('id').execute(),
    texts: await db
      .selectFrom('question_texts')
      .selectAll()
      .orderBy('question_id')
      .orderBy('lang')
      .execute(),
    answers: await db.selectFrom('answers').selectAll().orderBy('id').execute(),
    answerTexts: await db
      .selectFrom('answer_texts')
      .selectAll()
      .orderBy('answer_id')
      .orderBy('lang')
      .execute(),
    links: await db
      .selectFrom('section_questions')
      .selectAll()
      .orderBy('question_id')
      .orderBy('section_code')
      .execute(),
    pictures: await db
      .selectFrom('pictures')
      .select(['name', 'sha256', 'updated_at'])
      .orderBy('name')
      .execute(),
  };
}

describe('the sample bank shipped with the server', () => {
  it.skipIf(!existsSync(join(sampleContentPath(), 'pack.json')))('is a valid pack', async () => {
    const bundle = await readContent(sampleContentPath());
    expect(bundle.format).toBe('pack');
    expect(bundle.questions.length).toBeGreaterThan(0);
  });
});
