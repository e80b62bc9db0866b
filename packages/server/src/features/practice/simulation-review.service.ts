import { ResultCode, type FinishedSimulation, type Language } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import type { PresentedQuestion } from './practice.presenter.js';
import { findTest } from './practice.repository.js';
import { finishExpiredSimulations, loadFinishedSimulation } from './test-finish.service.js';

/*
 * Reviewing a past ministry simulation from the statistics (issue 16 item 4): every question
 * with the student's answer and the right one. Only the student's own completed simulations;
 * a running one keeps its answers hidden until it is handed in or its time is up.
 */

/** Another student's test, a practice test or no test at all: the same answer, so none leaks. */
const reviewNotFound = () => new AppError(ResultCode.notFound, 'test.reviewNotFound');

/** `simulation-review` {id}: one of the student's finished simulations, answers shown. */
export async function reviewSimulation(
  ctx: AppContext,
  studentId: number,
  id: number,
  lang: Language,
): Promise<FinishedSimulation<PresentedQuestion>> {
  // An exam whose time ran out while the browser was away is over: it can be reviewed.
  await finishExpiredSimulations(ctx, studentId);
  const test = await findTest(ctx.db, id, studentId);
  if (!test || test.type !== 'simulation') throw reviewNotFound();
  if (test.status === 'running') throw new AppError(ResultCode.general, 'test.reviewRunning');
  // A cancelled simulation never had a verdict (simulations are handed in, not cancelled).
  if (test.status !== 'completed' || test.dateCompleted === null) throw reviewNotFound();
  return loadFinishedSimulation(ctx, { ...test, dateCompleted: test.dateCompleted }, lang);
}
