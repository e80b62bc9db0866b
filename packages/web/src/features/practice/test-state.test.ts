import { describe, expect, it } from 'vitest';
import type { QueuedAnswer } from '../../lib/offline-queue';
import type { Test, TestQuestion } from './api/tests';
import {
  completedGroup,
  examGridStates,
  isRight,
  mergeAnswers,
  mistakesOf,
  nextUnanswered,
  reviewOf,
  tallyOf,
  timeLeftMs,
} from './test-state';

/** Question `id` with answers id*10+1 (right) and id*10+2; `reveal` adds isCorrect. */
function question(id: number, reveal = true): TestQuestion {
  const answer = (no: number, right: boolean) => ({
    id: id * 10 + no,
    no,
    answer: `answer ${no}`,
    ...(reveal ? { isCorrect: right } : {}),
  });
  return {
    id,
    categoryId: 1,
    questionNo: id,
    bookRef: '',
    question: `question ${id}`,
    help: '',
    schoolHelp: '',
    theoryUrl: null,
    theoryName: '',
    level: 1,
    photo: null,
    hasVideo: false,
    videoUrl: null,
    hasMp3: false,
    answers: [answer(1, true), answer(2, false)],
    reply: null,
  };
}

function testOf(ids: number[], overrides: Partial<Test> = {}): Test {
  return {
    id: 9,
    type: 'progress',
    section: 'car',
    status: 'running',
    dateStarted: 1_000,
    dateUpdated: 1_000,
    dateCompleted: null,
    minutes: 24,
    errorsAllowed: null,
    options: {},
    questions: ids.map((id) => question(id, overrides.type !== 'simulation')),
    replies: [],
    ...overrides,
  };
}

const queued = (id: string, questionId: number, answerId: number, testId = 9): QueuedAnswer => ({
  id,
  userId: 1,
  testId,
  questionId,
  answerId,
  queuedAt: 1,
});

describe('test state', () => {
  it('a reload keeps the server’s answers and lays the still-queued ones over them', () => {
    const test = testOf([1, 2, 3, 4], {
      replies: [{ id: 'r1', questionId: 1, answerId: 11, correct: true, answeredAt: 2 }],
    });
    const answers = mergeAnswers(test, [
      queued('q1', 1, 12), // the server already has question 1: its answer wins
      queued('q2', 2, 22),
      queued('other-test', 3, 31, 8),
    ]);
    expect([...answers]).toEqual([
      [1, { answerId: 11, replyId: 'r1' }],
      [2, { answerId: 22, replyId: 'q2' }],
    ]);
    expect(nextUnanswered(test.questions, answers)).toBe(2);
    expect(nextUnanswered(test.questions, answers, 3)).toBe(3);
    expect(tallyOf(test.questions, answers)).toEqual({ answered: 2, right: 1, wrong: 1 });
  });

  it('a right answer picked after revealing it counts as not known', () => {
    const test = testOf([1, 2]);
    const answers = new Map([
      [1, { answerId: 11, replyId: 'a', revealed: true }],
      [2, { answerId: 21, replyId: 'b' }],
    ]);
    expect(tallyOf(test.questions, answers)).toEqual({ answered: 2, right: 1, wrong: 1 });
  });

  it('a right answer picked with the help open counts as not known, also from the outbox', () => {
    const test = testOf([1, 2]);
    const queued = [
      {
        id: 'q1',
        userId: 1,
        testId: test.id,
        questionId: 1,
        answerId: 11,
        helped: true,
        queuedAt: 1,
      },
    ];
    const answers = mergeAnswers(test, queued);
    expect(answers.get(1)).toEqual({ answerId: 11, replyId: 'q1', helped: true });
    expect(tallyOf(test.questions, answers)).toEqual({ answered: 1, right: 0, wrong: 1 });
  });

  it('a reload keeps a revealed answer as not known (the server recorded it wrong)', () => {
    const test = testOf([1, 2], {
      replies: [
        { id: 'r1', questionId: 1, answerId: 11, correct: false, answeredAt: 2 },
        { id: 'r2', questionId: 2, answerId: 21, correct: true, answeredAt: 3 },
      ],
    });
    const answers = mergeAnswers(test, []);
    expect(answers.get(1)).toEqual({ answerId: 11, replyId: 'r1', revealed: true });
    expect(answers.get(2)).toEqual({ answerId: 21, replyId: 'r2' });
    expect(tallyOf(test.questions, answers)).toEqual({ answered: 2, right: 1, wrong: 1 });
  });

  it('the next unanswered question wraps round; -1 once all are answered', () => {
    const test = testOf([1, 2, 3]);
    const answers = new Map([
      [2, { answerId: 21, replyId: 'a' }],
      [3, { answerId: 31, replyId: 'b' }],
    ]);
    expect(nextUnanswered(test.questions, answers, 2)).toBe(0);
    answers.set(1, { answerId: 11, replyId: 'c' });
    expect(nextUnanswered(test.questions, answers)).toBe(-1);
  });

  it('a running simulation does not say right or wrong', () => {
    const q = question(1, false);
    expect(isRight(q, 11)).toBeNull();
    expect(isRight(question(1), 11)).toBe(true);
    expect(isRight(question(1), 12)).toBe(false);
  });

  it('a group of 10 is completed by the 10th and 20th answer, not by the last', () => {
    expect([9, 10, 11, 20, 30].map((n) => completedGroup(n, 30))).toEqual([null, 1, null, 2, null]);
    expect(completedGroup(20, 20)).toBeNull();
  });

  it('the clock runs from the start for the test’s minutes', () => {
    expect(timeLeftMs({ dateStarted: 1_000, minutes: 24 }, 1_000 + 60_000)).toBe(23 * 60_000);
  });

  it('the mistakes of a verdict are the wrong and the unanswered questions', () => {
    const picks = new Map([
      [1, 11],
      [2, 22],
    ]);
    const questions = [1, 2, 3].map((id) => ({ ...question(id), reply: picks.get(id) ?? null }));
    const mistakes = mistakesOf(questions, (q) => q.reply);
    expect(mistakes.map((m) => [m.position, m.picked?.id ?? null, m.correct?.id])).toEqual([
      [2, 22, 21],
      [3, null, 31],
    ]);
  });

  it('a review lists every question in order, right ones too', () => {
    const questions = [1, 2].map((id) => ({ ...question(id), reply: id === 1 ? 11 : null }));
    const review = reviewOf(questions, (q) => q.reply);
    expect(review.map((m) => [m.position, m.picked?.id ?? null, m.correct?.id])).toEqual([
      [1, 11, 11],
      [2, null, 21],
    ]);
  });

  it('the exam grid tells answered, skipped and not yet reached questions apart', () => {
    const questions = [1, 2, 3, 4, 5].map((id) => question(id, false));
    const answered = new Set([1, 3]);
    // On question 4, having seen 1–4: question 2 was left behind.
    expect(examGridStates(questions, answered, new Set([1, 2, 3, 4]), 3)).toEqual([
      'answered',
      'skipped',
      'answered',
      'open',
      'open',
    ]);
    // After a reload nothing is "seen", yet 2 lies before an answered question: still skipped.
    expect(examGridStates(questions, answered, new Set(), 1)).toEqual([
      'answered',
      'open',
      'answered',
      'open',
      'open',
    ]);
    expect(examGridStates(questions, answered, new Set(), 4)[1]).toBe('skipped');
  });
});
