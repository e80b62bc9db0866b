import { z } from 'zod';
import { TEST_TYPES, type Language, type TestType } from '../constants.js';
import type { dailyRecommendation } from '../domain/daily-recommendation.js';
import type { SimulationBlock } from '../domain/simulation.js';
import type { Readiness } from '../domain/readiness.js';
import { idField } from './fields.js';
import type { QuestionView } from './content.js';
import type { ExamDateView } from './exam-date.js';

/*
 * Payloads of the /student test and statistics events (SPEC §7) and the shapes they answer
 * (SPEC §3 test, section statistics). Every error message is a catalogue key.
 */

/** /student event names of tests and statistics. */
export const TestEvents = {
  start: 'test-start',
  resume: 'test-resume',
  restart: 'test-restart',
  cancel: 'test-cancel',
  finish: 'test-finish',
  review: 'simulation-review',
  record: 'test-record',
  commit: 'test-record/commit',
  highlights: 'highlights',
  statistics: 'statistics',
} as const;

/** Questions in a practice test unless the student asks for another number. */
export const DEFAULT_TEST_QUESTIONS = 20;
export const MIN_TEST_QUESTIONS = 5;
export const MAX_TEST_QUESTIONS = 50;
/** Replies one `test-record/commit` may carry (the offline queue sends them in chunks). */
export const MAX_COMMIT_REPLIES = 200;

/**
 * A section code as typed by a client. Any short text passes here: whether the section exists
 * is the service's answer ("Section not found"), not a form error.
 */
const sectionText = z
  .string({ error: 'validation.sectionInvalid' })
  .trim()
  .min(1, { error: 'validation.sectionInvalid' })
  .max(16, { error: 'validation.sectionInvalid' });

export const testOptionsSchema = z.strictObject({
  /** Practice tests only; a simulation takes the section's exam size, a theory test its list. */
  count: z
    .number({ error: 'validation.criteria' })
    .int({ error: 'validation.criteria' })
    .min(MIN_TEST_QUESTIONS, { error: 'validation.criteria' })
    .max(MAX_TEST_QUESTIONS, { error: 'validation.criteria' })
    .optional(),
  /** Required by a category test. */
  categoryId: idField.optional(),
  /** Required by a theory test: a presentation of the student's school. */
  presentationId: idField.optional(),
});
export type TestOptions = z.infer<typeof testOptionsSchema>;

/** `test-start` {section, type, options?}. */
export const testStartPayload = z
  .strictObject({
    section: sectionText,
    type: z.enum(TEST_TYPES, { error: 'validation.criteria' }),
    options: testOptionsSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'category' && v.options?.categoryId === undefined)
      ctx.addIssue({
        code: 'custom',
        message: 'validation.required',
        path: ['options', 'categoryId'],
      });
    if (v.type === 'theory' && v.options?.presentationId === undefined)
      ctx.addIssue({
        code: 'custom',
        message: 'validation.required',
        path: ['options', 'presentationId'],
      });
  });
export type TestStartPayload = z.infer<typeof testStartPayload>;

/** `test-resume`, `test-restart`, `test-cancel` {id}. */
export const testIdPayload = z.strictObject({ id: idField });
export type TestIdPayload = z.infer<typeof testIdPayload>;

/** One answer as the client keeps it (also in its offline queue). */
export const replyInput = z.strictObject({
  /** The client's own id of this answer: sending it again never counts twice. */
  id: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(64, { error: 'validation.tooLong' }),
  questionId: idField,
  answerId: idField,
  /** The student had "show correct answer" on: the answer counts as not known (docs/SCORING.md). */
  revealed: z.boolean({ error: 'validation.criteria' }).optional(),
  /** The student opened the question's help before answering: counts as not known, likewise. */
  helped: z.boolean({ error: 'validation.criteria' }).optional(),
});
export type ReplyInput = z.infer<typeof replyInput>;

/** `test-record` {testId, reply}. */
export const testRecordPayload = z.strictObject({ testId: idField, reply: replyInput });
export type TestRecordPayload = z.infer<typeof testRecordPayload>;

/** `test-record/commit` {testId, replies}: what the offline queue sends on reconnect. */
export const testCommitPayload = z.strictObject({
  testId: idField,
  replies: z
    .array(replyInput, { error: 'validation.criteria' })
    .min(1, { error: 'validation.required' })
    .max(MAX_COMMIT_REPLIES, { error: 'validation.criteria' }),
});
export type TestCommitPayload = z.infer<typeof testCommitPayload>;

/** `highlights` and `statistics` {section?}: the student's current section when absent. */
export const sectionStatisticsPayload = z.union([
  z.undefined(),
  z.strictObject({ section: sectionText.optional() }),
]);
export type SectionStatisticsPayload = z.infer<typeof sectionStatisticsPayload>;

export type TestStatus = 'running' | 'completed' | 'cancelled';

/** A recorded answer as a test lists it; `correct` is null in a running simulation. */
export interface TestReplyView {
  id: string;
  questionId: number;
  answerId: number;
  correct: boolean | null;
  answeredAt: number;
}

/** The test of SPEC §3. */
export interface TestView<Q = QuestionView> {
  id: number;
  type: TestType;
  section: string;
  status: TestStatus;
  dateStarted: number;
  dateUpdated: number;
  dateCompleted: number | null;
  minutes: number;
  /** Simulations only. */
  errorsAllowed: number | null;
  options: TestOptions;
  questions: Q[];
  replies: TestReplyView[];
}

/** One question's words in one language, for a test page whose language changes (`test-texts`). */
export interface QuestionTextsView {
  id: number;
  /** False when the bank has no translation in this language: the words are the Greek ones. */
  translated: boolean;
  question: string;
  help: string;
  /** The student's school's own explanation in this language, if it wrote one. */
  schoolHelp: string;
  theoryName: string;
  answers: { id: number; answer: string }[];
}

/** `test-texts` {id}: every question of one of the student's tests in each language. */
export interface TestTextsView {
  id: number;
  texts: Record<Language, QuestionTextsView[]>;
}

/** The outcome of a completed simulation, with the right answers now shown. */
export interface SimulationResult<Q = QuestionView> {
  passed: boolean;
  errors: number;
  errorsAllowed: number;
  questions: Q[];
}

/** What `test-finish` answers: a simulation completed on the server, and its verdict. */
export interface FinishedSimulation<Q = QuestionView> {
  id: number;
  section: string;
  status: 'completed';
  dateStarted: number;
  dateCompleted: number;
  minutes: number;
  /** True when it ended on its clock (at or after the time limit), not by the student. */
  timedOut: boolean;
  result: SimulationResult<Q>;
}

/** What `test-record` answers; a running simulation hides `correct` and `correctAnswerId`. */
export interface RecordResult<Q = QuestionView> {
  replyId: string;
  questionId: number;
  answerId: number;
  correct: boolean | null;
  correctAnswerId: number | null;
  /** The student's progress on this question after the answer (hidden like `correct`). */
  progress: number | null;
  testCompleted: boolean;
  /** True when the answer had been recorded before (same id, or same question in the test). */
  duplicate: boolean;
  /** Set when the answer was picked after revealing it: recorded as not known (`correct` false). */
  revealed?: true;
  /** Set when the answer was picked with the help open: recorded as not known (`correct` false). */
  helped?: true;
  result?: SimulationResult<Q>;
}

/** A reply `test-record/commit` could not record, and why (translated). */
export interface RefusedReply {
  id: string;
  code: number;
  message: string;
}

export interface Highlights {
  section: string;
  progress: number;
  success: number;
  remaining: number;
  power: number;
  learned: number;
  total: number;
  answered: number;
  todayReplies: number;
  daily: ReturnType<typeof dailyRecommendation>;
  simulation: { blocked: SimulationBlock };
  progressCap: number;
  /** The test to resume, if one is running in the section. */
  runningTest: { id: number; type: TestType; answered: number; total: number } | null;
  /** How close the student is to the real exam (docs/SCORING.md "Exam readiness"). */
  readiness: Readiness;
  /**
   * The chance, 0–1, of passing a ministry simulation drawn now (docs/SCORING.md "Pass
   * probability"): the same function bench/learning checks against simulated exams.
   */
  passProbability: number;
  /** The exam date the learner (or their school) set for this section, with its plan. */
  examDate: ExamDateView | null;
  /** Each category having active questions, with the student's standing (category picker). */
  categories: CategoryProgressView[];
}

/** A category's questions, how many the student has answered, and its progress 0–100. */
export interface CategoryProgressView {
  categoryId: number;
  total: number;
  answered: number;
  progress: number;
}

/** Counts of completed tests of one type, with their answers. */
export interface TestTypeStats {
  count: number;
  answers: number;
  right: number;
  /** Simulations only. */
  passed?: number;
}

/** Section statistics of SPEC §3. */
export interface SectionStatistics {
  code: string;
  testsTotal: number;
  questionStats: {
    id: number;
    level: number;
    dateViewed: number;
    testViewed: number | null;
    progress: number;
    replies: number;
    correct: number;
    correctInRow: number;
  }[];
  testStats: Record<'progress' | 'category' | 'errors' | 'simulation' | 'theory', TestTypeStats>;
  categoryStats: {
    categoryId: number;
    name: string;
    total: number;
    answered: number;
    correct: number;
    replies: number;
    progress: number;
  }[];
  simulations: {
    testId: number;
    date: number;
    errors: number;
    passed: boolean;
    questions: number;
  }[];
  visits: { day: string; visits: number; replies: number; correct: number }[];
  /** Questions answered wrong and not learned since: what the errors test draws from. */
  errorCount: number;
  /** The strongest of those first, with what the errors tab shows, in the student's language. */
  errors: {
    questionId: number;
    wrong: number;
    strength: number;
    question: string;
    /** Picture URL, as in a test's questions. */
    photo: string | null;
    rightAnswer: string | null;
    /** The student's latest answer to the question, when it was wrong. */
    lastWrongAnswer: string | null;
    /**
     * The latest answer was the right one picked after "show correct answer" (or with the help
     * open): not known, but not a wrong pick either.
     */
    lastRevealed: boolean;
  }[];
}
