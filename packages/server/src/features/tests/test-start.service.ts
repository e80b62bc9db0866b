import {
  canSwitchTo,
  DEFAULT_TEST_QUESTIONS,
  ResultCode,
  selectCategoryQuestions,
  selectErrorQuestions,
  selectProgressQuestions,
  selectSimulationQuestions,
  testMinutes,
  type Language,
  type MessageKey,
  type TestOptions,
  type TestStartPayload,
  type TestView,
} from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import { now } from '../../core/clock.js';
import type { Db } from '../../db/database.js';
import { callProcedure } from '../../db/sqlite-thread.js';
import {
  findSectionSettings,
  sectionReadiness,
  type SectionSettingsRow,
} from '../statistics/section-readiness.js';
import { pushStatisticsChanged } from '../statistics/statistics-pushes.js';
import { listCandidates } from './candidate-pool.js';
import { GroupCommit, type Settled } from './group-commit.js';
import type { PresentedQuestion } from './tests.presenter.js';
import {
  createTestsInTurn,
  findPresentation,
  findStudentInSection,
  findTest,
  listTestQuestionIds,
  type NewTest,
  type StudentInSection,
  type TestRow,
} from './tests.repository.js';
import { loadTestView, notRunning } from './test-view.js';

/*
 * Starting a test (SPEC §4). One running test per section: a new start cancels the running
 * one, whose answers stay recorded and counted. A ministry simulation may not start while a
 * running test has unanswered questions, so it never silently replaces the student's work.
 */

const refuse = (key: MessageKey, data: Record<string, unknown> = {}) =>
  new AppError(ResultCode.general, key, {}, {}, data);

interface Choice {
  studentId: number;
  student: StudentInSection;
  section: SectionSettingsRow;
  type: TestStartPayload['type'];
  options: TestOptions;
  at: number;
}

async function chooseSimulation(db: Db, c: Choice): Promise<number[]> {
  const { blocked } = await sectionReadiness(db, c.studentId, c.section);
  if (blocked === 'unanswered') throw refuse('test.simulationBlockedUnanswered', { blocked });
  if (blocked === 'lowSuccess') throw refuse('test.simulationBlockedSuccess', { blocked });
  const pool = await listCandidates(db, c.studentId, c.section.code, c.at);
  return selectSimulationQuestions(pool, c.section.questionsPerTest);
}

async function chooseTheory(db: Db, c: Choice): Promise<number[]> {
  const presentation = await findPresentation(db, c.options.presentationId ?? -1);
  const ours =
    presentation &&
    c.student.schoolId !== null &&
    presentation.schoolId === c.student.schoolId &&
    presentation.section === c.section.code;
  if (!ours) throw AppError.notFound('test.presentationNotFound');
  return presentation.questionIds;
}

/** The questions of a new test, in the order they are asked (docs/SCORING.md). */
async function chooseQuestions(db: Db, c: Choice): Promise<number[]> {
  if (c.type === 'simulation') return chooseSimulation(db, c);
  if (c.type === 'theory') return chooseTheory(db, c);
  if (c.type === 'category' && !c.student.schoolVerified) throw refuse('general.demoBlocked');
  const count = c.options.count ?? DEFAULT_TEST_QUESTIONS;
  const pool = await listCandidates(db, c.studentId, c.section.code, c.at);
  if (c.type === 'errors') return selectErrorQuestions(pool, count);
  if (c.type === 'progress') return selectProgressQuestions(pool, c.at, count);
  const categoryId = c.options.categoryId ?? -1;
  if (!pool.some((q) => q.categoryId === categoryId))
    throw AppError.notFound('test.categoryNotFound');
  return selectCategoryQuestions(pool, categoryId, c.at, count);
}

/** Only the options that shape this type of test are kept with it. */
function keptOptions(type: TestStartPayload['type'], options: TestOptions = {}): TestOptions {
  if (type === 'simulation') return {};
  if (type === 'theory') return { presentationId: options.presentationId };
  const count = options.count ?? DEFAULT_TEST_QUESTIONS;
  return type === 'category' ? { count, categoryId: options.categoryId } : { count };
}

type TestToCreate = Omit<
  TestRow,
  'id' | 'status' | 'passed' | 'dateStarted' | 'dateUpdated' | 'dateCompleted'
>;

/*
 * Test starts share transactions like answers do (group commit): under load a commit per start
 * was a fifth of the server's time on SQLite. Within a batch each start cancels the section's
 * running test and inserts the new one in turn, as it would alone; batches run one after the
 * other, so concurrent starts never leave two running tests (they could before, on PostgreSQL).
 * On SQLite a batch is one message to its thread (db/sqlite-procedures.ts).
 */
const creationQueues = new WeakMap<AppContext, GroupCommit<NewTest, number>>();

function creationQueue(ctx: AppContext): GroupCommit<NewTest, number> {
  let queue = creationQueues.get(ctx);
  if (!queue) {
    queue = new GroupCommit<NewTest, number>({
      // One at a time on both databases: two transactions at once could each find no running
      // test to cancel, and leave two running.
      parallel: 1,
      maxBatch: 128,
      commit: async (batch) => {
        const ids =
          ctx.dialect === 'sqlite'
            ? await callProcedure(ctx.db, 'createTests', batch)
            : await createTestsInTurn(ctx.db, batch);
        return ids.map((id): Settled<number> => ({ ok: true, value: id }));
      },
    });
    creationQueues.set(ctx, queue);
  }
  return queue;
}

/** The unique index of migration 0003 refused a second running test of a section. */
export function clashesWithRunningTest(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; constraint?: unknown } | null;
  if (e?.code === '23505') return e.constraint === 'tests_one_running';
  return (
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    typeof e.message === 'string' &&
    e.message.includes('tests.student_id, tests.section_code')
  );
}

/** Cancels the section's running test and creates the new one, at once. */
async function createTest(
  ctx: AppContext,
  t: TestToCreate,
  questionIds: readonly number[],
  at: number,
): Promise<TestRow> {
  const creation: NewTest = { ...t, questionIds, at };
  let id: number;
  try {
    id = await creationQueue(ctx).run(creation);
  } catch (error) {
    // Another node started a test of this section at the same moment (the index allows one
    // running test): this start now sees it, cancels it and goes ahead.
    if (!clashesWithRunningTest(error)) throw error;
    id = await creationQueue(ctx).run(creation);
  }
  return {
    ...t,
    id,
    status: 'running',
    passed: null,
    dateStarted: at,
    dateUpdated: at,
    dateCompleted: null,
  };
}

/** The section must exist and be requested or activated for the student (SPEC §4). */
async function openSection(db: Db, studentId: number, code: string) {
  const section = await findSectionSettings(db, code);
  if (!section) throw AppError.notFound('section.notFound');
  const student = await findStudentInSection(db, studentId, section.code);
  if (!student || !canSwitchTo(student.sectionStatus)) throw refuse('section.cannotSwitch');
  return { section, student };
}

/** `test-start`: a new running test of the section (SPEC §3 test). */
export async function startTest(
  ctx: AppContext,
  studentId: number,
  input: TestStartPayload,
  lang: Language,
): Promise<TestView<PresentedQuestion>> {
  const at = now();
  const { section, student } = await openSection(ctx.db, studentId, input.section);
  const options = keptOptions(input.type, input.options);
  const choice = { studentId, student, section, type: input.type, options, at };
  const questionIds = await chooseQuestions(ctx.db, choice);
  if (questionIds.length === 0) throw AppError.notFound('test.noMoreQuestions');
  const test = await createTest(
    ctx,
    {
      studentId,
      section: section.code,
      type: input.type,
      options: JSON.stringify(options),
      minutes: testMinutes(input.type, questionIds.length, section),
      errorsAllowed: input.type === 'simulation' ? section.errorsAllowed : null,
    },
    questionIds,
    at,
  );
  pushStatisticsChanged(ctx, studentId, section.code);
  return loadTestView(ctx.db, test, student.schoolId, lang, { questionIds });
}

/**
 * `test-restart`: the same questions again in a new running test; the old one is cancelled.
 * A restart continues the attempt the student was allowed to start, so the simulation checks
 * are not made again.
 */
export async function restartTest(
  ctx: AppContext,
  studentId: number,
  id: number,
  lang: Language,
): Promise<TestView<PresentedQuestion>> {
  const at = now();
  const old = await findTest(ctx.db, id, studentId);
  if (!old || old.status !== 'running') throw notRunning();
  const { student } = await openSection(ctx.db, studentId, old.section);
  const questionIds = await listTestQuestionIds(ctx.db, old.id);
  const { section, type, options, minutes, errorsAllowed } = old;
  const test = await createTest(
    ctx,
    { studentId, section, type, options, minutes, errorsAllowed },
    questionIds,
    at,
  );
  pushStatisticsChanged(ctx, studentId, section);
  return loadTestView(ctx.db, test, student.schoolId, lang, { questionIds });
}
