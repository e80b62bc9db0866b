import type { AnswerState } from '../../../components/question';
import type { TrialAnswer } from '../api/trial-test';

/** How an answer of the trial shows: open until the pick, then right, wrong or dimmed. */
export function answerStateOf(answer: TrialAnswer, pickedId: number | null): AnswerState {
  if (pickedId === null) return 'open';
  if (answer.isCorrect) return 'correct';
  return answer.id === pickedId ? 'wrong' : 'other';
}
