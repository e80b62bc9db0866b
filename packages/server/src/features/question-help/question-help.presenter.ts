import {
  LANGUAGES,
  type HelpQuestionView,
  type HelpTextView,
  type Language,
  type QuestionHelpView,
} from '@kokpit/shared';
import { pictureUrl } from '../content/content.presenter.js';
import type { QuestionRow } from '../content/content.repository.js';
import type { HelpTextRow } from './question-help.repository.js';

/** A question as the help editor shows it, field by field. */
export function presentHelpQuestion(q: QuestionRow): HelpQuestionView {
  return {
    id: q.id,
    questionNo: q.questionNo,
    bookRef: q.bookRef,
    question: q.text,
    help: q.help,
    photo: pictureUrl(q.photo, q.photoVersion),
    answers: q.answers.map((a) => ({ no: a.no, answer: a.text, isCorrect: a.isCorrect })),
  };
}

/** A question with the school's text in each of the four languages ('' where none). */
export function presentQuestionHelp(
  q: QuestionRow,
  rows: readonly HelpTextRow[],
): QuestionHelpView {
  const byLang = new Map(rows.map((r) => [r.lang, r]));
  const texts = Object.fromEntries(
    LANGUAGES.map((lang): [Language, HelpTextView] => {
      const row = byLang.get(lang);
      return [lang, { text: row?.text ?? '', updatedAt: row?.updatedAt ?? null }];
    }),
  ) as Record<Language, HelpTextView>;
  return { question: presentHelpQuestion(q), texts };
}
