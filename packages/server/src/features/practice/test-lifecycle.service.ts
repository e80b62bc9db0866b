import { helpSchoolOf, type Language, type TestView } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { now } from '../../core/clock.js';
import type { Db } from '../../db/database.js';
import { pushStatisticsChanged } from '../statistics/statistics-pushes.js';
import type { PresentedQuestion } from './practice.presenter.js';
import { cancelTest, findStudentInSection, findTest } from './practice.repository.js';
import { loadTestView, notRunning } from './test-view.js';

/** `test-resume`: only the student's own running test; anything else is "Not running a test." */
export async function resumeTest(
  db: Db,
  studentId: number,
  id: number,
  lang: Language,
): Promise<TestView<PresentedQuestion>> {
  const test = await findTest(db, id, studentId);
  if (!test || test.status !== 'running') throw notRunning();
  const student = await findStudentInSection(db, studentId, test.section);
  return loadTestView(db, test, student ? helpSchoolOf(student) : null, lang);
}

/** `test-cancel`: answers already recorded stay counted; the test just stops. */
export async function cancelStudentTest(
  ctx: AppContext,
  studentId: number,
  id: number,
): Promise<{ id: number; status: 'cancelled' }> {
  const test = await findTest(ctx.db, id, studentId);
  if (!test || !(await cancelTest(ctx.db, id, studentId, now()))) throw notRunning();
  pushStatisticsChanged(ctx, studentId, test.section);
  return { id, status: 'cancelled' };
}
