import { LANGUAGES, type Language } from '@kokpit/shared';
import type { BundleAnswer, BundleQuestion } from './content-model.js';
import type { ExistingQuestion } from './import-state.repository.js';

/*
 * What an import has to write for one question, worked out in memory against the stored state,
 * so that an unchanged question costs no statement at all and keeps its updated_at.
 */

export type PlanStatus = 'inserted' | 'updated' | 'unchanged';

export interface QuestionPlan {
  question: BundleQuestion;
  categoryId: number;
  existing: ExistingQuestion | undefined;
  /** inserted/updated questions get their row written (updated_at bumped); unchanged: nothing. */
  status: PlanStatus;
  textsToWrite: Language[];
  textsToDelete: string[];
  /** Answers that are new or whose correctness changed. */
  answersToWrite: BundleAnswer[];
  answerTextsToWrite: Array<{ no: number; lang: Language; text: string }>;
  answerTextsToDelete: Array<{ answerId: number; lang: string }>;
  /** Stored answers the source no longer lists. */
  staleAnswerIds: number[];
  sectionsToAdd: string[];
  sectionsToRemove: string[];
}

/** Compares one question of the source with its stored state (undefined when new). */
export function planQuestion(
  question: BundleQuestion,
  categoryId: number,
  existing: ExistingQuestion | undefined,
): QuestionPlan {
  const plan: QuestionPlan = {
    question,
    categoryId,
    existing,
    status: existing ? 'unchanged' : 'inserted',
    textsToWrite: [],
    textsToDelete: [],
    answersToWrite: [],
    answerTextsToWrite: [],
    answerTextsToDelete: [],
    staleAnswerIds: [],
    sectionsToAdd: [],
    sectionsToRemove: [],
  };
  planTexts(plan);
  planAnswers(plan);
  planSections(plan);
  plan.status = statusOf(plan);
  return plan;
}

/**
 * Stale answers that replies point at are kept, not deleted; once that is known they no longer
 * count as a change, so a re-import of the same data stays a no-op.
 */
export function keepRepliedAnswers(plan: QuestionPlan, replied: ReadonlySet<number>): void {
  if (plan.staleAnswerIds.length === 0) return;
  plan.staleAnswerIds = plan.staleAnswerIds.filter((id) => !replied.has(id));
  plan.status = statusOf(plan);
}

function statusOf(plan: QuestionPlan): PlanStatus {
  const { existing } = plan;
  if (!existing) return 'inserted';
  return rowChanged(plan.question, plan.categoryId, existing) || hasWrites(plan)
    ? 'updated'
    : 'unchanged';
}

function rowChanged(q: BundleQuestion, categoryId: number, e: ExistingQuestion): boolean {
  return (
    e.categoryId !== categoryId ||
    e.questionNo !== q.questionNo ||
    e.bookRef !== q.bookRef ||
    e.chapter !== q.chapter ||
    (q.level !== undefined && e.level !== q.level) ||
    e.photo !== q.photo ||
    e.sound !== q.sound
  );
}

function hasWrites(plan: QuestionPlan): boolean {
  return (
    plan.textsToWrite.length > 0 ||
    plan.textsToDelete.length > 0 ||
    plan.answersToWrite.length > 0 ||
    plan.answerTextsToWrite.length > 0 ||
    plan.answerTextsToDelete.length > 0 ||
    plan.staleAnswerIds.length > 0 ||
    plan.sectionsToAdd.length > 0 ||
    plan.sectionsToRemove.length > 0
  );
}

function planTexts(plan: QuestionPlan): void {
  const { question: q, existing } = plan;
  for (const lang of LANGUAGES) {
    const text = q.texts[lang];
    if (text === undefined) continue;
    const stored = existing?.texts.get(lang);
    const help = q.help?.[lang];
    if (!stored || stored.text !== text || (help !== undefined && stored.help !== help)) {
      plan.textsToWrite.push(lang);
    }
  }
  // A translation the source dropped goes: readers then fall back to Greek.
  for (const lang of existing?.texts.keys() ?? []) {
    if (!(lang in q.texts)) plan.textsToDelete.push(lang);
  }
}

function planAnswers(plan: QuestionPlan): void {
  const stored = plan.existing?.answers;
  const wanted = new Set<number>();
  for (const answer of plan.question.answers) {
    wanted.add(answer.no);
    const current = stored?.get(answer.no);
    if (!current || current.isCorrect !== answer.correct) plan.answersToWrite.push(answer);
    for (const lang of LANGUAGES) {
      const text = answer.texts[lang];
      if (text !== undefined && current?.texts.get(lang) !== text) {
        plan.answerTextsToWrite.push({ no: answer.no, lang, text });
      }
    }
    if (!current) continue;
    for (const lang of current.texts.keys()) {
      if (!(lang in answer.texts)) plan.answerTextsToDelete.push({ answerId: current.id, lang });
    }
  }
  for (const [no, answer] of stored ?? []) {
    if (!wanted.has(no)) plan.staleAnswerIds.push(answer.id);
  }
}

function planSections(plan: QuestionPlan): void {
  const stored = plan.existing?.sections ?? new Set<string>();
  const wanted = new Set<string>(plan.question.sections);
  plan.sectionsToAdd = [...wanted].filter((s) => !stored.has(s));
  plan.sectionsToRemove = [...stored].filter((s) => !wanted.has(s));
}
