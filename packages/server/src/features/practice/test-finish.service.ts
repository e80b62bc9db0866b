import {
  simulationCompletedAt,
  simulationDeadline,
  simulationExpired,
  simulationPassed,
  simulationTimedOut,
  type FinishedSimulation,
  type Language,
} from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { now } from '../../core/clock.js';
import { recordCompletedTest } from '../statistics/reply-stats.service.js';
import { pushStatisticsChanged } from '../statistics/statistics-pushes.js';
import { cachedQuestions } from './question-cache.js';
import { lockStudent } from './record-path.repository.js';
import { countTestReplies, listTestReplies } from './replies.repository.js';
import {
  completeRunningTest,
  countTestQuestions,
  listRunningSimulations,
} from './test-finish.repository.js';
import { notRunning, studentSchoolHelp } from './test-view.js';
import { presentSimulationResult, type PresentedQuestion } from './practice.presenter.js';
import { findTest, listTestQuestionIds, type TestRow } from './practice.repository.js';

/*
 * The server ends ministry simulations (docs/SCORING.md "When a simulation ends"): when the
 * student finishes (`test-finish`), and lazily once its time is up — when the student starts,
 * resumes or answers a test or reads their statistics — so an exam left open counts in the
 * history even if the browser never comes back, and across restarts (nothing is kept in
 * memory but the clock facts of tests).
 */

export interface SimulationToComplete {
  id: number;
  studentId: number;
  section: string;
  errorsAllowed: number | null;
}

/**
 * Completes a running simulation at `at`, unanswered questions counting as errors, and counts
 * it in the section's statistics. Idempotent: false (nothing done) when it was no longer
 * running. Takes the student's lock, like recording an answer, so an answer in flight either
 * lands before or is refused after.
 */
export async function completeSimulation(
  ctx: AppContext,
  t: SimulationToComplete,
  at: number,
): Promise<boolean> {
  const done = await ctx.db.transaction().execute(async (trx) => {
    await lockStudent(trx, ctx.dialect, t.studentId);
    const { answers, right } = await countTestReplies(trx, t.id);
    const total = await countTestQuestions(trx, t.id);
    const passed = simulationPassed(total - right, t.errorsAllowed ?? 0);
    if (!(await completeRunningTest(trx, t.id, at, passed))) return false;
    const { studentId, section } = t;
    const type = 'simulation';
    await recordCompletedTest(trx, { studentId, section, type, answers, right, passed, at });
    return true;
  });
  if (done) pushStatisticsChanged(ctx, t.studentId, t.section);
  return done;
}

/** Completes every simulation of the student whose time is up, at its deadline. */
export async function finishExpiredSimulations(ctx: AppContext, studentId: number): Promise<void> {
  const at = now();
  for (const test of await listRunningSimulations(ctx.db, studentId)) {
    if (simulationExpired(test, at)) await completeSimulation(ctx, test, simulationDeadline(test));
  }
}

/**
 * `test-finish` {id}: ends the student's simulation now (or answers how it ended, when it is
 * already completed) with its verdict and every question's right answer. Anything but the
 * student's running or completed simulation is "Not running a test."
 */
export async function finishSimulation(
  ctx: AppContext,
  studentId: number,
  id: number,
  lang: Language,
): Promise<FinishedSimulation<PresentedQuestion>> {
  let test = await findTest(ctx.db, id, studentId);
  if (!test || test.type !== 'simulation') throw notRunning();
  if (test.status === 'running') {
    await completeSimulation(ctx, test, simulationCompletedAt(test, now()));
    test = await findTest(ctx.db, id, studentId);
  }
  if (!test || test.status !== 'completed' || test.dateCompleted === null) throw notRunning();
  return loadFinishedSimulation(ctx, { ...test, dateCompleted: test.dateCompleted }, lang);
}

/** A completed simulation with its verdict, every question with its right and picked answer. */
export async function loadFinishedSimulation(
  ctx: AppContext,
  test: TestRow & { dateCompleted: number },
  lang: Language,
): Promise<FinishedSimulation<PresentedQuestion>> {
  const ids = await listTestQuestionIds(ctx.db, test.id);
  const questions = await cachedQuestions(ctx.db, ids, lang);
  const replies = await listTestReplies(ctx.db, test.id);
  const help = await studentSchoolHelp(ctx.db, test, ids, lang);
  return {
    id: test.id,
    section: test.section,
    status: 'completed',
    dateStarted: test.dateStarted,
    dateCompleted: test.dateCompleted,
    minutes: test.minutes,
    timedOut: simulationTimedOut(test),
    result: presentSimulationResult(test, questions, replies, help),
  };
}
