import type { SimulationResult, TestOptions, TestType, TestView } from '@kokpit/shared';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../../lib/query-client';

/** An answer as a test question carries it; `isCorrect` only where the learner may see it. */
export interface TestAnswer {
  id: number;
  no: number;
  answer: string;
  isCorrect?: boolean;
}

/** A question of a test (server content.presenter `presentQuestion`). */
export interface TestQuestion {
  id: number;
  categoryId: number;
  questionNo: number;
  bookRef: string;
  question: string;
  help: string;
  /** The student's school's own explanation, when it wrote one. */
  schoolHelp: string;
  theoryUrl: string | null;
  theoryName: string;
  level: number;
  photo: string | null;
  hasVideo: boolean;
  videoUrl: string | null;
  hasMp3: boolean;
  answers: TestAnswer[];
  /** The answer already recorded, if any. */
  reply: number | null;
}

export type Test = TestView<TestQuestion>;
export type SimulationOutcome = SimulationResult<TestQuestion>;

/*
 * Event names are spelt here rather than imported from the shared schemas: those modules carry
 * zod, which the test page has no use for (the server validates every payload).
 */

export const testKeys = {
  all: ['test'] as const,
  one: (id: number) => ['test', id] as const,
};

/**
 * A running test with the answers the server has. The page always starts from the server's
 * copy (`test-resume`), never from a cached one, and lays the answers still queued on this
 * device over it; while it is open the copy is not fetched again (its answers are local).
 */
export const testQuery = (id: number) =>
  queryOptions({
    queryKey: testKeys.one(id),
    queryFn: () => fetchData<Test>('/student', 'test-resume', { id }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnMount: 'always',
  });

export interface StartTestInput {
  section: string;
  type: TestType;
  options?: TestOptions;
}

export const startTest = (input: StartTestInput) =>
  fetchData<Test>('/student', 'test-start', input);

export const restartTest = (id: number) => fetchData<Test>('/student', 'test-restart', { id });

export const cancelTest = (id: number) =>
  fetchData<{ id: number; status: 'cancelled' }>('/student', 'test-cancel', { id });

/** The public bank of one category, with the right answers (used to mark a timed-out exam). */
export const categoryQuestions = (category: number, section: string) =>
  fetchData<{ questions: TestQuestion[] }>('/app', 'questions', { category, section });
