import {
  helpSchoolOf,
  ResultCode,
  type Language,
  type TestStartPayload,
  type TestView,
} from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import { now } from '../../core/clock.js';
import { callProcedure } from '../../db/sqlite-thread.js';
import { pushStatisticsChanged } from '../statistics/statistics-pushes.js';
import { GroupCommit, type Settled } from './group-commit.js';
import type { PresentedQuestion } from './practice.presenter.js';
import { rememberClock } from './answer-intake.js';
import { openSection, planStart, type StartRequest, type Started } from './test-start-plan.js';
import { createTestsPg } from './practice-postgres.repository.js';
import {
  findTest,
  listTestQuestionIds,
  type NewTest,
  type TestRow,
} from './practice.repository.js';
import { loadTestView, notRunning } from './test-view.js';

/*
 * Starting a test (SPEC §4). One running test per section: a new start cancels the running
 * one, whose answers stay recorded and counted. A ministry simulation may not start while a
 * running test has unanswered questions, so it never silently replaces the student's work.
 */

/*
 * Test starts share transactions like answers do (group commit): under load a commit per start
 * was a fifth of the server's time on SQLite. Within a batch each start cancels the section's
 * running test and inserts the new one in turn, as it would alone; batches run one after the
 * other, so concurrent starts never leave two running tests (they could before, on PostgreSQL).
 * On SQLite a batch is one message to its thread (wiring/sqlite-procedures.ts).
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
            : await createTestsPg(ctx.db, batch);
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

/**
 * A test without a time limit of its own is remembered by the answers' clock check at once, so
 * its first answer reads nothing; a simulation's clock is read from its row at its first answer
 * (they are few, and the row stays what counts).
 */
function rememberUntimed(ctx: AppContext, test: TestRow): void {
  if (test.type !== 'simulation') rememberClock(ctx, test);
}

/** The running test just created. */
function runningTest(id: number, c: NewTest): TestRow {
  const { studentId, section, type, options, minutes, errorsAllowed, at } = c;
  return {
    studentId,
    section,
    type,
    options,
    minutes,
    errorsAllowed,
    id,
    status: 'running',
    passed: null,
    dateStarted: at,
    dateUpdated: at,
    dateCompleted: null,
  };
}

/** Cancels the section's running test and creates the new one, at once; the new test's id. */
async function createTest(ctx: AppContext, creation: NewTest): Promise<number> {
  try {
    return await creationQueue(ctx).run(creation);
  } catch (error) {
    // Another node started a test of this section at the same moment (the index allows one
    // running test): this start now sees it, cancels it and goes ahead.
    if (!clashesWithRunningTest(error)) throw error;
    return creationQueue(ctx).run(creation);
  }
}

/*
 * On SQLite a start is decided and created on the database's thread, a batch of starts in one
 * message (`startTestsSqlite`): deciding from the event loop took five round trips to the
 * thread, each waiting for the busy event loop to take its reply.
 */
const startQueues = new WeakMap<AppContext, GroupCommit<StartRequest, Started>>();

function startQueue(ctx: AppContext) {
  let queue = startQueues.get(ctx);
  if (!queue) {
    queue = new GroupCommit({
      parallel: 1,
      maxBatch: 128,
      commit: async (batch: readonly StartRequest[]) =>
        (await callProcedure(ctx.db, 'startTests', batch)).map((s) =>
          s.ok ? s : { ok: false as const, error: AppError.fromFields(s.error) },
        ),
    });
    startQueues.set(ctx, queue);
  }
  return queue;
}

async function decideAndCreate(ctx: AppContext, request: StartRequest): Promise<Started> {
  if (ctx.dialect === 'sqlite') return startQueue(ctx).run(request);
  const plan = await planStart(ctx.db, request.studentId, request.input, request.at);
  return { ...plan, id: await createTest(ctx, plan.creation) };
}

/** `test-start`: a new running test of the section (SPEC §3 test). */
export async function startTest(
  ctx: AppContext,
  studentId: number,
  input: TestStartPayload,
  lang: Language,
): Promise<TestView<PresentedQuestion>> {
  const request = { studentId, input, at: now(), lang };
  const { id, creation, schoolId, help } = await decideAndCreate(ctx, request);
  const test = runningTest(id, creation);
  rememberUntimed(ctx, test);
  pushStatisticsChanged(ctx, studentId, creation.section);
  const { questionIds } = creation;
  return loadTestView(ctx.db, test, schoolId, lang, { questionIds, help });
}

/**
 * `test-restart`: the same questions again in a new running test; the old one is cancelled.
 * A running ministry simulation is never restarted: the student would have seen its questions
 * and could start over on them (issue 32); it is handed in or abandoned.
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
  if (old.type === 'simulation') throw new AppError(ResultCode.general, 'test.simulationNoRestart');
  const { student } = await openSection(ctx.db, studentId, old.section);
  const questionIds = await listTestQuestionIds(ctx.db, old.id);
  // A test made without questions (none were left to ask) is not made again (SPEC §5).
  if (questionIds.length === 0) throw new AppError(ResultCode.validation, 'test.needsQuestion');
  const { section, type, options, minutes, errorsAllowed } = old;
  const creation = { studentId, section, type, options, minutes, errorsAllowed, questionIds, at };
  const test = runningTest(await createTest(ctx, creation), creation);
  rememberUntimed(ctx, test);
  pushStatisticsChanged(ctx, studentId, section);
  return loadTestView(ctx.db, test, helpSchoolOf(student), lang, { questionIds });
}
