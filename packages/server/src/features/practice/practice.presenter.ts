import {
  DEFAULT_LANGUAGE,
  testOptionsSchema,
  type Language,
  type QuestionTextsView,
  type QuestionView,
  type RecordResult,
  type SimulationResult,
  type TestOptions,
  type TestStatus,
  type TestType,
  type TestView,
} from '@kokpit/shared';
import { presentQuestion } from '../content/content.presenter.js';
import type { QuestionRow } from '../content/content.repository.js';
import type { ReplyRow } from './replies.repository.js';
import type { TestRow } from './practice.repository.js';

/** A test's question as the content presenter spells it. */
export type PresentedQuestion = QuestionView;

/**
 * Whether the right answers travel with the test: always for practice (the client marks each
 * answer at once, even offline), for a ministry simulation only once it is completed.
 */
export const revealsAnswers = (t: { type: string; status: string }): boolean =>
  t.type !== 'simulation' || t.status === 'completed';

function parseOptions(json: string): TestOptions {
  try {
    const parsed = testOptionsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

function presentQuestions(
  questions: readonly QuestionRow[],
  replies: readonly ReplyRow[],
  withCorrect: boolean,
  help: ReadonlyMap<number, string> = new Map(),
): PresentedQuestion[] {
  const answered = new Map(replies.map((r) => [r.questionId, r.answerId]));
  return questions.map((q) =>
    presentQuestion(q, {
      withCorrect,
      schoolHelp: help.get(q.id),
      reply: answered.get(q.id) ?? null,
    }),
  );
}

/*
 * The row's date_updated moves when the test starts, is cancelled or completes; answers do not
 * write the test's row (one update fewer per answer), so a running test was last changed by its
 * last answer.
 */
function lastChange(test: TestRow, replies: readonly ReplyRow[]): number {
  let at = test.dateUpdated;
  for (const r of replies) if (r.answeredAt > at) at = r.answeredAt;
  return at;
}

/** The test of SPEC §3 with its questions and the answers recorded so far. */
export function presentTest(
  test: TestRow,
  questions: readonly QuestionRow[],
  replies: readonly ReplyRow[],
  help: ReadonlyMap<number, string>,
): TestView<PresentedQuestion> {
  const reveal = revealsAnswers(test);
  return {
    id: test.id,
    type: test.type as TestType,
    section: test.section,
    status: test.status as TestStatus,
    dateStarted: test.dateStarted,
    dateUpdated: lastChange(test, replies),
    dateCompleted: test.dateCompleted,
    minutes: test.minutes,
    errorsAllowed: test.errorsAllowed,
    options: parseOptions(test.options),
    questions: presentQuestions(questions, replies, reveal, help),
    replies: replies.map((r) => ({
      id: r.clientId,
      questionId: r.questionId,
      answerId: r.answerId,
      correct: reveal ? r.correct : null,
      answeredAt: r.answeredAt,
    })),
  };
}

/** A completed simulation's outcome: unanswered questions count as errors. */
export function presentSimulationResult(
  test: { errorsAllowed: number | null; passed: number | null },
  questions: readonly QuestionRow[],
  replies: readonly ReplyRow[],
  help?: ReadonlyMap<number, string>,
): SimulationResult<PresentedQuestion> {
  const right = replies.filter((r) => r.correct).length;
  return {
    passed: test.passed === 1,
    errors: questions.length - right,
    errorsAllowed: test.errorsAllowed ?? 0,
    questions: presentQuestions(questions, replies, true, help),
  };
}

/** What `test-record` answers for one reply. */
export function presentRecordResult(r: {
  replyId: string;
  reply: ReplyRow;
  reveal: boolean;
  correctAnswerId: number | null;
  progress: number;
  testCompleted: boolean;
  duplicate: boolean;
  result?: SimulationResult<PresentedQuestion>;
}): RecordResult<PresentedQuestion> {
  return {
    replyId: r.replyId,
    questionId: r.reply.questionId,
    answerId: r.reply.answerId,
    correct: r.reveal ? r.reply.correct : null,
    correctAnswerId: r.reveal ? r.correctAnswerId : null,
    progress: r.reveal ? r.progress : null,
    testCompleted: r.testCompleted,
    duplicate: r.duplicate,
    ...(r.reply.revealed ? { revealed: true as const } : {}),
    ...(r.reply.helped ? { helped: true as const } : {}),
    ...(r.result ? { result: r.result } : {}),
  };
}

/** A question's words in one language (`test-texts`): no picture, no right answer. */
export function presentQuestionTexts(
  q: QuestionRow,
  lang: Language,
  schoolHelp = '',
): QuestionTextsView {
  return {
    id: q.id,
    translated: lang === DEFAULT_LANGUAGE || q.translated !== false,
    question: q.text,
    help: q.help,
    schoolHelp,
    theoryName: q.theoryName,
    answers: q.answers.map((a) => ({ id: a.id, answer: a.text })),
  };
}
