import { useEffect } from 'react';
import { request } from '../../../lib/socket';
import type { SimulationOutcome } from '../api/tests';
import type { LocalAnswer } from '../test-state';

/** How long a fully answered simulation waits for its verdict before asking for it. */
const ASK_AFTER_MS = 3000;

/**
 * Every answer of a simulation is acknowledged but the verdict never reached this page (it
 * came while the page was closed): sending one answer again is harmless, since the server
 * counts a reply id once, and its reply carries the verdict of the completed test.
 */
export function useOutcomeRecovery(options: {
  testId: number;
  waiting: boolean;
  lastAnswer: { questionId: number; answer: LocalAnswer } | null;
  onOutcome: (outcome: SimulationOutcome) => void;
}) {
  const { testId, waiting, lastAnswer, onOutcome } = options;
  useEffect(() => {
    if (waiting || !lastAnswer) return;
    const timer = window.setTimeout(() => {
      const reply = {
        id: lastAnswer.answer.replyId,
        questionId: lastAnswer.questionId,
        answerId: lastAnswer.answer.answerId,
      };
      request('/student', 'test-record', { testId, reply })
        .then((envelope) => {
          if (envelope.data.result) onOutcome(envelope.data.result);
        })
        .catch(() => undefined);
    }, ASK_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [testId, waiting, lastAnswer, onOutcome]);
}
