import type { Db } from '../../db/database.js';

/*
 * SQL of the content importer. Writes are multi-row statements chunked under SQLite's limit of
 * 32,766 bind variables (PostgreSQL allows 65,535: one limit serves both, and a few more
 * statements cost nothing next to per-row round trips).
 */

const MAX_BIND_VARIABLES = 30_000;
/** Picture statements also stay under a few MB so one statement never holds the whole bank. */
const MAX_PICTURE_BYTES = 4 * 1024 * 1024;

/** Runs `write` on slices of `rows` small enough for the bind-variable limit. */
export async function inChunks<T, R = void>(
  rows: readonly T[],
  columns: number,
  write: (chunk: T[]) => Promise<R[] | void>,
): Promise<R[]> {
  const size = Math.max(1, Math.floor(MAX_BIND_VARIABLES / columns));
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const result = await write(rows.slice(i, i + size));
    if (result) out.push(...result);
  }
  return out;
}

export async function insertCategories(
  db: Db,
  rows: Array<{ source_key: string; position: number }>,
): Promise<Array<{ id: number; source_key: string }>> {
  return inChunks(rows, 2, (chunk) =>
    db
      .insertInto('categories')
      .values(chunk)
      // A concurrent first-start import may have created it meanwhile: take its id.
      .onConflict((oc) =>
        oc
          .column('source_key')
          .doUpdateSet((eb) => ({ source_key: eb.ref('excluded.source_key') })),
      )
      .returning(['id', 'source_key'])
      .execute(),
  );
}

export async function upsertCategoryTexts(
  db: Db,
  rows: Array<{ category_id: number; lang: string; name: string }>,
): Promise<void> {
  await inChunks(rows, 3, async (chunk) => {
    await db
      .insertInto('category_texts')
      .values(chunk)
      .onConflict((oc) =>
        oc
          .columns(['category_id', 'lang'])
          .doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })),
      )
      .execute();
  });
}

export interface QuestionRow {
  source: string;
  source_id: string;
  category_id: number;
  question_no: number;
  book_ref: string;
  chapter: number;
  level: number;
  photo: string | null;
  sound: string | null;
  updated_at: number;
}

/**
 * Inserts new questions and updates changed ones by (source, source_id). `level` is only
 * overwritten when the source has levels (the ministry bank has none; an operator may set them).
 */
export async function upsertQuestions(
  db: Db,
  rows: QuestionRow[],
  updateLevel: boolean,
): Promise<Array<{ id: number; source_id: string }>> {
  return inChunks(rows, 10, (chunk) =>
    db
      .insertInto('questions')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['source', 'source_id']).doUpdateSet((eb) => ({
          category_id: eb.ref('excluded.category_id'),
          question_no: eb.ref('excluded.question_no'),
          book_ref: eb.ref('excluded.book_ref'),
          chapter: eb.ref('excluded.chapter'),
          photo: eb.ref('excluded.photo'),
          sound: eb.ref('excluded.sound'),
          updated_at: eb.ref('excluded.updated_at'),
          ...(updateLevel ? { level: eb.ref('excluded.level') } : {}),
        })),
      )
      .returning(['id', 'source_id'])
      .execute(),
  );
}

/** Upserts texts by (question_id, lang); `help` is only overwritten when the source has help. */
export async function upsertQuestionTexts(
  db: Db,
  rows: Array<{ question_id: number; lang: string; text: string; help: string }>,
  updateHelp: boolean,
): Promise<void> {
  await inChunks(rows, 4, async (chunk) => {
    await db
      .insertInto('question_texts')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['question_id', 'lang']).doUpdateSet((eb) => ({
          text: eb.ref('excluded.text'),
          ...(updateHelp ? { help: eb.ref('excluded.help') } : {}),
        })),
      )
      .execute();
  });
}

export async function deleteQuestionTexts(
  db: Db,
  keys: Array<{ question_id: number; lang: string }>,
): Promise<void> {
  for (const k of keys) {
    await db
      .deleteFrom('question_texts')
      .where('question_id', '=', k.question_id)
      .where('lang', '=', k.lang)
      .execute();
  }
}

export async function upsertAnswers(
  db: Db,
  rows: Array<{ question_id: number; no: number; is_correct: number }>,
): Promise<Array<{ id: number; question_id: number; no: number }>> {
  return inChunks(rows, 3, (chunk) =>
    db
      .insertInto('answers')
      .values(chunk)
      .onConflict((oc) =>
        oc
          .columns(['question_id', 'no'])
          .doUpdateSet((eb) => ({ is_correct: eb.ref('excluded.is_correct') })),
      )
      .returning(['id', 'question_id', 'no'])
      .execute(),
  );
}

export async function upsertAnswerTexts(
  db: Db,
  rows: Array<{ answer_id: number; lang: string; text: string }>,
): Promise<void> {
  await inChunks(rows, 3, async (chunk) => {
    await db
      .insertInto('answer_texts')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['answer_id', 'lang']).doUpdateSet((eb) => ({ text: eb.ref('excluded.text') })),
      )
      .execute();
  });
}

export async function deleteAnswerTexts(
  db: Db,
  keys: Array<{ answer_id: number; lang: string }>,
): Promise<void> {
  for (const k of keys) {
    await db
      .deleteFrom('answer_texts')
      .where('answer_id', '=', k.answer_id)
      .where('lang', '=', k.lang)
      .execute();
  }
}

/**
 * Deletes answers the source no longer has, except those a reply points at (replies keep
 * their history). Returns the ids that were kept.
 */
export async function deleteUnrepliedAnswers(db: Db, answerIds: number[]): Promise<number[]> {
  if (answerIds.length === 0) return [];
  const replied = await inChunks(answerIds, 1, (chunk) =>
    db
      .selectFrom('replies')
      .select('answer_id')
      .distinct()
      .where('answer_id', 'in', chunk)
      .execute(),
  );
  const kept = new Set(replied.map((r) => r.answer_id));
  const doomed = answerIds.filter((id) => !kept.has(id));
  await inChunks(doomed, 1, async (chunk) => {
    await db.deleteFrom('answer_texts').where('answer_id', 'in', chunk).execute();
    await db.deleteFrom('answers').where('id', 'in', chunk).execute();
  });
  return [...kept];
}

export async function insertSectionLinks(
  db: Db,
  rows: Array<{ section_code: string; question_id: number }>,
): Promise<void> {
  await inChunks(rows, 2, async (chunk) => {
    await db
      .insertInto('section_questions')
      .values(chunk)
      .onConflict((oc) => oc.columns(['section_code', 'question_id']).doNothing())
      .execute();
  });
}

export async function deleteSectionLinks(
  db: Db,
  rows: Array<{ section_code: string; question_id: number }>,
): Promise<void> {
  for (const r of rows) {
    await db
      .deleteFrom('section_questions')
      .where('section_code', '=', r.section_code)
      .where('question_id', '=', r.question_id)
      .execute();
  }
}

export interface PictureRow {
  name: string;
  content_type: string;
  sha256: string;
  bytes: Buffer;
  updated_at: number;
}

/** Upserts pictures by name, a few MB per statement. */
export async function upsertPictures(db: Db, rows: PictureRow[]): Promise<void> {
  let chunk: PictureRow[] = [];
  let size = 0;
  const flush = async (): Promise<void> => {
    if (chunk.length === 0) return;
    await db
      .insertInto('pictures')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('name').doUpdateSet((eb) => ({
          content_type: eb.ref('excluded.content_type'),
          sha256: eb.ref('excluded.sha256'),
          bytes: eb.ref('excluded.bytes'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
    chunk = [];
    size = 0;
  };
  for (const row of rows) {
    if (size + row.bytes.length > MAX_PICTURE_BYTES || chunk.length * 5 >= MAX_BIND_VARIABLES)
      await flush();
    chunk.push(row);
    size += row.bytes.length;
  }
  await flush();
}
