import { useCallback, useEffect, useRef, useState } from 'react';
import { answerQueue } from '../../../lib/offline-queue';
import { whenConnected } from '../../../lib/socket';
import { finishTest, type FinishedExam, type Test } from '../api/tests';

export type TimeoutState = 'idle' | 'marking' | 'failed';

/** At the time-out the link may be coming back (a sleeping device wakes up): wait a while. */
const TIMEOUT_WAIT_MS = 15_000;

/**
 * Sends the answers still waiting, then asks the server to end the simulation (`test-finish`):
 * the server marks it, unanswered questions as errors, and keeps it in the exam history.
 * Refuses while answers are still on this device, so none is lost to an early verdict.
 */
export async function handInExam(testId: number, waitMs = 2000): Promise<FinishedExam> {
  if (!(await whenConnected('/student', waitMs))) throw new Error('offline');
  await answerQueue().flush();
  if (answerQueue().waiting(testId).length > 0) throw new Error('answers still waiting');
  return finishTest(testId);
}

/**
 * A ministry simulation whose time ran out on this page's clock is over: the server is asked
 * for its verdict (docs/SCORING.md "When a simulation ends").
 */
export function useSimulationTimeout(options: {
  test: Test | undefined;
  expired: boolean;
  done: boolean;
  onFinished: (finished: FinishedExam) => void;
}) {
  const { test, expired, done, onFinished } = options;
  const [state, setState] = useState<TimeoutState>('idle');
  const started = useRef(false);

  const mark = useCallback(async () => {
    if (!test) return;
    setState('marking');
    try {
      onFinished(await handInExam(test.id, TIMEOUT_WAIT_MS));
      setState('idle');
    } catch {
      setState('failed');
    }
  }, [test, onFinished]);

  const active = test?.type === 'simulation' && expired && !done;
  useEffect(() => {
    if (!active || started.current) return;
    started.current = true;
    void mark();
  }, [active, mark]);

  return { state: active ? state : 'idle', retry: mark };
}
