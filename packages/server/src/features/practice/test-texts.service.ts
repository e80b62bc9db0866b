import {
  LANGUAGES,
  type Language,
  type QuestionTextsView,
  type TestTextsView,
} from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { presentQuestionTexts } from './practice.presenter.js';
import { cachedQuestions } from './question-cache.js';
import { findTest, listTestQuestionIds } from './practice.repository.js';
import { notRunning, studentSchoolHelp } from './test-view.js';

/*
 * A test page follows the interface language at once, offline too (issue 32): it asks for the
 * words of its questions in every language once, keeps them with its offline copy, and shows
 * the language chosen. Only words travel here, never which answer is right, so a running
 * simulation gives nothing away.
 */

/** `test-texts`: the student's own test (running or not); anyone else's reads as not running. */
export async function loadTestTexts(db: Db, studentId: number, id: number): Promise<TestTextsView> {
  const test = await findTest(db, id, studentId);
  if (!test) throw notRunning();
  const ids = await listTestQuestionIds(db, test.id);
  const texts = {} as Record<Language, QuestionTextsView[]>;
  for (const lang of LANGUAGES) {
    const questions = await cachedQuestions(db, ids, lang);
    const help = await studentSchoolHelp(db, test, ids, lang);
    texts[lang] = questions.map((q) => presentQuestionTexts(q, lang, help.get(q.id)));
  }
  return { id, texts };
}
