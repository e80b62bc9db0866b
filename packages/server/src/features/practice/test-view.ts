import { helpSchoolOf, ResultCode, type Language, type TestView } from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { cachedQuestions } from './question-cache.js';
import { listTestReplies } from './replies.repository.js';
import { presentTest, type PresentedQuestion } from './practice.presenter.js';
import { schoolHelpFor } from '../question-help/index.js';
import { findStudentInSection, listTestQuestionIds, type TestRow } from './practice.repository.js';

export const notRunning = () => new AppError(ResultCode.general, 'test.notRunning');

/**
 * A test with its questions (in the test's order), the school's help and the answers so far.
 * A test just created passes its question ids: it has no answers yet and nothing to re-read;
 * and its school's help when that was read with it.
 */
export async function loadTestView(
  db: Db,
  test: TestRow,
  schoolId: number | null,
  lang: Language,
  created?: { questionIds: readonly number[]; help?: ReadonlyMap<number, string> },
): Promise<TestView<PresentedQuestion>> {
  const ids = created?.questionIds ?? (await listTestQuestionIds(db, test.id));
  const questions = await cachedQuestions(db, ids, lang);
  const replies = created ? [] : await listTestReplies(db, test.id);
  const help = created?.help ?? (await schoolHelpFor(db, schoolId, ids, lang));
  return presentTest(test, questions, replies, help);
}

/** The help a student's school wrote for a test's questions (none when it is not theirs). */
export async function studentSchoolHelp(
  db: Db,
  test: { studentId: number; section: string },
  questionIds: readonly number[],
  lang: Language,
): Promise<Map<number, string>> {
  const student = await findStudentInSection(db, test.studentId, test.section);
  return schoolHelpFor(db, student ? helpSchoolOf(student) : null, questionIds, lang);
}
