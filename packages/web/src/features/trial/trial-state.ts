import type { TrialAnswer, TrialQuestion } from './api/trial-test';

/** Where a visitor is in the trial: the question on screen and the answer picked for each. */
export interface TrialState {
  index: number;
  /** The picked answer id per question, null while unanswered. */
  picks: (number | null)[];
  finished: boolean;
}

export type TrialAction =
  { type: 'pick'; answerId: number } | { type: 'next' } | { type: 'start'; count: number };

export function initialTrialState(count: number): TrialState {
  return { index: 0, picks: Array.from({ length: count }, () => null), finished: false };
}

/** One answer per question, no going back: the feedback is immediate, as in a quiz. */
export function trialReducer(state: TrialState, action: TrialAction): TrialState {
  switch (action.type) {
    case 'start':
      return initialTrialState(action.count);
    case 'pick': {
      if (state.finished || state.picks[state.index] !== null) return state;
      const picks = [...state.picks];
      picks[state.index] = action.answerId;
      return { ...state, picks };
    }
    case 'next': {
      if (state.finished || state.picks[state.index] === null) return state;
      const last = state.index >= state.picks.length - 1;
      return last ? { ...state, finished: true } : { ...state, index: state.index + 1 };
    }
  }
}

export interface TrialMistake {
  /** 1-based position in the trial. */
  position: number;
  question: TrialQuestion;
  picked: TrialAnswer | undefined;
  correct: TrialAnswer | undefined;
}

export interface TrialScore {
  correct: number;
  wrong: number;
  mistakes: TrialMistake[];
}

export const correctAnswerOf = (question: TrialQuestion) =>
  question.answers.find((answer) => answer.isCorrect);

/** Right and wrong answers, and each mistake with the picked and the right answer. */
export function scoreTrial(questions: TrialQuestion[], picks: (number | null)[]): TrialScore {
  const mistakes: TrialMistake[] = [];
  questions.forEach((question, i) => {
    const picked = question.answers.find((answer) => answer.id === picks[i]);
    if (!picked?.isCorrect) {
      mistakes.push({ position: i + 1, question, picked, correct: correctAnswerOf(question) });
    }
  });
  return { correct: questions.length - mistakes.length, wrong: mistakes.length, mistakes };
}

/**
 * Whether the trial would pass at the real exam's standard: its allowed mistakes scaled down
 * to the trial's length (1 in 30 becomes none in 15).
 */
export function passesExamRule(
  score: TrialScore,
  total: number,
  rule: { questions: number; min: number },
): boolean {
  const allowed = Math.floor((rule.min * total) / rule.questions);
  return score.wrong <= allowed;
}

/**
 * How the trial went, for its closing words: it would pass the exam; it is close (at least
 * 80% right); halfway there (at least half right); or the visitor is just starting. 6 of 15
 * and 10 of 15 so read differently.
 */
export type TrialVerdict = 'passed' | 'close' | 'halfway' | 'starting';

export function trialVerdict(
  score: TrialScore,
  total: number,
  rule: { questions: number; min: number } | null | undefined,
): TrialVerdict {
  const passed = rule ? passesExamRule(score, total, rule) : score.wrong === 0;
  if (passed) return 'passed';
  const share = total === 0 ? 0 : score.correct / total;
  if (share >= 0.8) return 'close';
  if (share >= 0.5) return 'halfway';
  return 'starting';
}

/** Right and wrong answers among the questions answered so far (for the running tally). */
export function tallySoFar(
  questions: TrialQuestion[],
  picks: (number | null)[],
): { right: number; wrong: number } {
  let right = 0;
  let wrong = 0;
  questions.forEach((question, i) => {
    if (picks[i] === null || picks[i] === undefined) return;
    if (question.answers.find((answer) => answer.id === picks[i])?.isCorrect) right++;
    else wrong++;
  });
  return { right, wrong };
}
