import { useCallback, useEffect, useRef, useState } from 'react';
import { answerQueue } from '../../../lib/offline-queue';
import {
  cancelTest,
  categoryQuestions,
  type SimulationOutcome,
  type Test,
  type TestQuestion,
} from '../api/tests';
import { markTimedOut, type AnswerMap } from '../test-state';

export type TimeoutState = 'idle' | 'marking' | 'failed';

/** The right answers of the test's questions, from the public bank of their categories. */
async function loadAnswers(test: Test): Promise<Map<number, TestQuestion>> {
  const categories = [...new Set(test.questions.map((q) => q.categoryId))];
  const banks = await Promise.all(categories.map((c) => categoryQuestions(c, test.section)));
  return new Map(banks.flatMap((b) => b.questions).map((q) => [q.id, q]));
}

/**
 * A ministry simulation whose time ran out is over: the answers given are sent, the test is
 * closed, and it is marked with the unanswered questions as errors (docs/SCORING.md).
 */
export function useSimulationTimeout(options: {
  test: Test | undefined;
  answers: AnswerMap;
  expired: boolean;
  done: boolean;
  onOutcome: (outcome: SimulationOutcome) => void;
}) {
  const { test, answers, expired, done, onOutcome } = options;
  const [state, setState] = useState<TimeoutState>('idle');
  const started = useRef(false);

  const mark = useCallback(async () => {
    if (!test) return;
    setState('marking');
    try {
      await answerQueue().flush();
      await cancelTest(test.id).catch(() => undefined);
      const bank = await loadAnswers(test);
      onOutcome(markTimedOut(test, answers, bank));
      setState('idle');
    } catch {
      setState('failed');
    }
  }, [test, answers, onOutcome]);

  const active = test?.type === 'simulation' && expired && !done;
  useEffect(() => {
    if (!active || started.current) return;
    started.current = true;
    void mark();
  }, [active, mark]);

  return { state: active ? state : 'idle', retry: mark };
}
