import type { QueuedAnswer } from '../../lib/offline-queue';
import type { Test, TestAnswer, TestQuestion } from './api/tests';

/** Questions per group: a short pause and a word of progress after each (SPEC §2). */
export const GROUP_SIZE = 10;

/** The learner's answer to one question as this page knows it. */
export interface LocalAnswer {
  answerId: number;
  /** The client's reply id, as queued in the outbox. */
  replyId: string;
  /** Picked after "show correct answer": counted as not known, here as on the server. */
  revealed?: boolean;
  /** Picked with the question's help open: likewise not known (docs/SCORING.md). */
  helped?: boolean;
}

/** How an answer was given: after "show correct answer", or with the help open. */
export interface AnswerMark {
  revealed?: boolean;
  helped?: boolean;
}

/** The marks worth keeping (only the true ones). */
export const marksOf = (m: AnswerMark): AnswerMark => ({
  ...(m.revealed && { revealed: true }),
  ...(m.helped && { helped: true }),
});

export type AnswerMap = ReadonlyMap<number, LocalAnswer>;

/**
 * The server's recorded answers, then the ones still waiting on this device (a reload while
 * offline); the server's win, since it counts only the first answer to a question.
 */
export function mergeAnswers(
  test: Test,
  queued: readonly QueuedAnswer[],
): Map<number, LocalAnswer> {
  const answers = new Map<number, LocalAnswer>();
  const byId = new Map(test.questions.map((q) => [q.id, q]));
  for (const r of test.replies) {
    // The right answer recorded as wrong: it was picked after "show correct answer".
    const q = byId.get(r.questionId);
    const revealed = r.correct === false && q !== undefined && isRight(q, r.answerId) === true;
    answers.set(r.questionId, {
      answerId: r.answerId,
      replyId: r.id,
      ...(revealed && { revealed }),
    });
  }
  const inTest = new Set(byId.keys());
  for (const q of queued) {
    if (q.testId !== test.id || !inTest.has(q.questionId) || answers.has(q.questionId)) continue;
    answers.set(q.questionId, { answerId: q.answerId, replyId: q.id, ...marksOf(q) });
  }
  return answers;
}

/** Index of the first unanswered question at or after `from` (wrapping); -1 when all answered. */
export function nextUnanswered(
  questions: readonly TestQuestion[],
  answers: { has(questionId: number): boolean },
  from = 0,
): number {
  for (let step = 0; step < questions.length; step++) {
    const i = (from + step) % questions.length;
    if (!answers.has(questions[i]!.id)) return i;
  }
  return -1;
}

export const correctAnswerOf = (q: TestQuestion): TestAnswer | undefined =>
  q.answers.find((a) => a.isCorrect === true);

/** Whether an answer is right; null when the test does not reveal it (running simulation). */
export function isRight(q: TestQuestion, answerId: number): boolean | null {
  if (!q.answers.some((a) => a.isCorrect !== undefined)) return null;
  return q.answers.find((a) => a.id === answerId)?.isCorrect === true;
}

export interface Tally {
  answered: number;
  right: number;
  wrong: number;
}

export function tallyOf(questions: readonly TestQuestion[], answers: AnswerMap): Tally {
  const tally = { answered: 0, right: 0, wrong: 0 };
  for (const q of questions) {
    const a = answers.get(q.id);
    if (!a) continue;
    tally.answered += 1;
    const right = a.revealed || a.helped ? false : isRight(q, a.answerId);
    if (right === true) tally.right += 1;
    if (right === false) tally.wrong += 1;
  }
  return tally;
}

/** The group just completed by the `answered`-th answer (1-based), or null. */
export function completedGroup(answered: number, total: number): number | null {
  if (answered === 0 || answered >= total || answered % GROUP_SIZE !== 0) return null;
  return answered / GROUP_SIZE;
}

/** Milliseconds left on the test's clock (may be negative once over). */
export function timeLeftMs(test: Pick<Test, 'dateStarted' | 'minutes'>, now: number): number {
  return test.dateStarted + test.minutes * 60_000 - now;
}

export interface Mistake {
  /** 1-based position in the test. */
  position: number;
  question: TestQuestion;
  picked: TestAnswer | undefined;
  correct: TestAnswer | undefined;
}

/** Every question of a finished test with the picked and the right answer, in the test's order. */
export function reviewOf(
  questions: readonly TestQuestion[],
  picks: (q: TestQuestion) => number | null,
): Mistake[] {
  return questions.map((question, i) => {
    const pickedId = picks(question);
    const picked = question.answers.find((a) => a.id === pickedId);
    return { position: i + 1, question, picked, correct: correctAnswerOf(question) };
  });
}

/** Every question answered wrong or not at all, with the picked and the right answer. */
export function mistakesOf(
  questions: readonly TestQuestion[],
  picks: (q: TestQuestion) => number | null,
): Mistake[] {
  return reviewOf(questions, picks).filter((m) => !m.picked?.isCorrect);
}

/**
 * A question's square in the exam's grid: answered; skipped (left behind unanswered: seen and
 * left, or before a question already answered, which also holds after a reload); open (not
 * reached yet). The question on screen is never "skipped".
 */
export type GridState = 'answered' | 'skipped' | 'open';

export function examGridStates(
  questions: readonly TestQuestion[],
  answers: { has(questionId: number): boolean },
  seen: ReadonlySet<number>,
  current: number,
): GridState[] {
  const lastAnswered = questions.findLastIndex((q) => answers.has(q.id));
  return questions.map((q, i) => {
    if (answers.has(q.id)) return 'answered';
    if (i !== current && (seen.has(q.id) || i < lastAnswered)) return 'skipped';
    return 'open';
  });
}
