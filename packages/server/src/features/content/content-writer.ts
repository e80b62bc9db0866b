import { LANGUAGES, type Language, type SectionCode } from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import type { BundleCategory, ContentBundle, ImportCounts } from './content-model.js';
import {
  deleteAnswerTexts,
  deleteQuestionTexts,
  deleteSectionLinks,
  deleteUnrepliedAnswers,
  insertCategories,
  insertSectionLinks,
  upsertAnswers,
  upsertAnswerTexts,
  upsertCategoryTexts,
  upsertQuestions,
  upsertQuestionTexts,
} from './content-import.repository.js';
import { loadCategories, loadQuestions } from './import-state.repository.js';
import { keepRepliedAnswers, planQuestion, type QuestionPlan } from './content-plan.js';

/* Writes a bundle's categories and questions: plan in memory, then a few batched statements. */

const emptyCounts = (): ImportCounts => ({ inserted: 0, updated: 0, unchanged: 0 });

/** Creates missing categories and brings names up to date; returns key → id. */
export async function writeCategories(
  db: Db,
  categories: BundleCategory[],
): Promise<{ ids: Map<string, number>; counts: ImportCounts }> {
  const stored = await loadCategories(db);
  const counts = emptyCounts();
  const missing = categories.filter((c) => !stored.has(c.key));
  const created = await insertCategories(
    db,
    missing.map((c) => ({ source_key: c.key, position: c.position })),
  );
  const ids = new Map([...stored].map(([key, state]) => [key, state.id]));
  for (const row of created) ids.set(row.source_key, row.id);

  const texts: Array<{ category_id: number; lang: string; name: string }> = [];
  for (const c of categories) {
    const state = stored.get(c.key);
    const changed = LANGUAGES.filter((lang) => state?.names.get(lang) !== c.names[lang]);
    counts[!state ? 'inserted' : changed.length > 0 ? 'updated' : 'unchanged'] += 1;
    const id = ids.get(c.key);
    if (id === undefined) continue;
    for (const lang of changed) texts.push({ category_id: id, lang, name: c.names[lang] });
  }
  await upsertCategoryTexts(db, texts);
  return { ids, counts };
}

export interface QuestionWriteResult {
  questions: ImportCounts;
  sections: Partial<Record<SectionCode, ImportCounts>>;
  /** Question translations written per language: new (added) and changed (updated). */
  languages: Partial<Record<Language, { added: number; updated: number }>>;
  answersKept: number;
}

/** Inserts new questions, updates changed ones, leaves unchanged ones (and their updated_at). */
export async function writeQuestions(
  db: Db,
  bundle: ContentBundle,
  categoryIds: Map<string, number>,
  at: number,
): Promise<QuestionWriteResult> {
  const stored = await loadQuestions(db, bundle.source);
  const plans = bundle.questions.map((q) => {
    const categoryId = categoryIds.get(q.categoryKey);
    if (categoryId === undefined) throw new Error(`category ${q.categoryKey} was not written`);
    return planQuestion(q, categoryId, stored.get(q.sourceId));
  });
  const stale = plans.flatMap((p) => p.staleAnswerIds);
  const kept = await deleteUnrepliedAnswers(db, stale);
  const keptSet = new Set(kept);
  for (const plan of plans) keepRepliedAnswers(plan, keptSet);

  const changed = plans.filter((p) => p.status !== 'unchanged');
  const questionIds = await writeQuestionRows(db, bundle, changed, at);
  await writeTexts(db, bundle, changed, questionIds);
  await writeAnswers(db, changed, questionIds);
  await writeSectionLinks(db, changed, questionIds);
  return { ...countPlans(plans), languages: countLanguages(changed), answersKept: kept.length };
}

async function writeQuestionRows(
  db: Db,
  bundle: ContentBundle,
  plans: QuestionPlan[],
  at: number,
): Promise<Map<string, number>> {
  const rows = plans.map(({ question: q, categoryId, existing }) => ({
    source: bundle.source,
    source_id: q.sourceId,
    category_id: categoryId,
    question_no: q.questionNo,
    book_ref: q.bookRef,
    chapter: q.chapter,
    level: q.level ?? existing?.level ?? 1,
    photo: q.photo,
    sound: q.sound,
    updated_at: at,
  }));
  const hasLevels = bundle.questions.some((q) => q.level !== undefined);
  const written = await upsertQuestions(db, rows, hasLevels);
  return new Map(written.map((r) => [r.source_id, r.id]));
}

function idOf(ids: Map<string, number>, plan: QuestionPlan): number {
  const id = ids.get(plan.question.sourceId) ?? plan.existing?.id;
  if (id === undefined) throw new Error(`question ${plan.question.sourceId} has no id`);
  return id;
}

async function writeTexts(
  db: Db,
  bundle: ContentBundle,
  plans: QuestionPlan[],
  ids: Map<string, number>,
): Promise<void> {
  const rows = plans.flatMap((plan) =>
    plan.textsToWrite.map((lang) => ({
      question_id: idOf(ids, plan),
      lang,
      text: plan.question.texts[lang] ?? '',
      help: plan.question.help?.[lang] ?? plan.existing?.texts.get(lang)?.help ?? '',
    })),
  );
  const hasHelp = bundle.questions.some((q) => q.help !== undefined);
  await upsertQuestionTexts(db, rows, hasHelp);
  await deleteQuestionTexts(
    db,
    plans.flatMap((plan) =>
      plan.textsToDelete.map((lang) => ({ question_id: idOf(ids, plan), lang })),
    ),
  );
}

async function writeAnswers(
  db: Db,
  plans: QuestionPlan[],
  ids: Map<string, number>,
): Promise<void> {
  const written = await upsertAnswers(
    db,
    plans.flatMap((plan) =>
      plan.answersToWrite.map((a) => ({
        question_id: idOf(ids, plan),
        no: a.no,
        is_correct: a.correct ? 1 : 0,
      })),
    ),
  );
  const answerIds = new Map(written.map((r) => [`${r.question_id}:${r.no}`, r.id]));
  const answerId = (plan: QuestionPlan, no: number): number => {
    const id = answerIds.get(`${idOf(ids, plan)}:${no}`) ?? plan.existing?.answers.get(no)?.id;
    if (id === undefined) throw new Error(`answer ${no} of ${plan.question.sourceId} has no id`);
    return id;
  };
  await upsertAnswerTexts(
    db,
    plans.flatMap((plan) =>
      plan.answerTextsToWrite.map((t) => ({
        answer_id: answerId(plan, t.no),
        lang: t.lang,
        text: t.text,
      })),
    ),
  );
  await deleteAnswerTexts(
    db,
    plans.flatMap((plan) =>
      plan.answerTextsToDelete.map((t) => ({ answer_id: t.answerId, lang: t.lang })),
    ),
  );
}

async function writeSectionLinks(
  db: Db,
  plans: QuestionPlan[],
  ids: Map<string, number>,
): Promise<void> {
  const link = (plan: QuestionPlan, section_code: string) => ({
    section_code,
    question_id: idOf(ids, plan),
  });
  await insertSectionLinks(
    db,
    plans.flatMap((plan) => plan.sectionsToAdd.map((s) => link(plan, s))),
  );
  await deleteSectionLinks(
    db,
    plans.flatMap((plan) => plan.sectionsToRemove.map((s) => link(plan, s))),
  );
}

function countPlans(plans: QuestionPlan[]): Omit<QuestionWriteResult, 'answersKept' | 'languages'> {
  const questions = emptyCounts();
  const sections: Partial<Record<SectionCode, ImportCounts>> = {};
  for (const plan of plans) {
    questions[plan.status] += 1;
    for (const code of plan.question.sections) {
      const counts = (sections[code] ??= emptyCounts());
      counts[plan.status] += 1;
    }
  }
  return { questions, sections };
}

function countLanguages(plans: QuestionPlan[]): QuestionWriteResult['languages'] {
  const out: QuestionWriteResult['languages'] = {};
  for (const plan of plans) {
    for (const lang of plan.textsToWrite) {
      const counts = (out[lang] ??= { added: 0, updated: 0 });
      counts[plan.existing?.texts.has(lang) ? 'updated' : 'added'] += 1;
    }
  }
  return out;
}
