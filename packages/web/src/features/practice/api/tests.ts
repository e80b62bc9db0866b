import type {
  AnswerView,
  Language,
  FinishedSimulation,
  QuestionView,
  SimulationResult,
  TestOptions,
  TestType,
  TestView,
} from '@kokpit/shared';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../../lib/query-client';
import { whenConnected } from '../../../lib/socket';
import { loadOfflineTest } from '../offline-test';
import { keepTestTexts, keptTestTexts } from '../test-texts';

/** An answer as a test question carries it; `isCorrect` only where the learner may see it. */
export type TestAnswer = AnswerView;
/** A question of a test (server content.presenter `presentQuestion`). */
export type TestQuestion = QuestionView;

export type Test = TestView<TestQuestion>;
export type SimulationOutcome = SimulationResult<TestQuestion>;
export type FinishedExam = FinishedSimulation<TestQuestion>;

/*
 * Event names are spelt here rather than imported from the shared schemas: those modules carry
 * zod, which the test page has no use for (the server validates every payload).
 */

export const testKeys = {
  all: ['test'] as const,
  one: (id: number) => ['test', id] as const,
};

/** Without a link after this long, a test opened on this device before is shown from its copy. */
const LINK_WAIT_MS = 3000;

/** Tests and texts shown from the copies kept on this device rather than from the server. */
const deviceCopies = new WeakSet<object>();

/**
 * Whether this test or its texts came from the copy kept on this device (no link in time): the
 * server's copy replaces it once the link is up (useServerCopyOnceLinked), since a school's help
 * or answers given on another device may be newer.
 */
export const isDeviceCopy = (shown: object): boolean => deviceCopies.has(shown);

/**
 * A running test with the answers the server has. The page starts from the server's copy
 * (`test-resume`), never from a cached one, and lays the answers still queued on this device
 * over it; while it is open the copy is not fetched again (its answers are local). Without a
 * link (a reload offline) it opens the copy kept on this device, if there is one.
 */
export const testQuery = (id: number) =>
  queryOptions({
    queryKey: testKeys.one(id),
    queryFn: async () => {
      const linked = navigator.onLine && (await whenConnected('/student', LINK_WAIT_MS));
      const kept = linked ? null : await loadOfflineTest(id);
      if (kept) deviceCopies.add(kept);
      return kept ?? resumeTest(id);
    },
    staleTime: Infinity,
    gcTime: 0,
    refetchOnMount: 'always',
  });

/**
 * The words of the test's questions in every language (`test-texts`), read once per opening and
 * kept on this device; without a link, the kept ones.
 */
export const testTextsQuery = (id: number) =>
  queryOptions({
    queryKey: testTextsKey(id),
    queryFn: async () => {
      const linked = navigator.onLine && (await whenConnected('/student', LINK_WAIT_MS));
      const kept = linked ? null : await keptTestTexts(id);
      if (kept) deviceCopies.add(kept);
      return kept ?? fetchTestTexts(id);
    },
    staleTime: Infinity,
    gcTime: 0,
  });

const testTextsKey = (id: number) => [...testKeys.one(id), 'texts'] as const;

/** `test-texts` from the server, kept on this device for a reload without a link. */
async function fetchTestTexts(id: number) {
  const texts = await fetchData('/student', 'test-texts', { id });
  await keepTestTexts(texts).catch(() => undefined);
  return texts;
}

export interface StartTestInput {
  section: string;
  type: TestType;
  options?: TestOptions;
}

export const startTest = (input: StartTestInput) => fetchData('/student', 'test-start', input);

/** `test-resume`: the server's copy of a running test, with the answers it has. */
export const resumeTest = (id: number) => fetchData('/student', 'test-resume', { id });

/** Where the server's copy of a test, or of its texts, is read and kept in the query cache. */
export const serverCopies = {
  test: { key: testKeys.one, fetch: resumeTest },
  texts: { key: testTextsKey, fetch: fetchTestTexts },
} as const;

export const restartTest = (id: number) => fetchData('/student', 'test-restart', { id });

export const cancelTest = (id: number) => fetchData('/student', 'test-cancel', { id });

/**
 * `test-finish`: the server ends a simulation now (hand-in, or the time is up) and answers its
 * verdict; for one already ended it answers how it ended.
 */
export const finishTest = (id: number) => fetchData('/student', 'test-finish', { id });

/**
 * `simulation-review`: one of the student's finished exams, every question with the answer given
 * and the right one. A finished exam never changes, so it is read once per language.
 */
export const examReviewQuery = (id: number, lang: Language) =>
  queryOptions({
    queryKey: ['exam-review', id, lang] as const,
    queryFn: () => fetchData('/student', 'simulation-review', { id }),
    staleTime: Infinity,
  });
