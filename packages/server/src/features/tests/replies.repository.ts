import type { Db } from '../../db/database.js';

/* SQL of recording answers: the hot path of the product, a handful of indexed statements. */

export interface ReplyRow {
  clientId: string;
  testId: number;
  questionId: number;
  answerId: number;
  correct: boolean;
  answeredAt: number;
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

/** An answer recorded earlier under this client id (any test of the student). */
export async function findReplyByClientId(
  db: Db,
  studentId: number,
  clientId: string,
): Promise<ReplyRow | undefined> {
  const row = await db
    .selectFrom('replies')
    .select(replyColumns)
    .where('student_id', '=', studentId)
    .where('client_reply_id', '=', clientId)
    .executeTakeFirst();
  return row && toReply(row);
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

/** The question's answers, category and sections; undefined when it does not exist. */
export async function loadQuestionFacts(
  db: Db,
  questionId: number,
): Promise<QuestionFacts | undefined> {
  const answers = await db
    .selectFrom('questions as q')
    .innerJoin('answers as a', 'a.question_id', 'q.id')
    .select(['q.category_id', 'a.id', 'a.is_correct'])
    .where('q.id', '=', questionId)
    .orderBy('a.no')
    .execute();
  const first = answers[0];
  if (!first) return undefined;
  const sections = await db
    .selectFrom('section_questions')
    .select('section_code')
    .where('question_id', '=', questionId)
    .execute();
  return {
    categoryId: first.category_id,
    answerIds: answers.map((x) => x.id),
    correctAnswerId: answers.find((x) => x.is_correct === 1)?.id ?? null,
    sections: sections.map((x) => x.section_code),
  };
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

export async function finishTest(db: Db, testId: number, at: number, passed: boolean | null) {
  await db
    .updateTable('tests')
    .set({
      status: 'completed',
      date_updated: at,
      date_completed: at,
      passed: passed === null ? null : passed ? 1 : 0,
    })
    .where('id', '=', testId)
    .execute();
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
