import { DEFAULT_LANGUAGE, type Language } from '@kokpit/shared';
import type { Db } from '../../db/database.js';

/* SQL of a school's help texts on the bank's questions (table school_question_help). */

/**
 * The school's help texts for these questions, in `lang` or else Greek; none without a school.
 * One query on the table's key (school, question, language), whatever the number of questions:
 * a test's start, resume and review, and classroom mode (theory) read it so.
 */
export async function schoolHelpFor(
  db: Db,
  schoolId: number | null,
  questionIds: readonly number[],
  lang: Language,
): Promise<Map<number, string>> {
  if (schoolId === null || questionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('school_question_help')
    .select(['question_id', 'lang', 'text'])
    .where('school_id', '=', schoolId)
    .where('question_id', 'in', [...new Set(questionIds)])
    .where('lang', 'in', [lang, DEFAULT_LANGUAGE])
    .execute();
  const help = new Map<number, string>();
  for (const r of rows)
    if (r.lang === lang || !help.has(r.question_id)) help.set(r.question_id, r.text);
  return help;
}

export interface HelpTextRow {
  lang: string;
  text: string;
  updatedAt: number;
}

/** Every language's text the school wrote for the question. */
export async function listHelpTexts(
  db: Db,
  schoolId: number,
  questionId: number,
): Promise<HelpTextRow[]> {
  const rows = await db
    .selectFrom('school_question_help')
    .select(['lang', 'text', 'updated_at'])
    .where('school_id', '=', schoolId)
    .where('question_id', '=', questionId)
    .execute();
  return rows.map((r) => ({ lang: r.lang, text: r.text, updatedAt: Number(r.updated_at) }));
}

/** Writes one language's text, replacing the one before. */
export async function upsertHelpText(
  db: Db,
  h: { schoolId: number; questionId: number; lang: Language; text: string; at: number },
): Promise<void> {
  await db
    .insertInto('school_question_help')
    .values({
      school_id: h.schoolId,
      question_id: h.questionId,
      lang: h.lang,
      text: h.text,
      updated_at: h.at,
    })
    .onConflict((oc) =>
      oc
        .columns(['school_id', 'question_id', 'lang'])
        .doUpdateSet({ text: h.text, updated_at: h.at }),
    )
    .execute();
}

export async function deleteHelpText(
  db: Db,
  schoolId: number,
  questionId: number,
  lang: Language,
): Promise<void> {
  await db
    .deleteFrom('school_question_help')
    .where('school_id', '=', schoolId)
    .where('question_id', '=', questionId)
    .where('lang', '=', lang)
    .execute();
}

/** Whether the bank has this question (active or not: help may outlive a withdrawal). */
export async function questionExists(db: Db, questionId: number): Promise<boolean> {
  const row = await db
    .selectFrom('questions')
    .select('id')
    .where('id', '=', questionId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Active questions whose ministry number or book reference is `number`, by number. */
export async function findQuestionIdsByNumber(
  db: Db,
  number: string,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('questions')
    .select('id')
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('question_no', '=', Number(number)), eb('book_ref', '=', number)]))
    .orderBy('question_no')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** The texts of every active question in `lang` and in Greek (text search runs over them). */
export async function listQuestionTexts(
  db: Db,
  lang: Language,
): Promise<{ questionId: number; questionNo: number; text: string }[]> {
  const rows = await db
    .selectFrom('question_texts as t')
    .innerJoin('questions as q', 'q.id', 't.question_id')
    .select(['t.question_id', 'q.question_no', 't.text'])
    .where('q.active', '=', 1)
    .where('t.lang', 'in', [lang, DEFAULT_LANGUAGE])
    .orderBy('q.question_no')
    .orderBy('q.id')
    .execute();
  return rows.map((r) => ({ questionId: r.question_id, questionNo: r.question_no, text: r.text }));
}

/** The school's texts, one row per question and language, newest first. */
export async function listSchoolHelp(
  db: Db,
  schoolId: number,
): Promise<{ questionId: number; lang: string; updatedAt: number }[]> {
  const rows = await db
    .selectFrom('school_question_help')
    .select(['question_id', 'lang', 'updated_at'])
    .where('school_id', '=', schoolId)
    .orderBy('updated_at', 'desc')
    .execute();
  return rows.map((r) => ({
    questionId: r.question_id,
    lang: r.lang,
    updatedAt: Number(r.updated_at),
  }));
}
