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

/** The first answer to this question in this test. */
export async function findReplyInTest(
  db: Db,
  testId: number,
  questionId: number,
): Promise<ReplyRow | undefined> {
  const row = await db
    .selectFrom('replies')
    .select(replyColumns)
    .where('test_id', '=', testId)
    .where('question_id', '=', questionId)
    .orderBy('id')
    .executeTakeFirst();
  return row && toReply(row);
}

/** A running test of the student with what recording an answer in it needs to know. */
export interface RecordContext {
  id: number;
  section: string;
  type: string;
  errorsAllowed: number | null;
  total: number;
  answered: number;
  schoolVerified: boolean;
  /** The student's section row: status, the activating school and when it was charged. */
  sectionStatus: number | null;
  sectionSchoolId: number | null;
  chargedAt: number | null;
}

export async function findRecordContext(
  db: Db,
  testId: number,
  studentId: number,
): Promise<RecordContext | undefined> {
  const r = await db
    .selectFrom('tests as t')
    .innerJoin('students as s', 's.user_id', 't.student_id')
    .leftJoin('student_sections as ss', (j) =>
      j.onRef('ss.student_id', '=', 't.student_id').onRef('ss.section_code', '=', 't.section_code'),
    )
    .select(['t.id', 't.section_code', 't.type', 't.errors_allowed', 's.school_verified'])
    .select(['ss.status', 'ss.school_id', 'ss.charged_at'])
    .select((eb) => [
      eb
        .selectFrom('test_questions as tq')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('tq.test_id', '=', 't.id')
        .as('total'),
      eb
        .selectFrom('replies as r')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('r.test_id', '=', 't.id')
        .as('answered'),
    ])
    .where('t.id', '=', testId)
    .where('t.student_id', '=', studentId)
    .where('t.status', '=', 'running')
    .executeTakeFirst();
  if (!r) return undefined;
  return {
    id: r.id,
    section: r.section_code,
    type: r.type,
    errorsAllowed: r.errors_allowed,
    total: Number(r.total),
    answered: Number(r.answered),
    schoolVerified: r.school_verified === 1,
    sectionStatus: r.status,
    sectionSchoolId: r.school_id,
    chargedAt: r.charged_at,
  };
}

export interface QuestionFacts {
  categoryId: number;
  answerIds: number[];
  correctAnswerId: number | null;
  /** Every section holding the question. */
  sections: string[];
}

/** The question as asked in this test, with its answers; undefined when not in the test. */
export async function findQuestionFacts(
  db: Db,
  testId: number,
  questionId: number,
): Promise<QuestionFacts | undefined> {
  const answers = await db
    .selectFrom('test_questions as tq')
    .innerJoin('questions as q', 'q.id', 'tq.question_id')
    .innerJoin('answers as a', 'a.question_id', 'q.id')
    .select(['q.category_id', 'a.id', 'a.is_correct'])
    .where('tq.test_id', '=', testId)
    .where('tq.question_id', '=', questionId)
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
    answerIds: answers.map((a) => a.id),
    correctAnswerId: answers.find((a) => a.is_correct === 1)?.id ?? null,
    sections: sections.map((s) => s.section_code),
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

export interface NewReply {
  studentId: number;
  testId: number;
  questionId: number;
  answerId: number;
  correct: boolean;
  clientId: string;
  at: number;
}

/** Inserts the answer; false when its client id was already used (a concurrent retry). */
export async function insertReply(db: Db, r: NewReply): Promise<boolean> {
  const rows = await db
    .insertInto('replies')
    .values({
      student_id: r.studentId,
      test_id: r.testId,
      question_id: r.questionId,
      answer_id: r.answerId,
      is_correct: r.correct ? 1 : 0,
      client_reply_id: r.clientId,
      answered_at: r.at,
    })
    .onConflict((oc) => oc.columns(['student_id', 'client_reply_id']).doNothing())
    .returning('id')
    .execute();
  return rows.length === 1;
}

export async function touchTest(db: Db, testId: number, at: number): Promise<void> {
  await db.updateTable('tests').set({ date_updated: at }).where('id', '=', testId).execute();
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
