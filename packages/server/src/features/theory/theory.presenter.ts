import type { PresentationListView, PresentationView, QuestionView } from '@kokpit/shared';
import { presentQuestion } from '../content/content.presenter.js';
import type { QuestionRow } from '../content/content.repository.js';
import type { PresentationRow } from './theory.repository.js';

/** A presentation as its list shows it (never the row: no school id leaves the server). */
export function presentPresentation(p: PresentationRow): PresentationView {
  return {
    id: p.id,
    title: p.title,
    section: p.section,
    questionIds: [...p.questionIds],
    updatedAt: p.updatedAt,
  };
}

export function presentPresentationList(
  section: string,
  rows: readonly PresentationRow[],
): PresentationListView {
  return { section, presentations: rows.map(presentPresentation) };
}

/**
 * Questions as a teacher sees them in the builder and in class: right answers marked, the
 * school's own help text (in the asked language, else Greek) as schoolHelp.
 */
export function presentTeachingQuestions(
  questions: readonly QuestionRow[],
  help: ReadonlyMap<number, string>,
): QuestionView[] {
  return questions.map((q) =>
    presentQuestion(q, { withCorrect: true, schoolHelp: help.get(q.id), reply: null }),
  );
}
