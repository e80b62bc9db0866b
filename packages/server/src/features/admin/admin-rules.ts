import { sql } from 'kysely';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import type { TableMeta } from './admin-meta.js';

/*
 * Rules of the product's data that no database constraint can say, checked by the generic
 * writer in the save's transaction: a question's number is unique in each section it is in
 * (a second "question 1" of the car section is refused, issue 34 item 3).
 */

interface Taken {
  section: string;
  number: number;
}

/** A question numbered `number` in one of `sections`, other than `questionId`. */
async function numberTaken(
  db: Db,
  questionId: number | null,
  number: number,
  sections: string[] | null,
): Promise<Taken | undefined> {
  if (number <= 0) return undefined;
  const mine =
    sections === null
      ? sql`select section_code from section_questions where question_id = ${questionId}`
      : sql.join(
          sections.map((s) => sql`select ${s}`),
          sql` union `,
        );
  const r = await sql<{ section: string }>`select sq.section_code as section
    from section_questions sq join questions q on q.id = sq.question_id
    where q.question_no = ${number} and q.id <> ${questionId ?? -1}
      and sq.section_code in (${mine}) limit 1`.execute(db);
  const row = r.rows[0];
  return row ? { section: row.section, number } : undefined;
}

function refuse(field: string, taken: Taken): AppError {
  return AppError.validation(
    { [field]: 'admin.questionNumberTaken' },
    { [field]: { section: taken.section, number: String(taken.number) } },
  );
}

/** Refuses a save that would break a rule; `key` is the saved record's (none: a new one). */
export async function checkRules(
  db: Db,
  meta: TableMeta,
  key: Record<string, unknown> | undefined,
  values: Record<string, unknown>,
): Promise<void> {
  if (meta.name === 'questions' && typeof values.question_no === 'number' && key) {
    const taken = await numberTaken(db, Number(key.id), values.question_no, null);
    if (taken) throw refuse('question_no', taken);
  }
  if (meta.name === 'section_questions') {
    const current = key ? { ...key, ...values } : values;
    const questionId = Number(current.question_id);
    const section = String(current.section_code);
    const q = await db
      .selectFrom('questions')
      .select('question_no')
      .where('id', '=', questionId)
      .executeTakeFirst();
    if (!q) return;
    const taken = await numberTaken(db, questionId, q.question_no, [section]);
    if (taken) throw refuse('question_id', taken);
  }
}
