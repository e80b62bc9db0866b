import { ResultCode } from '@kokpit/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  answerQueue,
  useQueueEvents,
  useQueueLoaded,
  useWaitingAnswers,
  type QueueEvent,
} from '../../../lib/offline-queue';
import { isRequestError } from '../../../lib/socket';
import {
  finishTest,
  testQuery,
  type FinishedExam,
  type SimulationOutcome,
  type Test,
  type TestQuestion,
} from '../api/tests';
import { loadFinished, saveFinished, type FinishedTest } from '../finished-tests';
import { forgetOfflineTest, saveOfflineTest, warmPictures } from '../offline-test';
import { marksOf, mergeAnswers, type AnswerMark, type LocalAnswer } from '../test-state';
import { useServerCopyOnceLinked } from './use-server-copy';

export interface TestRun {
  query: ReturnType<typeof useQuery<Test>>;
  test: Test | undefined;
  answers: ReadonlyMap<number, LocalAnswer>;
  /** Reply ids still in the outbox. */
  waitingIds: ReadonlySet<string>;
  /** `mark`: picked after "show correct answer" or with the help open (recorded as not known). */
  pick: (question: TestQuestion, answerId: number, mark?: AnswerMark) => void;
  /** A simulation's verdict, once the server (or the time-out) has given it. */
  outcome: SimulationOutcome | null;
  /** How the verdict came: the time ran out; how long the learner took, when known. */
  outcomeInfo: { timedOut: boolean; tookMs: number | null; section: string | null };
  setOutcome: (outcome: SimulationOutcome, extra?: { timedOut?: boolean }) => void;
  /** The verdict of `test-finish`; `timedOutHere`: this page's clock ran out. */
  setFinished: (finished: FinishedExam, timedOutHere?: boolean) => void;
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

  // Shown from this device's copy because the link was slow or down: the server's copy takes
  // its place as soon as the link is up (the answers still waiting are laid over it again).
  useServerCopyOnceLinked('test', testId, query.data);

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

  const setFinishedExam = useCallback(
    (f: FinishedExam, timedOutHere = false) => {
      const entry: FinishedTest = {
        outcome: f.result,
        timedOut: f.timedOut || timedOutHere,
        section: f.section,
        tookMs: Math.min(f.dateCompleted - f.dateStarted, f.minutes * 60_000),
      };
      setFinished(entry);
      saveFinished(testId, entry);
    },
    [testId],
  );

  const pick = useCallback(
    (question: TestQuestion, answerId: number, given: AnswerMark = {}) => {
      if (!current || current.answers.has(question.id)) return;
      const replyId = crypto.randomUUID();
      const mark = marksOf(given);
      const next = new Map(current.answers).set(question.id, { answerId, replyId, ...mark });
      setLocal({ source: current.source, answers: next });
      answerQueue()
        .enqueue({ id: replyId, testId, questionId: question.id, answerId, ...mark })
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
      if (first?.code !== ResultCode.general) return;
      // An exam that ended (its time ran out) has a verdict on the server: show it.
      if (source?.type !== 'simulation') return setStopped(first.message);
      finishTest(testId)
        .then((f) => setFinishedExam(f))
        .catch(() => setStopped(first.message));
    },
    [testId, setOutcome, setFinishedExam, source],
  );
  useQueueEvents(handleQueueEvent);

  const ended =
    isRequestError(query.error) &&
    query.error.kind === 'server' &&
    query.error.code === ResultCode.general;
  // The copy a reload without a link reopens: the test and every answer picked here.
  const over = finished !== null || ended;
  useEffect(() => {
    if (over) void forgetOfflineTest(testId);
    else if (local) {
      void saveOfflineTest(local.source, local.answers);
      warmPictures(local.source);
    }
  }, [local, over, testId]);

  // "Not running a test.": an exam that ended while this page was closed answers its verdict.
  useEffect(() => {
    if (!ended || finished) return;
    let live = true;
    finishTest(testId)
      .then((f) => live && setFinishedExam(f))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ended, finished, testId, setFinishedExam]);

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
    setFinished: setFinishedExam,
    stopped,
  };
}
