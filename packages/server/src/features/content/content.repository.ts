import { DEFAULT_LANGUAGE, type Language } from '@kokpit/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/*
 * Public reads of the question bank. Texts come in the asked language with a fallback to Greek
 * (the source language, present for every question) joined in SQL.
 */

export interface SectionCategoryRow {
  id: number;
  key: string;
  questionCount: number;
}

export interface SectionRow {
  code: string;
  position: number;
  icon: string;
  questionsPerTest: number;
  minutes: number;
  errorsAllowed: number;
  minSuccess: number;
  /** Active questions in the section. */
  questionCount: number;
  /** Categories that have active questions in the section, in listing order. */
  categories: SectionCategoryRow[];
}

/** Every section in display order with its exam settings, question count and categories. */
export async function listSections(db: Db): Promise<SectionRow[]> {
  const sections = await db.selectFrom('sections').selectAll().orderBy('position').execute();
  const counts = await db
    .selectFrom('section_questions as sq')
    .innerJoin('questions as q', 'q.id', 'sq.question_id')
    .innerJoin('categories as c', 'c.id', 'q.category_id')
    .select(['sq.section_code', 'c.id', 'c.source_key', 'c.position'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('q.active', '=', 1)
    .groupBy(['sq.section_code', 'c.id', 'c.source_key', 'c.position'])
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
  return sections.map((s) => {
    const categories = counts
      .filter((c) => c.section_code === s.code)
      .map((c) => ({ id: c.id, key: c.source_key, questionCount: Number(c.n) }));
    return {
      code: s.code,
      position: s.position,
      icon: s.icon,
      questionsPerTest: s.questions_per_test,
      minutes: s.minutes,
      errorsAllowed: s.errors_allowed,
      minSuccess: s.min_success,
      questionCount: categories.reduce((sum, c) => sum + c.questionCount, 0),
      categories,
    };
  });
}

export interface SectionQuestionRow {
  id: number;
  categoryId: number;
}

/** The section's active questions with their categories, by id (the bank side of the pool). */
export async function listSectionQuestions(db: Db, section: string): Promise<SectionQuestionRow[]> {
  const rows = await db
    .selectFrom('section_questions as sq')
    .innerJoin('questions as q', 'q.id', 'sq.question_id')
    .select(['q.id', 'q.category_id'])
    .where('sq.section_code', '=', section)
    .where('q.active', '=', 1)
    .orderBy('q.id')
    .execute();
  return rows.map((r) => ({ id: r.id, categoryId: r.category_id }));
}

export interface CategoryRow {
  id: number;
  key: string;
  name: string;
  position: number;
  icon: string;
  questionCount: number;
}

/** Categories having active questions in `section`, named in `lang` (Greek when missing). */
export async function listCategories(
  db: Db,
  section: string,
  lang: Language,
): Promise<CategoryRow[]> {
  const rows = await db
    .selectFrom('categories as c')
    .innerJoin('questions as q', 'q.category_id', 'c.id')
    .innerJoin('section_questions as sq', (j) =>
      j.onRef('sq.question_id', '=', 'q.id').on('sq.section_code', '=', section),
    )
    .leftJoin('category_texts as t', (j) =>
      j.onRef('t.category_id', '=', 'c.id').on('t.lang', '=', lang),
    )
    .leftJoin('category_texts as g', (j) =>
      j.onRef('g.category_id', '=', 'c.id').on('g.lang', '=', DEFAULT_LANGUAGE),
    )
    .select(['c.id', 'c.source_key', 'c.position', 'c.icon'])
    .select(sql<string>`coalesce(t.name, g.name, c.source_key)`.as('name'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('q.active', '=', 1)
    .groupBy(['c.id', 'c.source_key', 'c.position', 'c.icon', 't.name', 'g.name'])
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    key: r.source_key,
    name: r.name,
    position: r.position,
    icon: r.icon,
    questionCount: Number(r.n),
  }));
}

export interface AnswerRow {
  id: number;
  no: number;
  text: string;
  isCorrect: boolean;
}

export interface QuestionRow {
  id: number;
  categoryId: number;
  questionNo: number;
  bookRef: string;
  chapter: number;
  level: number;
  photo: string | null;
  /** Short hash of the stored picture, for a cache-busting URL. */
  photoVersion: string | null;
  sound: string | null;
  videoUrl: string | null;
  theoryUrl: string | null;
  text: string;
  help: string;
  theoryName: string;
  answers: AnswerRow[];
  /** False when the bank has no text of the question in the language asked: it is Greek. */
  translated?: boolean;
}

export interface QuestionQuery {
  /** The questions of one category… */
  categoryId?: number;
  /** …or these questions (in this order). */
  ids?: readonly number[];
  /** Only questions of this section (a category spans several sections). */
  section?: string;
  lang: Language;
}

/** Questions by id, in the order given, with texts and answers in `lang`. */
export async function loadQuestions(
  db: Db,
  ids: readonly number[],
  lang: Language,
): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  const rows = await listQuestions(db, { ids, lang });
  const byId = new Map(rows.map((q) => [q.id, q]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Active questions of a category with texts and answers in `lang`, falling back to Greek. */
export async function listQuestions(db: Db, query: QuestionQuery): Promise<QuestionRow[]> {
  if (query.ids?.length === 0) return [];
  const questions = await selectQuestions(db, query);
  if (questions.length === 0) return [];
  const answers = await selectAnswers(db, query);
  const byQuestion = new Map<number, AnswerRow[]>();
  for (const a of answers) {
    const list = byQuestion.get(a.question_id) ?? [];
    list.push({ id: a.id, no: a.no, text: a.text, isCorrect: a.is_correct === 1 });
    byQuestion.set(a.question_id, list);
  }
  return questions.map((q) => ({
    id: q.id,
    categoryId: q.category_id,
    questionNo: q.question_no,
    bookRef: q.book_ref,
    chapter: q.chapter,
    level: q.level,
    photo: q.photo,
    photoVersion: q.photo_sha ? q.photo_sha.slice(0, 12) : null,
    sound: q.sound,
    videoUrl: q.video_url,
    theoryUrl: q.theory_url,
    text: q.text,
    help: q.help,
    theoryName: q.theory_name,
    answers: byQuestion.get(q.id) ?? [],
    translated: Number(q.translated) === 1,
  }));
}

/** The questions of the query, as a base query both reads filter the same way. */
function questionsOf(db: Db, query: QuestionQuery) {
  let base = db.selectFrom('questions as q').where('q.active', '=', 1);
  if (query.categoryId !== undefined) base = base.where('q.category_id', '=', query.categoryId);
  if (query.ids !== undefined) base = base.where('q.id', 'in', [...query.ids]);
  if (query.section !== undefined) {
    const section = query.section;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('section_questions as sq')
          .select('sq.question_id')
          .whereRef('sq.question_id', '=', 'q.id')
          .where('sq.section_code', '=', section),
      ),
    );
  }
  return base;
}

async function selectQuestions(db: Db, query: QuestionQuery) {
  return questionsOf(db, query)
    .leftJoin('question_texts as t', (j) =>
      j.onRef('t.question_id', '=', 'q.id').on('t.lang', '=', query.lang),
    )
    .leftJoin('question_texts as g', (j) =>
      j.onRef('g.question_id', '=', 'q.id').on('g.lang', '=', DEFAULT_LANGUAGE),
    )
    .leftJoin('pictures as p', 'p.name', 'q.photo')
    .select(['q.id', 'q.category_id', 'q.question_no', 'q.book_ref', 'q.chapter', 'q.level'])
    .select('p.sha256 as photo_sha')
    .select(['q.photo', 'q.sound', 'q.video_url', 'q.theory_url'])
    .select([
      sql<string>`coalesce(t.text, g.text, '')`.as('text'),
      sql<string>`coalesce(nullif(t.help, ''), g.help, '')`.as('help'),
      sql<string>`coalesce(nullif(t.theory_name, ''), g.theory_name, '')`.as('theory_name'),
      sql<number>`case when t.text is null then 0 else 1 end`.as('translated'),
    ])
    .orderBy('q.question_no')
    .orderBy('q.id')
    .execute();
}

async function selectAnswers(db: Db, query: QuestionQuery) {
  return questionsOf(db, query)
    .innerJoin('answers as a', 'a.question_id', 'q.id')
    .leftJoin('answer_texts as t', (j) =>
      j.onRef('t.answer_id', '=', 'a.id').on('t.lang', '=', query.lang),
    )
    .leftJoin('answer_texts as g', (j) =>
      j.onRef('g.answer_id', '=', 'a.id').on('g.lang', '=', DEFAULT_LANGUAGE),
    )
    .select(['a.id', 'a.question_id', 'a.no', 'a.is_correct'])
    .select(sql<string>`coalesce(t.text, g.text, '')`.as('text'))
    .orderBy('a.question_id')
    .orderBy('a.no')
    .execute();
}

export interface PictureFile {
  name: string;
  contentType: string;
  sha256: string;
  bytes: Buffer;
  updatedAt: number;
}

/** A stored picture by file name (case-insensitive: names are stored lower-case). */
export async function getPicture(db: Db, name: string): Promise<PictureFile | undefined> {
  const row = await db
    .selectFrom('pictures')
    .selectAll()
    .where('name', '=', name.toLowerCase())
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    name: row.name,
    contentType: row.content_type,
    sha256: row.sha256,
    bytes: row.bytes,
    updatedAt: row.updated_at,
  };
}
