import { DEFAULT_LANGUAGE, StudentSchoolStatus, type Language } from '@kokpit/shared';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** A presentation's row and its active questions in order. */
export interface PresentationRow {
  id: number;
  schoolId: number;
  section: string;
  title: string;
  updatedAt: number;
  questionIds: number[];
}

/** The school's presentations of a section, newest change first, each with its questions. */
export async function listPresentations(
  db: Db,
  schoolId: number,
  section: string,
): Promise<PresentationRow[]> {
  const rows = await db
    .selectFrom('theory_presentations')
    .select(['id', 'school_id', 'section_code', 'title', 'updated_at'])
    .where('school_id', '=', schoolId)
    .where('section_code', '=', section)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const questions = await activeQuestionsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    schoolId: r.school_id,
    section: r.section_code,
    title: r.title,
    updatedAt: Number(r.updated_at),
    questionIds: questions.get(r.id) ?? [],
  }));
}

export async function findPresentationRow(
  db: Db,
  id: number,
): Promise<PresentationRow | undefined> {
  const row = await db
    .selectFrom('theory_presentations')
    .select(['id', 'school_id', 'section_code', 'title', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const questions = await activeQuestionsOf(db, [row.id]);
  return {
    id: row.id,
    schoolId: row.school_id,
    section: row.section_code,
    title: row.title,
    updatedAt: Number(row.updated_at),
    questionIds: questions.get(row.id) ?? [],
  };
}

/** Questions of these presentations in order; a question the bank retired is left out. */
async function activeQuestionsOf(db: Db, ids: number[]): Promise<Map<number, number[]>> {
  const rows = await db
    .selectFrom('theory_presentation_questions as p')
    .innerJoin('questions as q', 'q.id', 'p.question_id')
    .select(['p.presentation_id', 'p.question_id'])
    .where('p.presentation_id', 'in', ids)
    .where('q.active', '=', 1)
    .orderBy('p.presentation_id')
    .orderBy('p.position')
    .execute();
  const byPresentation = new Map<number, number[]>();
  for (const r of rows) {
    const list = byPresentation.get(r.presentation_id) ?? [];
    list.push(r.question_id);
    byPresentation.set(r.presentation_id, list);
  }
  return byPresentation;
}

/** Of these question ids: the active ones, and those of them in the section. */
export async function classifyQuestions(
  db: Db,
  section: string,
  ids: readonly number[],
): Promise<{ active: Set<number>; inSection: Set<number> }> {
  const rows = await db
    .selectFrom('questions as q')
    .leftJoin('section_questions as sq', (j) =>
      j.onRef('sq.question_id', '=', 'q.id').on('sq.section_code', '=', section),
    )
    .select(['q.id', 'sq.section_code'])
    .where('q.id', 'in', [...ids])
    .where('q.active', '=', 1)
    .execute();
  return {
    active: new Set(rows.map((r) => r.id)),
    inSection: new Set(rows.filter((r) => r.section_code !== null).map((r) => r.id)),
  };
}

export interface PresentationWrite {
  schoolId: number;
  section: string;
  title: string;
  questionIds: readonly number[];
  at: number;
}

/** Creates a presentation with its questions in one transaction; its id. */
export function insertPresentation(db: Db, p: PresentationWrite): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('theory_presentations')
      .values({
        school_id: p.schoolId,
        section_code: p.section,
        title: p.title,
        created_at: p.at,
        updated_at: p.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeQuestions(trx, row.id, p.questionIds);
    return row.id;
  });
}

/**
 * Replaces the title and questions of the school's presentation `id` (its section stays);
 * false when the school has no such presentation.
 */
export function updatePresentation(
  db: Db,
  id: number,
  p: { schoolId: number; title?: string; questionIds: readonly number[]; at: number },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const r = await trx
      .updateTable('theory_presentations')
      .set({ ...(p.title === undefined ? {} : { title: p.title }), updated_at: p.at })
      .where('id', '=', id)
      .where('school_id', '=', p.schoolId)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) return false;
    await trx
      .deleteFrom('theory_presentation_questions')
      .where('presentation_id', '=', id)
      .execute();
    await writeQuestions(trx, id, p.questionIds);
    return true;
  });
}

async function writeQuestions(trx: Db, id: number, questionIds: readonly number[]) {
  await trx
    .insertInto('theory_presentation_questions')
    .values(
      questionIds.map((question_id, position) => ({ presentation_id: id, position, question_id })),
    )
    .execute();
}

/** Deletes the school's presentation (its questions go with it); false when it had none. */
export async function deletePresentation(db: Db, id: number, schoolId: number): Promise<boolean> {
  const r = await db
    .deleteFrom('theory_presentations')
    .where('id', '=', id)
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** The school's accepted students, who see its presentations. */
export async function activeStudentIds(db: Db, schoolId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('students')
    .select('user_id')
    .where('school_id', '=', schoolId)
    .where('school_status', '=', StudentSchoolStatus.active)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Where a student stands with a school, as the theory policies read it. */
export async function findStudentLink(db: Db, userId: number) {
  const row = await db
    .selectFrom('students')
    .select(['user_id', 'school_id', 'school_status'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row
    ? { userId: row.user_id, schoolId: row.school_id, schoolStatus: row.school_status }
    : null;
}

/** One searchable question of a section: its numbers and its text in `lang` and Greek. */
export interface SearchableQuestionRow {
  id: number;
  categoryId: number;
  questionNo: number;
  bookRef: string;
  text: string;
  greek: string;
}

/** The section's active questions with what the builder's search compares. */
export async function listSearchableQuestions(
  db: Db,
  section: string,
  lang: Language,
): Promise<SearchableQuestionRow[]> {
  const rows = await db
    .selectFrom('section_questions as sq')
    .innerJoin('questions as q', 'q.id', 'sq.question_id')
    .leftJoin('question_texts as t', (j) =>
      j.onRef('t.question_id', '=', 'q.id').on('t.lang', '=', lang),
    )
    .leftJoin('question_texts as g', (j) =>
      j.onRef('g.question_id', '=', 'q.id').on('g.lang', '=', DEFAULT_LANGUAGE),
    )
    .select(['q.id', 'q.category_id', 'q.question_no', 'q.book_ref'])
    .select([
      sql<string>`coalesce(t.text, g.text, '')`.as('text'),
      sql<string>`coalesce(g.text, '')`.as('greek'),
    ])
    .where('sq.section_code', '=', section)
    .where('q.active', '=', 1)
    .orderBy('q.question_no')
    .orderBy('q.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    categoryId: r.category_id,
    questionNo: r.question_no,
    bookRef: r.book_ref,
    text: r.text,
    greek: r.greek,
  }));
}
