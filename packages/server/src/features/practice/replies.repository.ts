import type { Db } from '../../db/database.js';

/*
 * SQL of replies off the hot path (the hot statements are in record-sqlite.repository.ts and
 * record-postgres.repository.ts): a test's replies, an earlier reply, bank facts.
 */

export interface ReplyRow {
  clientId: string;
  testId: number;
  questionId: number;
  answerId: number;
  correct: boolean;
  answeredAt: number;
  /** Picked after "show correct answer" (known only when just recorded; not stored). */
  revealed?: boolean;
  /** Picked with the question's help open (likewise known only when just recorded). */
  helped?: boolean;
}

const replyColumns = [
  'client_reply_id',
  'test_id',
  'question_id',
  'answer_id',
  'is_correct',
  'answered_at',
] as const;
type ReplyColumns = {
  client_reply_id: string;
  test_id: number;
  question_id: number;
  answer_id: number;
  is_correct: number;
  answered_at: number;
};
const toReply = (r: ReplyColumns): ReplyRow => ({
  clientId: r.client_reply_id,
  testId: r.test_id,
  questionId: r.question_id,
  answerId: r.answer_id,
  correct: r.is_correct === 1,
  answeredAt: r.answered_at,
});

export async function listTestReplies(db: Db, testId: number): Promise<ReplyRow[]> {
  const rows = await db
    .selectFrom('replies')
    .select(replyColumns)
    .where('test_id', '=', testId)
    .orderBy('id')
    .execute();
  return rows.map(toReply);
}

export async function findReplyById(db: Db, id: number): Promise<ReplyRow> {
  const row = await db
    .selectFrom('replies')
    .select(replyColumns)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return toReply(row);
}

export interface QuestionFacts {
  categoryId: number;
  answerIds: number[];
  correctAnswerId: number | null;
  /** Every section holding the question. */
  sections: string[];
}

/** Questions' answers (in order), categories and sections; one that does not exist is left out. */
export async function loadQuestionFactsOf(
  db: Db,
  questionIds: readonly number[],
): Promise<Map<number, QuestionFacts>> {
  const facts = new Map<number, QuestionFacts>();
  if (questionIds.length === 0) return facts;
  const answers = await db
    .selectFrom('questions as q')
    .innerJoin('answers as a', 'a.question_id', 'q.id')
    .select(['q.id as question_id', 'q.category_id', 'a.id', 'a.is_correct'])
    .where('q.id', 'in', [...questionIds])
    .orderBy('q.id')
    .orderBy('a.no')
    .execute();
  for (const a of answers) {
    let f = facts.get(a.question_id);
    if (!f) {
      f = { categoryId: a.category_id, answerIds: [], correctAnswerId: null, sections: [] };
      facts.set(a.question_id, f);
    }
    f.answerIds.push(a.id);
    if (a.is_correct === 1 && f.correctAnswerId === null) f.correctAnswerId = a.id;
  }
  if (facts.size === 0) return facts;
  const sections = await db
    .selectFrom('section_questions')
    .select(['question_id', 'section_code'])
    .where('question_id', 'in', [...facts.keys()])
    .execute();
  for (const s of sections) facts.get(s.question_id)?.sections.push(s.section_code);
  return facts;
}

export async function findCorrectAnswerId(db: Db, questionId: number): Promise<number | null> {
  const row = await db
    .selectFrom('answers')
    .select('id')
    .where('question_id', '=', questionId)
    .where('is_correct', '=', 1)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findQuestionProgress(db: Db, studentId: number, questionId: number) {
  const row = await db
    .selectFrom('question_stats')
    .select('progress')
    .where('student_id', '=', studentId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  return row?.progress ?? 0;
}

/** Answers recorded in the test and how many of them were right. */
export async function countTestReplies(db: Db, testId: number) {
  const row = await db
    .selectFrom('replies')
    .select((eb) => [
      eb.fn.countAll<number>().as('answers'),
      eb.fn.sum<number>(eb.ref('is_correct')).as('right'),
    ])
    .where('test_id', '=', testId)
    .executeTakeFirstOrThrow();
  return { answers: Number(row.answers), right: Number(row.right ?? 0) };
}
