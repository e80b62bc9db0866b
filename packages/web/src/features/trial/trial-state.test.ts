import { describe, expect, it } from 'vitest';
import type { TrialQuestion } from './api/trial-test';
import {
  initialTrialState,
  passesExamRule,
  scoreTrial,
  trialReducer,
  trialVerdict,
} from './trial-state';

function question(id: number, correctNo: number): TrialQuestion {
  return {
    id,
    question: `Q${id}`,
    help: '',
    photo: null,
    answers: [1, 2, 3].map((no) => ({
      id: id * 10 + no,
      no,
      answer: `A${no}`,
      isCorrect: no === correctNo,
    })),
  };
}

describe('trial test', () => {
  it('keeps the first answer to a question and moves on only once it is answered', () => {
    let state = initialTrialState(2);
    state = trialReducer(state, { type: 'next' });
    expect(state.index).toBe(0);
    state = trialReducer(state, { type: 'pick', answerId: 11 });
    state = trialReducer(state, { type: 'pick', answerId: 12 });
    expect(state.picks[0]).toBe(11);
    state = trialReducer(state, { type: 'next' });
    expect(state.index).toBe(1);
  });

  it('finishes after the last question and starts over on a new draw', () => {
    let state = initialTrialState(1);
    state = trialReducer(state, { type: 'pick', answerId: 11 });
    state = trialReducer(state, { type: 'next' });
    expect(state.finished).toBe(true);
    state = trialReducer(state, { type: 'start', count: 15 });
    expect(state).toEqual(initialTrialState(15));
  });

  it('lists each mistake with the picked and the right answer', () => {
    const questions = [question(1, 2), question(2, 1), question(3, 3)];
    const score = scoreTrial(questions, [12, 23, 33]);
    expect(score.correct).toBe(2);
    expect(score.wrong).toBe(1);
    expect(score.mistakes[0]).toMatchObject({
      position: 2,
      picked: { id: 23 },
      correct: { id: 21 },
    });
  });

  it('scales the exam’s allowed mistakes to the trial: one in 30 allows none in 15', () => {
    const rule = { questions: 30, min: 1 };
    const questions = Array.from({ length: 15 }, (_, i) => question(i + 1, 1));
    const perfect = scoreTrial(
      questions,
      questions.map((q) => q.id * 10 + 1),
    );
    const oneWrong = scoreTrial(
      questions,
      questions.map((q, i) => q.id * 10 + (i === 0 ? 2 : 1)),
    );
    expect(passesExamRule(perfect, 15, rule)).toBe(true);
    expect(passesExamRule(oneWrong, 15, rule)).toBe(false);
  });

  it('closes with words that depend on the score: 6 of 15 and 10 of 15 read differently', () => {
    const rule = { questions: 30, min: 1 };
    const questions = Array.from({ length: 15 }, (_, i) => question(i + 1, 1));
    /** A trial with the first `right` questions answered right and the rest wrong. */
    const verdictFor = (right: number) =>
      trialVerdict(
        scoreTrial(
          questions,
          questions.map((q, i) => q.id * 10 + (i < right ? 1 : 2)),
        ),
        15,
        rule,
      );
    expect(verdictFor(15)).toBe('passed');
    expect(verdictFor(14)).toBe('close');
    expect(verdictFor(12)).toBe('close');
    expect(verdictFor(10)).toBe('halfway');
    expect(verdictFor(8)).toBe('halfway');
    expect(verdictFor(6)).toBe('starting');
    expect(verdictFor(0)).toBe('starting');
  });
});
