import { ResultCode } from '@kokpit/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  answerQueue,
  useQueueEvents,
  useQueueLoaded,
  useWaitingAnswers,
  type QueueEvent,
} from '../../../lib/offline-queue';
import { testQuery, type SimulationOutcome, type Test, type TestQuestion } from '../api/tests';
import { loadFinished, saveFinished, type FinishedTest } from '../finished-tests';
import { mergeAnswers, type LocalAnswer } from '../test-state';

export interface TestRun {
  query: ReturnType<typeof useQuery<Test>>;
  test: Test | undefined;
  answers: ReadonlyMap<number, LocalAnswer>;
  /** Reply ids still in the outbox. */
  waitingIds: ReadonlySet<string>;
  pick: (question: TestQuestion, answerId: number) => void;
  /** A simulation's verdict, once the server (or the time-out) has given it. */
  outcome: SimulationOutcome | null;
  /** How the verdict came: the time ran out; how long the learner took, when known. */
  outcomeInfo: { timedOut: boolean; tookMs: number | null; section: string | null };
  setOutcome: (outcome: SimulationOutcome, extra?: { timedOut?: boolean }) => void;
  /** Why the server stopped taking answers (the test ended elsewhere), if it did. */
  stopped: string | null;
}

/**
 * One test on this device: the server's copy (`test-resume`) with the answers still waiting
 * in the outbox laid over it; each new answer goes to the outbox first and is shown at once.
 */
export function useTestRun(testId: number): TestRun {
  const query = useQuery(testQuery(testId));
  const waiting = useWaitingAnswers();
  // The outbox is read before the test is shown, so no answer given here appears unanswered.
  const queueLoaded = useQueueLoaded();
  const [local, setLocal] = useState<{ source: Test; answers: Map<number, LocalAnswer> } | null>(
    null,
  );
  const [finished, setFinished] = useState<FinishedTest | null>(() => {
    const stored = loadFinished(testId);
    if (stored?.outcome) return stored;
    const sent = answerQueue().completion(testId)?.result as SimulationOutcome | undefined;
    return sent ? { outcome: sent } : null;
  });
  const [stopped, setStopped] = useState<string | null>(null);

  // A (re)loaded test: start again from the server's answers plus the waiting ones.
  let current = local;
  if (query.data && queueLoaded && local?.source !== query.data) {
    current = {
      source: query.data,
      answers: mergeAnswers(query.data, answerQueue().waiting(testId)),
    };
    setLocal(current);
  }
  const test = current ? query.data : undefined;
  const answers = current?.answers ?? new Map<number, LocalAnswer>();

  const source = current?.source;
  const setOutcome = useCallback(
    (result: SimulationOutcome, extra: { timedOut?: boolean } = {}) => {
      const took = source ? Date.now() - source.dateStarted : undefined;
      const entry: FinishedTest = {
        outcome: result,
        timedOut: extra.timedOut ?? false,
        section: source?.section,
        tookMs: source && took !== undefined ? Math.min(took, source.minutes * 60_000) : undefined,
      };
      setFinished(entry);
      saveFinished(testId, entry);
    },
    [testId, source],
  );

  const pick = useCallback(
    (question: TestQuestion, answerId: number) => {
      if (!current || current.answers.has(question.id)) return;
      const replyId = crypto.randomUUID();
      const next = new Map(current.answers).set(question.id, { answerId, replyId });
      setLocal({ source: current.source, answers: next });
      answerQueue()
        .enqueue({ id: replyId, testId, questionId: question.id, answerId })
        .catch(() => undefined);
    },
    [current, testId],
  );

  const handleQueueEvent = useCallback(
    (event: QueueEvent) => {
      if (event.testId !== testId) return;
      const done = event.recorded.find((r) => r.result);
      if (done?.result) setOutcome(done.result as SimulationOutcome);
      // The queue itself tells the learner; the page stops if the test is no longer running.
      const first = event.refused[0];
      if (first?.code === ResultCode.general) setStopped(first.message);
    },
    [testId, setOutcome],
  );
  useQueueEvents(handleQueueEvent);

  const waitingIds = useMemo(
    () => new Set(waiting.filter((w) => w.testId === testId).map((w) => w.id)),
    [waiting, testId],
  );

  const outcomeInfo = {
    timedOut: finished?.timedOut ?? false,
    tookMs: finished?.tookMs ?? null,
    section: finished?.section ?? null,
  };
  return {
    query,
    test,
    answers,
    waitingIds,
    pick,
    outcome: finished?.outcome ?? null,
    outcomeInfo,
    setOutcome,
    stopped,
  };
}
