import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { LANGUAGES } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { buildStudent, buildTest } from '../../test/factories.js';
import { createTestDatabase, testDialect, type TestDatabase } from '../../test/test-database.js';
import { importContent, serverPackageRoot, type ImportSummary } from './content-importer.js';
import { listCategories, listQuestions, listSections } from './content.repository.js';
import { bookNumber, bookTopic } from './ministry-format.js';

// The ministry bank lives beside the repository (../shared/content), never inside it.
const MINISTRY = resolve(serverPackageRoot(), '../../../shared/content/ministry-2012');

describe('ministry book references', () => {
  it('give the topic as category and the last number as question number', () => {
    expect(bookTopic('ΑΛΚΟΟΛ 31')).toBe('ΑΛΚΟΟΛ');
    expect(bookTopic('  σήμανση   120. ')).toBe('ΣΗΜΑΝΣΗ');
    expect(bookTopic('ΑΣΦΑΛΕΙΑ1 4')).toBe('ΑΣΦΑΛΕΙΑ');
    expect(bookTopic('M 23')).toBe('Μ'); // Latin M among Greek Μ topics
    expect(bookTopic('ADR 23')).toBe('ADR');
    expect(bookTopic('ΕΚΤΑΚΤΑ Α 02')).toBe('ΕΚΤΑΚΤΑ');
    expect(bookTopic('12')).toBe('ΓΕΝΙΚΑ');
    expect(bookNumber('ΣΗΜΑΝΣΗ 120')).toBe(120);
    expect(bookNumber('ΣΗΜΑΝΣΗ')).toBe(0);
  });
});

const COUNTED_TABLES = [
  'questions', 'question_texts', 'answers', 'answer_texts', 'section_questions', 'categories',
  'category_texts', 'pictures', 'replies', 'question_stats', 'tests', 'test_questions',
] as const satisfies ReadonlyArray<keyof Database>; // prettier-ignore

async function tableCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const r = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    counts[table] = Number(r?.n ?? 0);
  }
  return counts;
}

async function stamps(db: Db) {
  return {
    questions: await db
      .selectFrom('questions')
      .select(['id', 'updated_at'])
      .orderBy('id')
      .execute(),
    pictures: await db
      .selectFrom('pictures')
      .select(['name', 'updated_at'])
      .orderBy('name')
      .execute(),
  };
}

describe.skipIf(!existsSync(MINISTRY))(`ministry bank import on ${testDialect()}`, () => {
  let tdb: TestDatabase;
  let first: ImportSummary;
  beforeAll(async () => {
    tdb = await createTestDatabase();
    first = await importContent(tdb.handle.db, MINISTRY);
    console.log(`ministry import on ${testDialect()}: ${first.tookMs} ms`);
  });
  afterAll(async () => tdb?.cleanup());

  it('fills every section with the expected number of questions', async () => {
    expect(first.questions).toEqual({ inserted: 1513, updated: 0, unchanged: 0 });
    const sections = await listSections(tdb.handle.db);
    expect(Object.fromEntries(sections.map((s) => [s.code, s.questionCount]))).toEqual({
      car: 845, bike: 145, truck: 202, bus: 198, ptruck: 202 + 123, pbus: 198 + 123,
    }); // prettier-ignore
    expect(first.pictures).toEqual({ inserted: 487, updated: 0, unchanged: 0 });
    expect(first.categories.inserted).toBe(35);
  });

  it('answers every question in every language, in Greek where a translation is missing', async () => {
    const db = tdb.handle.db;
    const categories = await listCategories(db, 'car', 'en');
    expect(categories[0]).toMatchObject({ key: 'ΣΗΜΑΝΣΗ', name: 'Road signs', questionCount: 239 });
    const allCategories = await db.selectFrom('categories').select('id').execute();
    for (const lang of LANGUAGES) {
      const ids = new Set<number>();
      for (const { id } of allCategories) {
        for (const q of await listQuestions(db, { categoryId: id, lang })) {
          expect(q.text).not.toBe('');
          expect(q.answers.length).toBeGreaterThanOrEqual(2);
          expect(q.answers.filter((a) => a.isCorrect)).toHaveLength(1);
          expect(q.answers.every((a) => a.text !== '')).toBe(true);
          ids.add(q.id);
        }
      }
      expect(ids.size).toBe(1513);
    }
    // Question 2114 (the stray QKateg 253 row) is a truck question; ADR has no Albanian rows.
    const adr = categoriesByKey(await listCategories(db, 'ptruck', 'sq'), 'ADR');
    const [adrQuestion] = await listQuestions(db, { categoryId: adr, section: 'pbus', lang: 'sq' });
    const [adrGreek] = await listQuestions(db, { categoryId: adr, section: 'pbus', lang: 'el' });
    expect(adrQuestion?.text).toBe(adrGreek?.text);
    const stray = await db
      .selectFrom('questions')
      .select('id')
      .where('source_id', '=', '2114')
      .executeTakeFirstOrThrow();
    const strayLinks = await db
      .selectFrom('section_questions')
      .select('section_code')
      .where('question_id', '=', stray.id)
      .execute();
    expect(strayLinks.map((l) => l.section_code).sort()).toEqual(['ptruck', 'truck']);
  });

  it("re-imports as a no-op that leaves students' replies and statistics alone", async () => {
    const db = tdb.handle.db;
    const question = await db
      .selectFrom('questions')
      .select('id')
      .where('source_id', '=', '614')
      .executeTakeFirstOrThrow();
    const answer = await db
      .selectFrom('answers')
      .select('id')
      .where('question_id', '=', question.id)
      .where('no', '=', 1)
      .executeTakeFirstOrThrow();
    await addReply(db, question.id, answer.id);
    const counts = await tableCounts(db);
    const before = await stamps(db);

    const again = await importContent(db, MINISTRY);
    console.log(`ministry re-import on ${testDialect()}: ${again.tookMs} ms`);
    expect(again.questions).toEqual({ inserted: 0, updated: 0, unchanged: 1513 });
    expect(again.pictures).toEqual({ inserted: 0, updated: 0, unchanged: 487 });
    expect(again.sections.ptruck).toEqual({ inserted: 0, updated: 0, unchanged: 325 });
    expect(await tableCounts(db)).toEqual(counts);
    expect(await stamps(db)).toEqual(before);
    expect(counts).toMatchObject({ replies: 1, question_stats: 1 });
  });
});

function categoriesByKey(rows: Array<{ id: number; key: string }>, key: string): number {
  const row = rows.find((r) => r.key === key);
  if (!row) throw new Error(`no category ${key}`);
  return row.id;
}

async function addReply(db: Db, questionId: number, answerId: number): Promise<void> {
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
      is_correct: 1,
      client_reply_id: 'ministry-1',
      answered_at: at,
    })
    .execute();
  await db
    .insertInto('question_stats')
    .values({
      student_id: student.id,
      question_id: questionId,
      date_viewed: at,
      replies: 1,
      correct: 1,
    })
    .execute();
}
