import type { Db } from '../../db/database.js';

/* Reads of the stored bank the importer compares a source with before it writes anything. */

export interface CategoryState {
  id: number;
  names: Map<string, string>;
}

/** Every category by source key, with its names. */
export async function loadCategories(db: Db): Promise<Map<string, CategoryState>> {
  const rows = await db
    .selectFrom('categories as c')
    .leftJoin('category_texts as t', 't.category_id', 'c.id')
    .select(['c.id', 'c.source_key', 't.lang', 't.name'])
    .execute();
  const map = new Map<string, CategoryState>();
  for (const r of rows) {
    const state = map.get(r.source_key) ?? { id: r.id, names: new Map<string, string>() };
    if (r.lang !== null && r.name !== null) state.names.set(r.lang, r.name);
    map.set(r.source_key, state);
  }
  return map;
}

export interface ExistingAnswer {
  id: number;
  isCorrect: boolean;
  texts: Map<string, string>;
}

export interface ExistingQuestion {
  id: number;
  categoryId: number;
  questionNo: number;
  bookRef: string;
  chapter: number;
  level: number;
  photo: string | null;
  sound: string | null;
  texts: Map<string, { text: string; help: string }>;
  answers: Map<number, ExistingAnswer>;
  sections: Set<string>;
}

/** The stored state of every question of one source, keyed by source id: five plain reads. */
export async function loadQuestions(
  db: Db,
  source: string,
): Promise<Map<string, ExistingQuestion>> {
  const questions = await db
    .selectFrom('questions')
    .select(['id', 'source_id', 'category_id', 'question_no', 'book_ref', 'chapter', 'level'])
    .select(['photo', 'sound'])
    .where('source', '=', source)
    .execute();
  const byId = new Map<number, ExistingQuestion>();
  const bySourceId = new Map<string, ExistingQuestion>();
  for (const q of questions) {
    const state: ExistingQuestion = {
      id: q.id,
      categoryId: q.category_id,
      questionNo: q.question_no,
      bookRef: q.book_ref,
      chapter: q.chapter,
      level: q.level,
      photo: q.photo,
      sound: q.sound,
      texts: new Map(),
      answers: new Map(),
      sections: new Set(),
    };
    byId.set(q.id, state);
    bySourceId.set(q.source_id, state);
  }
  if (questions.length === 0) return bySourceId;

  const texts = await db
    .selectFrom('question_texts as t')
    .innerJoin('questions as q', 'q.id', 't.question_id')
    .select(['t.question_id', 't.lang', 't.text', 't.help'])
    .where('q.source', '=', source)
    .execute();
  for (const t of texts) byId.get(t.question_id)?.texts.set(t.lang, { text: t.text, help: t.help });

  const links = await db
    .selectFrom('section_questions as s')
    .innerJoin('questions as q', 'q.id', 's.question_id')
    .select(['s.question_id', 's.section_code'])
    .where('q.source', '=', source)
    .execute();
  for (const l of links) byId.get(l.question_id)?.sections.add(l.section_code);

  await loadAnswers(db, source, byId);
  return bySourceId;
}

async function loadAnswers(
  db: Db,
  source: string,
  byId: Map<number, ExistingQuestion>,
): Promise<void> {
  const answers = await db
    .selectFrom('answers as a')
    .innerJoin('questions as q', 'q.id', 'a.question_id')
    .select(['a.id', 'a.question_id', 'a.no', 'a.is_correct'])
    .where('q.source', '=', source)
    .execute();
  const answerById = new Map<number, ExistingAnswer>();
  for (const a of answers) {
    const state: ExistingAnswer = { id: a.id, isCorrect: a.is_correct === 1, texts: new Map() };
    answerById.set(a.id, state);
    byId.get(a.question_id)?.answers.set(a.no, state);
  }
  const texts = await db
    .selectFrom('answer_texts as t')
    .innerJoin('answers as a', 'a.id', 't.answer_id')
    .innerJoin('questions as q', 'q.id', 'a.question_id')
    .select(['t.answer_id', 't.lang', 't.text'])
    .where('q.source', '=', source)
    .execute();
  for (const t of texts) answerById.get(t.answer_id)?.texts.set(t.lang, t.text);
}

/** name → sha256 of every stored picture (not the bytes). */
export async function loadPictureHashes(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('pictures').select(['name', 'sha256']).execute();
  return new Map(rows.map((r) => [r.name, r.sha256]));
}

/** How many questions the bank holds (any source). */
export async function countQuestions(db: Db): Promise<number> {
  const row = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
